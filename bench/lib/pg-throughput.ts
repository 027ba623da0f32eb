import pg from 'pg';

export interface Statement { text: string; values?: unknown[] }
export interface StatementResult { label: string; statements: number; rps: number; p50: number; p99: number }

/**
 * Driver-level throughput of a sequence of statements run on one pooled connection per iteration (node-pg, no HTTP):
 * how fast the database and driver alone can serve a request shape, e.g. one select versus the RLS transaction frame.
 * `workers` iterations run at once over a pool of `poolSize` connections for `seconds`.
 */
export async function measureStatements(
  databaseUrl: string, label: string, statements: Statement[],
  options: { workers?: number; poolSize?: number; seconds?: number } = {},
): Promise<StatementResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 20 });
  const latencies: number[] = [];
  const run = (seconds: number, record: boolean) => {
    const end = Date.now() + seconds * 1000;
    return Promise.all(Array.from({ length: options.workers ?? 50 }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        const client = await pool.connect();
        try {
          for (const s of statements) await client.query(s.text, s.values);
        } finally {
          client.release();
        }
        if (record) latencies.push(performance.now() - started);
      }
    }));
  };
  try {
    // Open the pool's connections and warm the backends' caches before measuring.
    await run(1, false);
    await run(options.seconds ?? 5, true);
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10;
  return { label, statements: statements.length, rps: Math.round(latencies.length / (options.seconds ?? 5)), p50: at(0.5), p99: at(0.99) };
}

export function formatStatementTable(results: StatementResult[], baseline: StatementResult): string {
  const lines = ['| driver-level shape (node-pg, no HTTP) | statements | per s | p50 ms | p99 ms | ratio |', '|---|---|---|---|---|---|'];
  for (const r of results) lines.push(`| ${r.label} | ${r.statements} | ${r.rps} | ${r.p50} | ${r.p99} | ${((r.rps / baseline.rps) * 100).toFixed(0)}% |`);
  return lines.join('\n');
}
