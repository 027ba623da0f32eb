import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Whether the database answers `select 1` within `ms` (a hung database must not hang the caller). */
export async function databaseAnswers(db: Kysely<Database>, ms: number): Promise<'ok' | 'failed' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), ms); });
  const answered = sql`select 1`.execute(db).then(() => 'ok' as const, () => 'failed' as const);
  const outcome = await Promise.race([answered, late]);
  clearTimeout(timer);
  return outcome;
}
