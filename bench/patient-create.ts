// npm run bench:patient-create — POST /api/patients through the API, 16 concurrent clients with explicit file numbers,
// at several clinic sizes (default 1,000, 10,000 and 100,000 patients; the clinic is grown to each size in bulk with the
// demo seeder first). Reports creates per second at each size, the service's and PostgreSQL's CPU per create, and, when
// pg_stat_statements is loaded on the server, the statements and trigger statements that grew.
// Set BENCH_PG_URL to a private PostgreSQL (for example one started on another port with
// shared_preload_libraries=pg_stat_statements) to get the per-statement table.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { cpuMicros, postgresBackends } from './lib/cpu.js';
import { freshDatabase, ROOT, startService } from './lib/processes.js';
import { growDemoClinic, runSeedDemo } from './lib/seed-demo.js';
import { signInCookie } from './lib/session.js';
import { createPatientsThroughApi } from './lib/create-patients.js';

const sizes = (process.env.BENCH_CREATE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const createsPerSize = Number(process.env.BENCH_CREATES ?? 1500);
const clients = Number(process.env.BENCH_CREATE_CLIENTS ?? 16);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-create-'));
const env = { DATA_DIR: dataDir };
const dbUrl = await freshDatabase('bench_patient_create');
const dbName = new URL(dbUrl).pathname.slice(1);

interface SizeResult {
  patientsBefore: number; creates: number; seconds: number; createsPerSecond: number; p50: number; p99: number;
  serverMicrosPerCreate: number; postgresMicrosPerCreate: number; failures: number;
  statements: Array<{ query: string; calls: number; meanMs: number }>;
}

const admin = new pg.Client({ connectionString: dbUrl });
const results: SizeResult[] = [];
let service: Awaited<ReturnType<typeof startService>> | null = null;
try {
  console.log('migrating and creating the demo clinic (no patients) …');
  await runSeedDemo(dbUrl, 0, env);
  await admin.connect();
  const statStatements = (await admin.query(`select 1 from pg_settings where name = 'shared_preload_libraries' and setting like '%pg_stat_statements%'`)).rowCount === 1;
  if (statStatements) await admin.query('create extension if not exists pg_stat_statements');
  service = await startService(dbUrl, 4630, env);
  const cookie = await signInCookie(service.url, 'demo_owner', DEMO_PASSWORD);
  const count = async () => Number((await admin.query('select count(*) as n from patient')).rows[0].n);

  for (const size of sizes) {
    const have = await count();
    if (size > have) {
      console.log(`growing the clinic to ${size.toLocaleString('en')} patients with the seeder …`);
      await growDemoClinic(dbUrl, size - have, env);
      // What autovacuum does shortly after a bulk load.
      await admin.query('vacuum analyze patient, patient_lab, patient_encounter, activity, patient_tally');
    }
    const before = await count();
    // Explicit file numbers above every one the seeder has given (it continues from the clinic's largest).
    const nextNumber = Number((await admin.query('select coalesce(max(file_number::bigint), 0) as n from patient')).rows[0].n) + 1_000;
    if (statStatements) await admin.query('select pg_stat_statements_reset()');
    const backends0 = new Map(postgresBackends(dbName).map((pid) => [pid, cpuMicros([pid])]));
    const service0 = cpuMicros([service.pid]);
    const run = await createPatientsThroughApi(service.url, cookie, { count: createsPerSize, clients, firstNumber: nextNumber });
    const { latencies, failures, seconds } = run;
    let postgresMicros = 0;
    for (const pid of postgresBackends(dbName)) postgresMicros += cpuMicros([pid]) - (backends0.get(pid) ?? 0);
    const serverMicros = cpuMicros([service.pid]) - service0;
    latencies.sort((a, b) => a - b);
    const statements = statStatements ? (await admin.query<{ query: string; calls: number; mean: number }>(
      `select query, calls::int, mean_exec_time as mean from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database()) and calls >= $1
        order by total_exec_time desc limit 12`, [createsPerSize / 2])).rows.map((r) => ({
      query: r.query.replace(/\s+/g, ' ').slice(0, 140), calls: r.calls, meanMs: Math.round(r.mean * 1000) / 1000,
    })) : [];
    const result: SizeResult = {
      patientsBefore: before, creates: latencies.length, seconds: Math.round(seconds * 10) / 10,
      createsPerSecond: Math.round(latencies.length / seconds), p50: Math.round(latencies[Math.floor(latencies.length * 0.5)]!),
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)]!), failures,
      serverMicrosPerCreate: Math.round(serverMicros / latencies.length), postgresMicrosPerCreate: Math.round(postgresMicros / latencies.length),
      statements,
    };
    results.push(result);
    console.log(`${before} patients: ${result.createsPerSecond} creates/s, p50 ${result.p50} ms, p99 ${result.p99} ms, `
      + `${result.serverMicrosPerCreate} + ${result.postgresMicrosPerCreate} µs CPU per create, ${failures} failures`);
    for (const s of statements) console.log(`  ${s.meanMs} ms × ${s.calls}  ${s.query}`);
  }

  const first = results[0]!;
  const slowest = results.reduce((a, b) => (b.createsPerSecond < a.createsPerSecond ? b : a));
  const flat = slowest.createsPerSecond >= first.createsPerSecond * 0.8;
  const meta = {
    date: new Date().toISOString(), node: process.version, cpus: os.cpus().length,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100), clients, createsPerSize,
  };
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'patient-create.json'), JSON.stringify({ ...meta, flat, results }, null, 2));
  const lines = [
    '# Patient creation against clinic size',
    '',
    `${meta.date}, Node ${meta.node}, ${meta.cpus} CPUs (load average at the end: ${meta.loadAverage.join(', ')}), PostgreSQL (local). The machine was shared with other work.`,
    `\`POST /api/patients\` through the API, ${clients} concurrent clients, explicit file numbers, ${createsPerSize} creates per clinic size; each patient with medications, problems, an allergy, vitals, 3 lab results and 2 encounters. The clinic is grown to each size with the demo seeder (bulk) and \`vacuum analyze\` first.`,
    '',
    '| patients already in the clinic | creates/s | p50 ms | p99 ms | service µs/create | PostgreSQL µs/create | failures |',
    '|---|---|---|---|---|---|---|',
    ...results.map((r) => `| ${r.patientsBefore.toLocaleString('en')} | ${r.createsPerSecond} | ${r.p50} | ${r.p99} | ${r.serverMicrosPerCreate} | ${r.postgresMicrosPerCreate} | ${r.failures} |`),
    '',
    `Slowest size at ${Math.round((slowest.createsPerSecond / first.createsPerSecond) * 100)}% of the smallest (goal: flat within 20%: ${flat ? 'met' : 'not met'}).`,
    ...statementTable(results),
  ];
  writeFileSync(path.join(dir, 'patient-create.md'), `${lines.join('\n')}\n`);
  if (results.some((r) => r.failures)) process.exitCode = 1;
} finally {
  await admin.end();
  await service?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Mean database time per statement (trigger statements included) at each size, when pg_stat_statements was there. */
function statementTable(sizes: SizeResult[]): string[] {
  if (!sizes.every((r) => r.statements.length)) return [];
  const queries = sizes[0]!.statements.map((st) => st.query);
  const mean = (r: SizeResult, query: string) => r.statements.find((st) => st.query === query)?.meanMs;
  return [
    '', '## Database time per statement', '',
    'Mean execution time in ms from pg_stat_statements (`track = all`, so statements run by triggers are listed on their own and also counted in the statement that fired them), per clinic size:',
    '', `| statement | calls per create | ${sizes.map((r) => `${r.patientsBefore.toLocaleString('en')}`).join(' | ')} |`,
    `|---|---|${sizes.map(() => '---').join('|')}|`,
    ...queries.map((q) => `| \`${q.slice(0, 90).replaceAll('|', '\\|')}…\` | ${Math.round((sizes[0]!.statements.find((st) => st.query === q)!.calls / sizes[0]!.creates) * 10) / 10} | ${sizes.map((r) => mean(r, q) ?? '–').join(' | ')} |`),
  ];
}
