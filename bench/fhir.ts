// npm run bench:fhir — the FHIR server on PostgreSQL with 10,000 demo patients: GET /fhir/Patient/{id} of a random
// patient (each request draws one of the 10,000) and a page of 50 laboratory Observations of one patient, next to the
// bare Fastify + pg baseline (a primary-key select of a random patient, and a page of 50 lab rows) in the same run,
// 50 connections. Servers and the load generator each run in their own process; the database is dropped at the end.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { measureCpu } from './lib/cpu.js';
import { formatTable, runLoad, type LoadResult } from './lib/load.js';
import { dropDatabase, freshDatabase, ROOT, startBareBaseline, startService } from './lib/processes.js';
import { runSeedDemo } from './lib/seed-demo.js';
import { signInCookie } from './lib/session.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = 50;
const LABS_ON_TARGET = 120;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-fhir-'));
const env = { DATA_DIR: dataDir };
const DB_NAME = 'bench_fhir';
const dbUrl = await freshDatabase(DB_NAME);

console.log('seeding 10,000 patients with seed-demo …');
const started = Date.now();
await runSeedDemo(dbUrl, 10_000, env).catch(async (err) => {
  const check = new pg.Client({ connectionString: dbUrl });
  await check.connect();
  const { rows: [row] } = await check.query<{ n: number }>('select count(*)::int as n from patient');
  await check.end();
  if (row!.n < 10_000) throw err;
  console.warn(`seed-demo failed after the patients: ${String((err as Error).message).split('\n')[0]}`);
});
const seedSeconds = (Date.now() - started) / 1000;
const service = await startService(dbUrl, 4640, env);
const bare = await startBareBaseline(dbUrl, 4641);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

try {
  const { rows: [target] } = await db.query<{ clinic_id: string; id: string }>(
    'select clinic_id, id from patient order by file_number offset 100 limit 1');
  if (!target) throw new Error('no demo patient');
  // A patient with more than a page of lab results (demo patients have a few), written as the service would store them.
  await db.query(`insert into patient_lab (clinic_id, patient_id, name, value, flag, taken_at)
    select $1, $2, (array['Hemoglobin','Potassium','Sodium','Creatinine'])[1 + g % 4], (4 + g % 10)::text || ' mmol/L',
      (array['normal','high','low','normal'])[1 + g % 4], to_char(date '2025-01-01' + g, 'YYYY-MM-DD')
    from generate_series(1, ${LABS_ON_TARGET}) g`, [target.clinic_id, target.id]);
  await db.query('vacuum analyze patient, patient_lab, patient_encounter');
  const { rows: [counts] } = await db.query<{ patients: number; labs: number; targetLabs: number }>(
    'select (select count(*) from patient)::int as patients, (select count(*) from patient_lab)::int as labs, (select count(*) from patient_lab where patient_id = $1)::int as "targetLabs"', [target.id]);

  const cookie = await signInCookie(service.url, 'demo_owner', DEMO_PASSWORD);
  const created = await fetch(`${service.url}/api/integrations/fhir-server/keys`, {
    method: 'POST', headers: { cookie, origin: service.url, 'content-type': 'application/json' }, body: JSON.stringify({ label: 'bench' }),
  });
  if (created.status !== 201) throw new Error(`key create failed: ${created.status}`);
  const { key } = await created.json() as { key: string };
  const keyed = { authorization: `Bearer ${key}`, accept: 'application/fhir+json' };
  // The reads of one patient draw a patient of the 10,000 at random for every request (both sides), as a connected
  // system reading the clinic's records would; the page of labs stays the one patient with more than a page of them.
  const { rows: everyone } = await db.query<{ id: string }>('select id from patient where clinic_id = $1', [target.clinic_id]);
  const pathsFile = (name: string, paths: string[]) => {
    const file = path.join(dataDir, name);
    writeFileSync(file, paths.join('\n'));
    return file;
  };
  const randomBare = pathsFile('bare-paths', everyone.map((p) => `/bare/patient/${p.id}?clinic=${target.clinic_id}`));
  const randomFhir = pathsFile('fhir-paths', everyone.map((p) => `/fhir/Patient/${p.id}`));

  // [label, URL (of the size sample; the origin when paths are random), headers, random paths]
  const scenarios: Array<[string, string, Record<string, string>, string | undefined]> = [
    ['bare Fastify + pg primary-key select, random patient', `${bare.url}/bare/patient/${target.id}?clinic=${target.clinic_id}`, {}, randomBare],
    ['bare Fastify + pg page of 50 lab rows', `${bare.url}/bare/labs?clinic=${target.clinic_id}&patient=${target.id}&limit=50`, {}, undefined],
    ['GET /fhir/Patient/{id}, random patient', `${service.url}/fhir/Patient/${target.id}`, keyed, randomFhir],
    ['GET /fhir/Observation?patient=…&category=laboratory&_count=50', `${service.url}/fhir/Observation?patient=${target.id}&category=laboratory&_count=50`, keyed, undefined],
  ];
  const loadUrl = (url: string, randomPaths: string | undefined) => (randomPaths ? `${new URL(url).origin}/` : url);
  const sizes: Record<string, number> = {};
  for (const [label, url, headers, randomPaths] of scenarios) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    sizes[label] = (await res.arrayBuffer()).byteLength;
    await runLoad('warm-up', loadUrl(url, randomPaths), { durationSeconds: 2, headers, randomPaths });
  }
  const dbName = new URL(dbUrl).pathname.slice(1);
  const allRuns: Array<LoadResult & { serverMicrosPerRequest: number; postgresMicrosPerRequest: number }> = [];
  for (let round = 1; round <= rounds; round++) {
    for (const [label, url, headers, randomPaths] of scenarios) {
      const pid = url.startsWith(bare.url) ? bare.pid : service.pid;
      const { result, cpu } = await measureCpu(pid, dbName, () => runLoad(label, loadUrl(url, randomPaths), { connections, durationSeconds: duration, headers, randomPaths }));
      allRuns.push({ ...result, label: `${label} #${round}`, serverMicrosPerRequest: Math.round(cpu.serviceMicros / result.requests), postgresMicrosPerRequest: Math.round(cpu.postgresMicros / result.requests) });
    }
  }
  const best = scenarios.map(([label]) => {
    const r = allRuns.filter((x) => x.label.startsWith(`${label} #`)).reduce((a, b) => (b.rps > a.rps ? b : a));
    return { ...r, label };
  });
  const [barePk, barePage, read, page] = best as [typeof best[0], typeof best[0], typeof best[0], typeof best[0]];
  const readRatio = read.rps / barePk.rps;
  const pageRatio = page.rps / barePage.rps;
  const pageToPk = page.rps / barePk.rps;
  // CPU per request (service or bare server, plus PostgreSQL) is steadier than throughput on a shared machine.
  const cpuOf = (r: typeof read) => r.serverMicrosPerRequest + r.postgresMicrosPerRequest;
  const readCpuRatio = cpuOf(barePk) / cpuOf(read);
  const pageCpuRatio = cpuOf(barePage) / cpuOf(page);
  const failed = allRuns.filter((r) => r.non2xx > 0 || r.errors > 0).map((r) => r.label);
  const table = formatTable(best, barePk);
  console.log(formatTable(allRuns));
  console.log(table);
  const { rows: [audit] } = await db.query<{ n: number }>('select count(*)::int as n from fhir_access_log');

  const meta = {
    date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    database: 'PostgreSQL (local)', connections, durationSeconds: duration, rounds, dataset: counts, seedSeconds: Math.round(seedSeconds * 10) / 10,
    responseBytes: sizes, auditEntriesWritten: audit!.n,
  };
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fhir.json'), JSON.stringify({
    ...meta, results: best, readToBarePk: readRatio, pageToBarePage: pageRatio, pageToBarePk: pageToPk, readCpuRatio, pageCpuRatio,
    goals: { read: 0.5, page: 0.9 }, failed, allRuns,
  }, null, 2));
  const cpuTable = ['| scenario | server process µs/request | PostgreSQL µs/request |', '|---|---|---|',
    ...best.map((r) => `| ${r.label} | ${r.serverMicrosPerRequest} | ${r.postgresMicrosPerRequest} |`)];
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  writeFileSync(path.join(dir, 'fhir.md'), [
    '# FHIR server benchmark',
    '',
    `${meta.date}, Node ${meta.node}, ${meta.cpus} CPUs, shared with other work (load average at the end: ${meta.loadAverage.join(', ')}), ${meta.database}.`,
    `Dataset: \`seed-demo --patients 10000\` (${counts!.patients} patients, ${counts!.labs} lab results; the target patient has ${counts!.targetLabs}). `
      + `${connections} connections, ${duration} s per run, ${rounds} rounds of every scenario back to back; each row is the scenario's best round, every run is in fhir.json.`,
    'The FHIR path is the full one: bearer key (resolved once, then cached; revocation drops it on every instance), the clinic\'s scoped queries with the key\'s read context '
      + '(one clinic transaction, RLS, the doctor-panel predicate), the filters, exact total and page in SQL, the mapping of the page to R4, the Bundle with its links, '
      + `and one access-log row per read, committed before the answer by group commit (the rows of one event-loop turn in one insert; ${audit!.n} rows written during the run).`,
    '',
    table,
    '',
    `- \`GET /fhir/Patient/{id}\` of a random patient: **${pct(readRatio)}** of the bare primary-key select of a random patient (goal ≥ 50%: ${readRatio >= 0.5 ? 'met' : 'not met'}).`,
    `- A page of 50 laboratory Observations: **${pct(pageRatio)}** of a bare page of 50 lab rows (goal ≥ 90%: ${pageRatio >= 0.9 ? 'met' : 'not met'}); ${pct(pageToPk)} of the primary-key select.`,
    `- On CPU per request (server process + PostgreSQL, next table): the read costs ${cpuOf(read)} µs against the bare select's ${cpuOf(barePk)} µs (**${pct(readCpuRatio)}**), `
      + `the page ${cpuOf(page)} µs against the bare page's ${cpuOf(barePage)} µs (**${pct(pageCpuRatio)}**). The load generator's share is not in these figures; it grows with the response (${Math.round(sizes[page.label]! / 1000)} KB of FHIR JSON against ${Math.round(sizes[barePage.label]! / 1000)} KB of bare rows).`,
    failed.length ? `\nNon-2xx responses or errors in: ${failed.join(', ')}.` : '\nEvery response was 2xx.',
    '',
    `Response sizes (bytes): ${Object.entries(sizes).map(([k, v]) => `${k}: ${v}`).join('; ')}.`,
    '',
    '## CPU per request (best round; /proc)',
    '',
    cpuTable.join('\n'),
    '',
    'The machine is shared (other engineers\' builds and tests run on the same two cores): absolute figures move between runs; the ratios compare runs made minutes apart in one process tree.',
  ].join('\n') + '\n');
  if (failed.length) process.exitCode = 1;
} finally {
  await db.end();
  await service.stop();
  await bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(DB_NAME);
}
