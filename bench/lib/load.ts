import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface LoadResult {
  label: string;
  url: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections?: number; durationSeconds?: number; headers?: Record<string, string>;
  /** Each request for one of these paths (on the URL's origin), drawn at random; otherwise every request is for the URL. */
  randomPaths?: string;
}

/**
 * Runs autocannon's CLI in its own process (the load generator never shares an event loop with the server) and
 * returns its figures. Bounded by duration; targets only the URL given (loopback in every benchmark here).
 */
export function runLoad(label: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? 10;
  let command = 'npx';
  let args = ['autocannon', '--json', '-c', String(connections), '-d', String(durationSeconds)];
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  if (options.randomPaths) {
    command = process.execPath;
    args = ['--import', 'tsx', path.join(HERE, 'load-paths.ts'), new URL(url).origin, options.randomPaths,
      String(connections), String(durationSeconds), JSON.stringify(options.headers ?? {})];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => { out += c; });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out) as {
        requests: { total: number; average: number }; latency: { p50: number; p90: number; p99: number };
        non2xx: number; errors: number; duration: number;
      };
      resolve({
        label, url, connections, durationSeconds,
        requests: r.requests.total, rps: Math.round(r.requests.average),
        p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors,
      });
    });
  });
}

export function formatTable(results: LoadResult[], baseline?: LoadResult): string {
  const lines = ['| scenario | req/s | p50 ms | p90 ms | p99 ms | non-2xx | ratio to baseline |', '|---|---|---|---|---|---|---|'];
  for (const r of results) {
    const ratio = baseline ? `${((r.rps / baseline.rps) * 100).toFixed(0)}%` : '';
    lines.push(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.non2xx} | ${ratio} |`);
  }
  return lines.join('\n');
}
