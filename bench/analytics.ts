// npm run bench:analytics — GET /api/analytics on PostgreSQL for a clinic with 10,000 patients, 50,000 appointments
// and 20,000 invoices (plus a few thousand prescriptions, tasks and stock items), bulk-inserted with SQL. The service
// runs in its own process as deployed (src/main.ts serve); autocannon runs in another; 20 connections is the goal
// line (p99 < 100 ms). Also measured: one connection (the cost of one computation, nothing shared), 20 connections
// with request coalescing switched off (every request runs the aggregates itself), and /api/analytics/live.
// Writes bench/results/analytics.json and .md. BENCH_SECONDS sets each run's length (default 10).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatTable, runLoad, type LoadResult } from './lib/load.js';
import { spawn } from 'node:child_process';
import { freshDatabase, ROOT, type Served } from './lib/processes.js';
import { signUpWithClinic } from './lib/session.js';

const SIZES = { patients: 10_000, appointments: 50_000, invoices: 20_000, prescriptions: 5_000, tasks: 1_000, inventory: 300 };
const CONNECTIONS = 20;
const GOAL_P99_MS = 100;
const PORT = Number(process.env.BENCH_PORT ?? 4650);

if (process.argv[2] === 'serve-uncoalesced') {
  await serveUncoalesced();
} else {
  await main();
}

/** The same app as `main.ts serve`, with analytics computed once per request (no coalescing). */
async function serveUncoalesced() {
  const { loadConfig } = await import('../src/platform/config.js');
  const { buildApp } = await import('../src/platform/http/app.js');
  const { routeModules } = await import('../src/modules.js');
  const { analyticsTuning } = await import('../src/clinic/analytics/service.js');
  analyticsTuning.coalesce = false;
  const config = loadConfig(process.env);
  const app = await buildApp(config, { routeModules, logger: false });
  process.on('SIGTERM', () => { void app.close().then(() => process.exit(0)); });
  await app.listen({ port: config.port, host: config.host });
}

/**
 * Starts a TypeScript entry point in its own Node process and waits for `readyUrl` (like bench/lib's startProcess, with
 * a deadline that suits a busy machine, BENCH_READY_SECONDS, and the child stopped when it never becomes ready).
 */
async function start(entry: string, args: string[], env: Record<string, string>, readyUrl: string): Promise<Served> {
  // Another benchmark may hold the port: answering for it would send the load (and the sign-up) to the wrong server.
  if (await fetch(readyUrl).then(() => true, () => false)) throw new Error(`${new URL(readyUrl).host} is already in use`);
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', SIGNIN_LIMIT_PER_ADDRESS: '100000', ALLOW_SIGN_UP: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  const deadline = Date.now() + Number(process.env.BENCH_READY_SECONDS ?? 180) * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${entry} did not become ready`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url: new URL(readyUrl).origin, pid: child.pid!, stop };
}

function startServer(mode: 'serve' | 'serve-uncoalesced', databaseUrl: string, port: number): Promise<Served> {
  const entry = mode === 'serve' ? 'src/main.ts' : 'bench/analytics.ts';
  return start(entry, [mode], { DATABASE_URL: databaseUrl, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    `http://127.0.0.1:${port}/ready`);
}

/**
 * Where one computation's time goes, measured in this process on its own connection pool (no HTTP): the counts alone
 * (a caller without invoice:read) and counts with earnings (the owner), 30 runs each, sequential.
 */
async function breakdown(databaseUrl: string, clinicId: string) {
  const { openDatabase } = await import('../src/platform/db/connect.js');
  const { permissionsFor } = await import('../src/platform/auth/permissions.js');
  const { getAnalytics } = await import('../src/clinic/analytics/service.js');
  const handle = await openDatabase({ databaseUrl, poolSize: 4 });
  const ctx = (role: 'owner' | 'pharmacy') => ({
    userId: 'bench', userName: 'Bench', clinicId, role, permissions: permissionsFor(role), requestId: 'bench', via: 'system' as const,
  });
  const measure = async (role: 'owner' | 'pharmacy') => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await getAnalytics({ db: handle.db }, ctx(role));
      times.push(performance.now() - t0);
    }
    times.sort((x, y) => x - y);
    return { minMs: Number(times[0]!.toFixed(1)), p50Ms: Number(times[15]!.toFixed(1)) };
  };
  try {
    return { countsOnly: await measure('pharmacy'), withEarnings: await measure('owner') };
  } finally {
    await handle.close();
  }
}

/** Bulk data straight into the tables, one set-based statement per table (seconds, not minutes). */
async function fill(databaseUrl: string, clinicId: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('begin');
    await client.query(`
      insert into patient (clinic_id, id, file_number, name, initials, age, sex, status, phone, pcp, alerts, allergies,
                           medications, problems, created_at)
      select $1, 'bench-p-' || lpad(g::text, 6, '0'), (10000 + g)::text, 'Bench Patient ' || g, 'BP', g % 95,
             case when g % 2 = 0 then 'M' else 'F' end,
             case when g % 10 < 7 then 'active' when g % 10 < 9 then 'discharged' else 'inpatient' end,
             '555-01' || lpad((g % 100)::text, 2, '0'), 'Dr. Bench',
             '["Fall risk"]'::jsonb,
             '[{"substance":"Penicillin","reaction":"Rash","severity":"moderate"}]'::jsonb,
             '[{"name":"Metformin","dose":"500 mg","frequency":"twice daily"},{"name":"Lisinopril","dose":"10 mg","frequency":"daily"}]'::jsonb,
             '[{"label":"Type 2 diabetes","since":"2019"},{"label":"Hypertension","since":"2021"}]'::jsonb,
             now() - (g % 900) * interval '1 day'
      from generate_series(1, $2::int) g`, [clinicId, SIZES.patients]);
    // Dates from a year back to two months ahead; past ones mostly completed, future ones mostly confirmed.
    await client.query(`
      insert into appointment (clinic_id, id, file_number, name, initials, date, time, type, provider, status)
      select $1, 'bench-a-' || lpad(g::text, 6, '0'), (10001 + g % $3::int)::text, 'Bench Patient ' || (1 + g % $3::int), 'BP',
             current_date + d, lpad((8 + g % 10)::text, 2, '0') || case when g % 2 = 0 then ':00' else ':30' end,
             (array['Follow-up', 'New patient', 'Consult', 'Vaccination'])[1 + g % 4], 'Dr. Bench',
             case when d < 0 then (array['completed', 'completed', 'completed', 'completed', 'completed', 'completed',
                                         'cancelled', 'cancelled', 'checked-in', 'confirmed'])[1 + g % 10]
                  when d = 0 then (array['checked-in', 'confirmed', 'completed'])[1 + g % 3]
                  else (array['confirmed', 'confirmed', 'confirmed', 'confirmed', 'cancelled'])[1 + g % 5] end
      from (select g, (g * 7919 % 426) - 365 as d from generate_series(1, $2::int) g) s`,
    [clinicId, SIZES.appointments, SIZES.patients]);
    await client.query(`
      insert into invoice (clinic_id, id, number, file_number, name, initials, issued_at, due_at, status)
      select $1, 'bench-i-' || lpad(g::text, 6, '0'), 'INV-' || lpad(g::text, 6, '0'), (10001 + g % $3::int)::text,
             'Bench Patient ' || (1 + g % $3::int), 'BP', current_date - (g * 7 % 730), current_date - (g * 7 % 730) + 30,
             (array['paid', 'paid', 'paid', 'paid', 'sent', 'sent', 'sent', 'draft', 'draft', 'void'])[1 + g % 10]
      from generate_series(1, $2::int) g`, [clinicId, SIZES.invoices, SIZES.patients]);
    // Two or three lines per invoice: a consultation, a lab panel, and on two invoices in three some supplies.
    await client.query(`
      insert into invoice_line_item (clinic_id, invoice_id, position, description, quantity_hundredths, unit_price_cents)
      select $1, 'bench-i-' || lpad(g::text, 6, '0'), p, (array['Consultation', 'Lab panel', 'Supplies'])[p + 1],
             case p when 0 then 100 when 1 then 100 * (1 + g % 3) else 50 * (1 + g % 4) end,
             case p when 0 then 5000 + g % 7000 when 1 then 1250 else 333 end
      from generate_series(1, $2::int) g cross join generate_series(0, 2) p
      where p < 2 or g % 3 <> 0`, [clinicId, SIZES.invoices]);
    await client.query(`insert into clinic_counter (clinic_id, name, value) values ($1, 'invoice', $2)`, [clinicId, SIZES.invoices]);
    await client.query(`
      insert into prescription (clinic_id, id, file_number, name, initials, medication, frequency, prescriber, prescribed_at,
                                end_date, status)
      select $1, 'bench-r-' || g, (10001 + g % 10000)::text, 'Bench Patient', 'BP', 'Metformin 500 mg', 'twice daily',
             'Dr. Bench', current_date - (g % 400), current_date - (g % 400) + 90,
             (array['active', 'active', 'completed', 'expired'])[1 + g % 4]
      from generate_series(1, $2::int) g`, [clinicId, SIZES.prescriptions]);
    await client.query(`
      insert into task (clinic_id, id, title, status, done, created_by, created_by_name)
      select $1, 'bench-t-' || g, 'Bench task ' || g, s, s = 'done', 'bench', 'Bench'
      from (select g, (array['todo', 'in_progress', 'done', 'done'])[1 + g % 4] as s from generate_series(1, $2::int) g) x`,
    [clinicId, SIZES.tasks]);
    await client.query(`
      insert into inventory_item (clinic_id, id, name, stock_quantity, reorder_threshold)
      select $1, 'bench-s-' || g, 'Item ' || g, g % 40, 10 from generate_series(1, $2::int) g`, [clinicId, SIZES.inventory]);
    await client.query('commit');
    for (const table of ['patient', 'appointment', 'invoice', 'invoice_line_item', 'prescription', 'task', 'inventory_item', 'clinic_counter']) {
      await client.query(`vacuum analyze ${table}`);
    }
  } finally {
    await client.end();
  }
  return Date.now() - started;
}

async function get(url: string, cookie: string) {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

async function main() {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  const dbUrl = await freshDatabase('bench_analytics');
  const service = await startServer('serve', dbUrl, PORT);
  let uncoalesced: Served | undefined;
  let bare: Served | undefined;
  try {
    const { cookie, clinicId } = await signUpWithClinic(service.url, 'bench_analytics_owner');
    const fillMs = await fill(dbUrl, clinicId);
    const url = `${service.url}/api/analytics`;
    const sample = await get(url, cookie);
    const live = await get(`${url}/live`, cookie);
    console.log(`filled in ${fillMs} ms; analytics: ${JSON.stringify(sample).slice(0, 300)}…`);

    uncoalesced = await startServer('serve-uncoalesced', dbUrl, PORT + 1);
    const rawUrl = `${uncoalesced.url}/api/analytics`;
    await get(rawUrl, cookie);
    // The shared baseline (bench/lib/bare-server.ts): Fastify + pg, one primary-key select of a patient, no auth.
    bare = await start('bench/lib/bare-server.ts', [], { DATABASE_URL: dbUrl, PORT: String(PORT + 2) }, `http://127.0.0.1:${PORT + 2}/health`);
    const bareUrl = `${bare.url}/bare/patient/bench-p-000001?clinic=${clinicId}`;
    await get(bareUrl, '');

    const loadBefore = os.loadavg().map((l) => Number(l.toFixed(2)));
    await runLoad('warm-up', url, { connections: CONNECTIONS, durationSeconds: 3, headers: { cookie } });
    await runLoad('warm-up', rawUrl, { connections: CONNECTIONS, durationSeconds: 3, headers: { cookie } });
    const results: LoadResult[] = [];
    const run = async (label: string, target: string, connections: number) => {
      const r = await runLoad(label, target, { connections, durationSeconds: duration, headers: { cookie } });
      console.log(`${label}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
      results.push(r);
      return r;
    };
    const main20 = await run(`GET /api/analytics, ${CONNECTIONS} connections (as deployed)`, url, CONNECTIONS);
    const single = await run('GET /api/analytics, 1 connection (one computation per request)', url, 1);
    const parts = await breakdown(dbUrl, clinicId);
    const raw20 = await run(`GET /api/analytics, ${CONNECTIONS} connections, coalescing off`, rawUrl, CONNECTIONS);
    await run(`GET /api/analytics/live, ${CONNECTIONS} connections`, `${url}/live`, CONNECTIONS);
    const baseline = await run(`baseline: bare Fastify + pg primary-key select, ${CONNECTIONS} connections`, bareUrl, CONNECTIONS);

    const meta = {
      date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '',
      database: 'PostgreSQL (local, same machine)', loadAverageBefore: loadBefore, durationSeconds: duration, connections: CONNECTIONS, goalP99Ms: GOAL_P99_MS,
      data: SIZES, fillMs, oneComputation: parts,
    };
    const goalMet = main20.p99 < GOAL_P99_MS && main20.non2xx === 0;
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench/results/analytics.json'), JSON.stringify({ ...meta, goalMet, sample, live, results }, null, 2));
    const md = `# Analytics benchmark

${meta.date}, Node ${meta.node}, ${meta.cpus} × ${meta.cpuModel}, ${meta.database}; load average before the runs
${meta.loadAverageBefore.join(' / ')} (1 / 5 / 15 min). The service runs in its own
process (\`src/main.ts serve\`, pool of 20), autocannon in another, ${duration} s per run after a warm-up, session
cookie of the clinic owner (so \`earnings\` is computed too).

Clinic: ${SIZES.patients.toLocaleString('en')} patients, ${SIZES.appointments.toLocaleString('en')} appointments,
${SIZES.invoices.toLocaleString('en')} invoices (2–3 line items each; each invoice's total kept by the database from
its lines), ${SIZES.prescriptions.toLocaleString('en')} prescriptions, ${SIZES.tasks.toLocaleString('en')} tasks,
${SIZES.inventory} stock items; bulk-inserted with SQL in ${(fillMs / 1000).toFixed(1)} s, then \`vacuum analyze\`.

${formatTable(results)}

**Goal (p99 < ${GOAL_P99_MS} ms at ${CONNECTIONS} connections): ${goalMet ? 'met' : 'not met'}** — p50 ${main20.p50} ms,
p99 ${main20.p99} ms.

The baseline row is the machine's yardstick in the same minutes: a bare Fastify + pg primary-key select (no auth, no
transaction) at ${CONNECTIONS} connections reached ${baseline.rps} req/s with p99 ${baseline.p99} ms.

- One computation (1 connection): p50 ${single.p50} ms over HTTP. It is two statements, each in its own clinic
  transaction, run side by side: the counts (one aggregate pass per small table, index ranges for the appointments)
  and the earnings (the stored invoice totals summed per month and status, read from one covering index).
  In-process, without HTTP: counts alone p50 ${parts.countsOnly.p50Ms} ms (min ${parts.countsOnly.minMs}), counts and
  earnings p50 ${parts.withEarnings.p50Ms} ms (min ${parts.withEarnings.minMs}). The earnings once joined every sent and
  paid invoice to its line items on each request (p50 31 ms with the counts, same machine, earlier run); the database
  now keeps each invoice's total from its lines (migrations/0212_invoice_total.sql).
- As deployed, concurrent requests for the same clinic share one computation that starts after they all arrived
  (\`src/clinic/analytics/coalesce.ts\`): no caller ever gets figures older than its request, and the database does
  one aggregate pass per batch instead of one per request.
- With coalescing off, each of the ${CONNECTIONS} connections runs the aggregates itself: p50 ${raw20.p50} ms,
  p99 ${raw20.p99} ms, ${raw20.rps} req/s, i.e. the machine's CPUs shared by ${CONNECTIONS} concurrent scans.
`;
    writeFileSync(path.join(ROOT, 'bench/results/analytics.md'), md);
    console.log(md);
  } finally {
    await bare?.stop();
    await uncoalesced?.stop();
    await service.stop();
  }
}
