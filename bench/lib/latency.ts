export interface LatencyResult { label: string; url: string; samples: number; p50: number; p90: number; p99: number; max: number }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Sequential single-request latency (one request in flight, ms, from the client): how long one answer takes when the
 * server is otherwise idle, as opposed to throughput under load. Every response must be 2xx.
 */
export async function probeLatency(label: string, url: string, options: { headers?: Record<string, string>; samples?: number; warmup?: number } = {}): Promise<LatencyResult> {
  const samples = options.samples ?? 100;
  const times: number[] = [];
  for (let i = 0; i < (options.warmup ?? 10) + samples; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: options.headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    if (i >= (options.warmup ?? 10)) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    label, url, samples,
    p50: round(percentile(times, 50)), p90: round(percentile(times, 90)), p99: round(percentile(times, 99)), max: round(times.at(-1)!),
  };
}

export function formatLatencyTable(results: LatencyResult[]): string {
  const lines = ['| request (one at a time) | samples | p50 ms | p90 ms | p99 ms | max ms |', '|---|---|---|---|---|---|'];
  for (const r of results) lines.push(`| ${r.label} | ${r.samples} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} |`);
  return lines.join('\n');
}
