import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { withClinicTx, type ClinicTx, type TenantScope } from '../../src/platform/db/clinic-tx.js';
import type { Database } from '../../src/platform/db/schema.js';

export interface StatementTiming { label: string; runs: number; planningMs: number; executionMs: number; totalP50: number; totalP90: number; buffers: number }

/**
 * Database-side time of one statement as the service runs it (inside the clinic transaction, RLS-bound role):
 * `explain (analyze, buffers)` repeated `runs` times; medians of planning and execution, p50/p90 of their sum, and the
 * median number of buffers the execution touched (shared hits and reads). Separates what
 * the indexes do from HTTP, serialisation and a busy machine's scheduling.
 */
export async function explainTimes(
  db: Kysely<Database>, scope: TenantScope, label: string, build: (tx: ClinicTx) => Compilable, runs = 30,
): Promise<StatementTiming> {
  const planning: number[] = [];
  const execution: number[] = [];
  const buffers: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    await withClinicTx(db, scope, async (tx) => {
      const compiled = build(tx).compile();
      const { rows } = await tx.executeQuery<{ 'QUERY PLAN': Array<{ 'Planning Time': number; 'Execution Time': number; Plan: Record<string, number> }> }>(
        CompiledQuery.raw(`explain (analyze, buffers, format json) ${compiled.sql}`, [...compiled.parameters]));
      const plan = rows[0]!['QUERY PLAN'][0]!;
      if (i >= 3) {
        planning.push(plan['Planning Time']);
        execution.push(plan['Execution Time']);
        buffers.push((plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0));
      }
    });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const totals = planning.map((p, i) => p + execution[i]!).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    label, runs, planningMs: round(median(planning)), executionMs: round(median(execution)),
    totalP50: round(totals[Math.floor(totals.length / 2)]!), totalP90: round(totals[Math.floor(totals.length * 0.9)]!),
    buffers: median(buffers),
  };
}

export function formatExplainTable(results: StatementTiming[]): string {
  const lines = ['| statement (database side, explain analyze) | runs | planning ms (median) | execution ms (median) | total p50 ms | total p90 ms | buffers (median) |', '|---|---|---|---|---|---|---|'];
  for (const r of results) lines.push(`| ${r.label} | ${r.runs} | ${r.planningMs} | ${r.executionMs} | ${r.totalP50} | ${r.totalP90} | ${r.buffers} |`);
  return lines.join('\n');
}
