import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Private PostgreSQL and Redis servers for the fault suite, on their own loopback ports, so the tests can stop,
 * restart, freeze and kill them without touching the shared servers other tests use.
 */

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why the fault suite cannot run here, or undefined when it can. */
export function missingBinaries(): string | undefined {
  if (!existsSync(path.join(PG_BIN, 'initdb')) || !existsSync(path.join(PG_BIN, 'pg_ctl'))) {
    return `PostgreSQL server binaries not found in ${PG_BIN} (set PG_BIN, or install postgresql)`;
  }
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server is not installed';
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/**
 * Runs a PostgreSQL tool as the postgres user when this process is root (PostgreSQL refuses to run as root). Async,
 * so the test's own load keeps flowing while the server stops and starts.
 */
function pgTool(tool: string, args: string[]): Promise<void> {
  const bin = path.join(PG_BIN, tool);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { out += c.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${tool} ${args.join(' ')} failed (${code}): ${out}`));
    });
  });
}

export class PrivatePostgres {
  readonly url: string;
  private constructor(readonly root: string, readonly dataDir: string, readonly port: number) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  static async start(): Promise<PrivatePostgres> {
    const root = mkdtempSync(path.join(os.tmpdir(), 'clinic-faults-pg-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir);
    if (asRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(root, uid, gid);
      chownSync(dataDir, uid, gid);
    }
    await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    const pg = new PrivatePostgres(root, dataDir, await freePort());
    await pg.start();
    return pg;
  }

  start(): Promise<void> {
    return pgTool('pg_ctl', ['-D', this.dataDir, '-w', '-t', '60', '-l', path.join(this.root, 'log'), '-o',
      `-p ${this.port} -k ${this.root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`, 'start']);
  }

  /** Fast: sessions are terminated, as in a routine restart; immediate: as in a crash. */
  stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    return pgTool('pg_ctl', ['-D', this.dataDir, '-w', '-t', '60', '-m', mode, 'stop']);
  }

  /** Every process of the cluster: the postmaster and its children (backends, checkpointer, walwriter, …). */
  private pids(): number[] {
    const postmaster = Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
    return [postmaster, ...children];
  }

  /** Freezes the whole cluster (SIGSTOP): connections stay open but nothing answers, as with a hung host. */
  freeze() { for (const pid of this.pids()) process.kill(pid, 'SIGSTOP'); }
  thaw() { for (const pid of this.pids()) process.kill(pid, 'SIGCONT'); }

  async destroy() {
    try { this.thaw(); } catch { /* not running */ }
    await this.stop('immediate').catch(() => { /* not running */ });
    rmSync(this.root, { recursive: true, force: true });
  }
}

export class PrivateRedis {
  private child?: ChildProcess;
  private constructor(readonly port: number, readonly dir: string) {}
  get url() { return `redis://127.0.0.1:${this.port}`; }

  static async start(): Promise<PrivateRedis> {
    const r = new PrivateRedis(await freePort(), mkdtempSync(path.join(os.tmpdir(), 'clinic-faults-redis-')));
    await r.launch();
    return r;
  }

  async launch() {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir],
      { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  }

  /** SIGKILL: Redis vanishes without a goodbye, as in a crash or a lost host. */
  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }

  async destroy() {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
