import type { SelectQueryBuilder } from 'kysely';

export interface Paging { limit?: number; offset?: number }

/**
 * One page of a list: `rows` (the list's selection and order) cut to `limit`/`offset`, and, when a limit is given, the
 * total `filtered` matches (the list's filters, before selection), which routes send as X-Total-Count.
 */
export async function readPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>, rows: SelectQueryBuilder<DB, TB, O>, paging: Paging,
): Promise<{ rows: O[]; total: number | undefined }> {
  let page = rows;
  let total: number | undefined;
  if (paging.limit) {
    // Generic over the table, Kysely cannot name the selected column in the row type; the statement is `count(*) as n`.
    const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as { n: number | string };
    total = Number(counted.n);
    page = page.limit(paging.limit);
  }
  if (paging.offset) page = page.offset(paging.offset);
  return { rows: await page.execute(), total };
}
