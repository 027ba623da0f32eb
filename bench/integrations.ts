// npm run bench:integrations — HL7 v2 ingest throughput over the corpus (../shared/corpus/hl7v2) and a FHIR lab sync of
// 1,000 observations over 10 pages from a fake FHIR server on 127.0.0.1. The service runs in this process on the
// embedded database (PGlite, a fresh DATA_DIR) and listens on 127.0.0.1; one client, requests one after another.
// Baselines from the same run: POST /api/patients/{fileNumber}/labs of one row (the lab append every ingest ends in),
// and reading the same 10 pages with a bare fetch (no client library, no mapping, no database).
// Writes bench/results/integrations.json and .md. BENCH_ROUNDS sets the corpus passes (default 5).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/platform/config.js';
import { buildApp } from '../src/platform/http/app.js';
import { routeModules } from '../src/modules.js';
import { readOru, splitHl7Messages } from '../src/integrations/hl7/parse.js';
import { startFakeFhirServer } from '../test/integrations/fake-fhir-server.js';
import { signUpWithClinic } from './lib/session.js';
import { ROOT } from './lib/processes.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CORPUS = path.resolve(ROOT, '../shared/corpus/hl7v2');
const messages = readdirSync(CORPUS).filter((f) => f.endsWith('.hl7')).sort().map((f) => readFileSync(path.join(CORPUS, f), 'utf8'));
const messageCount = messages.reduce((n, m) => n + splitHl7Messages(m).length, 0);

const PORT = Number(process.env.BENCH_PORT ?? 4660);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-integrations-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', OUTBOUND_ALLOW_HOSTS: '127.0.0.1', SIGNIN_LIMIT_PER_ADDRESS: '100000', PUBLIC_URL: `http://127.0.0.1:${PORT}` });
const app = await buildApp(config, { routeModules, logger: false });
await app.listen({ port: PORT, host: '127.0.0.1' });
const base = `http://127.0.0.1:${PORT}`;
const session = await signUpWithClinic(base, `bench${Date.now()}`);
const headers = { 'content-type': 'application/json', origin: base, cookie: session.cookie };

async function http(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}
async function inject(method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) {
  const res = await app.inject({ method, url, headers, payload: body as object });
  return { status: res.statusCode, json: res.json() as unknown };
}
async function newPatient(): Promise<string> {
  const res = await http('POST', '/api/patients', { name: 'Bench Patient' });
  if (res.status !== 201) throw new Error(`patient create: ${res.status}`);
  return (res.json as { fileNumber: string }).fileNumber;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// 1. Parsing and mapping only (no database): every corpus message, ROUNDS × 20 passes.
let parsed = 0;
const parseStart = performance.now();
for (let r = 0; r < ROUNDS * 20; r++) for (const m of messages) for (const message of splitHl7Messages(m)) { readOru(message); parsed++; }
const parseSeconds = (performance.now() - parseStart) / 1000;

// 2. Ingest in-process (app.inject: the whole request path without a socket) and 3. over HTTP. Each pass ingests every
// corpus file into a fresh patient (force: the corpus PIDs are other people's), so every row is really appended.
async function ingestPasses(send: typeof http): Promise<{ seconds: number; messages: number; rows: number }> {
  let count = 0;
  let rows = 0;
  let seconds = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const fileNumbers = [];
    for (let i = 0; i < messages.length; i++) fileNumbers.push(await newPatient());
    const start = performance.now();
    for (const [i, message] of messages.entries()) {
      const res = await send('POST', '/api/integrations/fhir/ingest', { fileNumber: fileNumbers[i], message, force: true });
      if (res.status !== 200) throw new Error(`ingest: ${res.status}`);
      rows += (res.json as { appended: unknown[] }).appended.length;
    }
    seconds += (performance.now() - start) / 1000;
    count += messageCount;
  }
  return { seconds, messages: count, rows };
}
const inProcess = await ingestPasses(inject as typeof http);
const overHttp = await ingestPasses(http);

// Baseline: one-row lab appends over HTTP, as many requests as corpus files in a pass.
const baselineFile = await newPatient();
const baselineStart = performance.now();
const baselineRequests = ROUNDS * messages.length;
for (let i = 0; i < baselineRequests; i++) {
  const res = await http('POST', `/api/patients/${baselineFile}/labs`, { labs: [{ name: `Bench ${i}`, value: String(i), flag: 'normal', takenAt: '2024-01-01' }] });
  if (res.status !== 201) throw new Error(`labs: ${res.status}`);
}
const baselineSeconds = (performance.now() - baselineStart) / 1000;

// 4. FHIR sync: 1,000 laboratory observations, 100 a page (10 pages), behind a bearer token.
const fhir = await startFakeFhirServer({ token: 'bench-token', pageSize: 100 });
fhir.addPatient('bench', [{ value: 'placeholder' }]);
const observations = Array.from({ length: 1000 }, (_, i) => ({
  resourceType: 'Observation', id: `o${i}`, status: 'final',
  category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
  code: { coding: [{ system: 'http://loinc.org', code: '2345-7', display: 'Glucose' }], text: `Glucose ${i % 50}` },
  valueQuantity: { value: 70 + (i % 60), unit: 'mg/dL' }, interpretation: [{ coding: [{ code: i % 7 === 0 ? 'H' : 'N' }] }],
  effectiveDateTime: `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T08:00:00Z`,
}));
await http('PUT', '/api/integrations/fhir', { endpoint: fhir.baseUrl, enabled: true, credentials: JSON.stringify({ token: 'bench-token' }) });
const syncRuns: number[] = [];
const resyncRuns: number[] = [];
const SYNC_RUNS = Math.max(3, ROUNDS);
let remoteId = '';
for (let r = 0; r < SYNC_RUNS; r++) {
  const fileNumber = await newPatient();
  remoteId = `p${fileNumber}`;
  fhir.addPatient(remoteId, [{ value: fileNumber }]);
  fhir.addObservations(`p${fileNumber}`, observations);
  let start = performance.now();
  const first = await http('POST', '/api/integrations/fhir/sync', { fileNumber });
  syncRuns.push(performance.now() - start);
  if (first.status !== 200 || (first.json as { imported: number }).imported !== 1000) throw new Error(`sync: ${first.status} ${JSON.stringify(first.json)}`);
  start = performance.now();
  const again = await http('POST', '/api/integrations/fhir/sync', { fileNumber });
  resyncRuns.push(performance.now() - start);
  if ((again.json as { imported: number }).imported !== 0) throw new Error('re-sync imported rows');
}
// Baseline: the same 10 pages read with a bare fetch.
const bareRuns: number[] = [];
for (let r = 0; r < SYNC_RUNS; r++) {
  const start = performance.now();
  let url: string | undefined = `${fhir.baseUrl}/Observation?patient=${remoteId}&category=laboratory&_count=100`;
  let pages = 0;
  while (url) {
    const res = await fetch(url, { headers: { authorization: 'Bearer bench-token' } });
    const bundle = await res.json() as { link?: Array<{ relation: string; url: string }> };
    pages++;
    url = bundle.link?.find((l) => l.relation === 'next')?.url;
  }
  if (pages !== 10) throw new Error(`bare paging read ${pages} pages`);
  bareRuns.push(performance.now() - start);
}

await fhir.close();
await app.close();
rmSync(dataDir, { recursive: true, force: true });

const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, note: 'shared machine: other engineers were running builds and tests at the same time' },
  database: 'PGlite (embedded default), fresh data directory',
  corpus: { files: messages.length, messages: messageCount, rounds: ROUNDS },
  parseOnly: { messages: parsed, seconds: parseSeconds, messagesPerSecond: parsed / parseSeconds },
  ingestInProcess: { ...inProcess, messagesPerSecond: inProcess.messages / inProcess.seconds },
  ingestOverHttp: { ...overHttp, messagesPerSecond: overHttp.messages / overHttp.seconds },
  baselineLabAppendOverHttp: { requests: baselineRequests, seconds: baselineSeconds, requestsPerSecond: baselineRequests / baselineSeconds },
  fhirSync: {
    observations: 1000, pages: 10, runs: SYNC_RUNS,
    syncMedianMs: median(syncRuns), resyncMedianMs: median(resyncRuns), barePagingMedianMs: median(bareRuns),
    syncRunsMs: syncRuns, resyncRunsMs: resyncRuns, barePagingRunsMs: bareRuns,
  },
};
const f = (n: number, d = 0) => n.toFixed(d);
const md = `# Integrations benchmark

${results.date}; ${results.machine.cpus} CPUs (${results.machine.model}), Node ${results.machine.node}. **Shared machine**: other
engineers ran builds and tests at the same time, so absolute figures are noisy; the ratios to the baselines measured in
the same run are the figures to read. Database: ${results.database}. One client, requests one after another.

## HL7 v2 ingest (${messages.length} corpus files, ${messageCount} messages per pass, ${ROUNDS} passes, each into fresh patients)

| What | Messages | Seconds | Messages/s | vs one-row POST /labs |
|---|---:|---:|---:|---:|
| Parse and map only (no database) | ${parsed} | ${f(parseSeconds, 2)} | ${f(results.parseOnly.messagesPerSecond)} | — |
| Ingest in-process (app.inject, no socket) | ${inProcess.messages} | ${f(inProcess.seconds, 2)} | ${f(results.ingestInProcess.messagesPerSecond)} | ${f(results.ingestInProcess.messagesPerSecond / results.baselineLabAppendOverHttp.requestsPerSecond, 2)}× |
| Ingest over HTTP | ${overHttp.messages} | ${f(overHttp.seconds, 2)} | ${f(results.ingestOverHttp.messagesPerSecond)} | ${f(results.ingestOverHttp.messagesPerSecond / results.baselineLabAppendOverHttp.requestsPerSecond, 2)}× |
| Baseline: POST /api/patients/{fileNumber}/labs, one row | ${baselineRequests} requests | ${f(baselineSeconds, 2)} | ${f(results.baselineLabAppendOverHttp.requestsPerSecond)} requests/s | 1× |

Rows appended per pass: ${overHttp.rows / ROUNDS} (the batch file is five messages in one request; the case report appends 61
rows in two lab appends).

## FHIR lab sync: 1,000 observations over 10 pages (fake server on 127.0.0.1, bearer token), ${SYNC_RUNS} runs

| What | Median ms |
|---|---:|
| First sync (1,000 rows imported) | ${f(results.fhirSync.syncMedianMs)} |
| Re-sync (nothing new: 1,000 skipped) | ${f(results.fhirSync.resyncMedianMs)} |
| Baseline: the 10 pages read with a bare fetch | ${f(results.fhirSync.barePagingMedianMs)} |

First sync / bare paging: ${f(results.fhirSync.syncMedianMs / results.fhirSync.barePagingMedianMs, 1)}×; re-sync / bare paging:
${f(results.fhirSync.resyncMedianMs / results.fhirSync.barePagingMedianMs, 1)}×.
`;
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/integrations.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(path.join(ROOT, 'bench/results/integrations.md'), md);
console.log(md);
process.exit(0);
