// npm run bench:startup — how long `node dist/main.js serve` (what `npm start` runs after its build) takes from the
// spawn to the ready line, and the CPU the process spent until then, on the embedded database (an existing data
// directory) and on PostgreSQL. Beside it, in the same run and in turn with it, the bare floor: a Node process that
// prints the same line and exits. Each Node binary in BENCH_NODES (comma-separated paths; default this one) is
// measured; BENCH_RUNS starts of each (default 7) after one warm-up start, which also creates the data directory and
// the compile cache. Builds dist/ first when it is stale. Wall times on a shared machine are noisy: read the CPU.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, ROOT } from './lib/processes.js';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const nodes = (process.env.BENCH_NODES ?? process.execPath).split(',').filter(Boolean);

interface Start { wallMs: number; cpuMs: number }

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('build failed');

/** A port nothing listens on now (other benchmarks on this machine use fixed ones). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns a command, waits for its ready line, reads the CPU it reports, then stops it with SIGTERM. */
async function timeStart(command: string[], baseEnv: Record<string, string>): Promise<Start> {
  const env = { ...baseEnv, PORT: String(await freePort()) };
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { err += chunk; });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let wallMs = 0;
  // The service logs its own CPU at the ready line (`startupCpuMs`, written by pino, which may come after the human
  // line); the bare floor prints it the same way.
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (!wallMs && /ready at/.test(out)) wallMs = performance.now() - started;
      if (wallMs && /"startupCpuMs":\d+/.test(out)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before its ready line:\n${out}\n${err}`)));
  });
  const cpuMs = Number(/"startupCpuMs":(\d+)/.exec(out)![1]);
  child.kill('SIGTERM');
  await exited;
  return { wallMs, cpuMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (starts: Start[]) => ({
  wallMs: { median: Math.round(median(starts.map((s) => s.wallMs))), min: Math.round(Math.min(...starts.map((s) => s.wallMs))), max: Math.round(Math.max(...starts.map((s) => s.wallMs))) },
  cpuMs: { median: median(starts.map((s) => s.cpuMs)) },
});

const BARE = "const c = process.cpuUsage(); console.log(JSON.stringify({ startupCpuMs: Math.round((c.user + c.system) / 1000) })); console.log('Clinic Service ready at nothing')";
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
const databaseUrl = await freshDatabase('bench_startup');
const engines: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'PGlite (existing data directory)', env: { DATABASE_URL: '', DATA_DIR: path.join(dataDir, 'pglite') } },
  { name: 'PostgreSQL (local)', env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(dataDir, 'pg') } },
];
const rows: Array<{ node: string; engine: string; service: ReturnType<typeof summary>; bare: ReturnType<typeof summary> }> = [];
const loadBefore = os.loadavg();
try {
  for (const node of nodes) {
    const version = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim();
    for (const engine of engines) {
      const env = { ...engine.env, LOG_LEVEL: 'info', REDIS_URL: '' };
      const serve = [node, '--enable-source-maps', 'dist/main.js', 'serve'];
      await timeStart(serve, env);
      const service: Start[] = [];
      const bare: Start[] = [];
      for (let i = 0; i < runs; i++) {
        service.push(await timeStart(serve, env));
        bare.push(await timeStart([node, '-e', BARE], {}));
      }
      rows.push({ node: version, engine: engine.name, service: summary(service), bare: summary(bare) });
      console.log(version, engine.name, JSON.stringify(rows.at(-1)));
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAfter = os.loadavg();

const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
const table = [
  '| Node | database | ready (median, min–max) | CPU to ready (median) | bare Node process: ready / CPU |',
  '|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.node} | ${r.engine} | ${r.service.wallMs.median} ms (${r.service.wallMs.min}–${r.service.wallMs.max}) | ${r.service.cpuMs.median} ms | ${r.bare.wallMs.median} ms / ${r.bare.cpuMs.median} ms |`),
].join('\n');
console.log(table);
const meta = { date: new Date().toISOString(), runs, cpus: os.cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter };
const dir = path.join(ROOT, 'bench/results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'startup.json'), JSON.stringify({ ...meta, rows }, null, 2));
writeFileSync(path.join(dir, 'startup.md'), `# Start-up benchmark\n\n${meta.date}, ${runs} starts each after a warm-up, ${meta.cpus} CPUs, load average ${load(loadBefore)} before and ${load(loadAfter)} after. From spawning \`node --enable-source-maps dist/main.js serve\` to its ready line; CPU is the process's own (user + system) at that line. The bare process prints the line and exits.\n\n${table}\n`);
