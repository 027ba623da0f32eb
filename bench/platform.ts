// npm run bench:platform — authenticated GET /api/me next to the bare Fastify + pg primary-key select, same run,
// same PostgreSQL database, 50 connections, the load generator in its own process.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatTable, runLoad } from './lib/load.js';
import { freshDatabase, ROOT, startBareBaseline, startService } from './lib/processes.js';
import { signUpWithClinic } from './lib/session.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dbUrl = await freshDatabase('bench_platform');
const service = await startService(dbUrl, 4610);
const bare = await startBareBaseline(dbUrl, 4611);
try {
  const { cookie, userId } = await signUpWithClinic(service.url, 'bench_platform_user');
  // Warm both servers so JIT and pools are in the same state.
  await runLoad('warm-up', `${bare.url}/bare/user/${userId}`, { durationSeconds: 2 });
  await runLoad('warm-up', `${service.url}/api/me`, { durationSeconds: 2, headers: { cookie } });
  const baseline = await runLoad('bare Fastify + pg primary-key select', `${bare.url}/bare/user/${userId}`, { durationSeconds: duration });
  const me = await runLoad('GET /api/me (session cookie, cached session)', `${service.url}/api/me`, { durationSeconds: duration, headers: { cookie } });
  const results = [baseline, me];
  const ratio = me.rps / baseline.rps;
  const table = formatTable(results, baseline);
  console.log(table);
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const meta = { date: new Date().toISOString(), node: process.version, connections: 50, durationSeconds: duration, database: 'PostgreSQL (local)' };
  writeFileSync(path.join(dir, 'platform.json'), JSON.stringify({ ...meta, results, ratio }, null, 2));
  writeFileSync(path.join(dir, 'platform.md'), `# Platform benchmark\n\n${meta.date}, Node ${meta.node}, ${meta.database}, 50 connections, ${duration} s each, autocannon in its own process.\n\n${table}\n\nGET /api/me reaches ${(ratio * 100).toFixed(0)}% of the bare baseline's throughput.\n`);
} finally {
  await service.stop();
  await bare.stop();
}
