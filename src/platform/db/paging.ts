import { sql, type SelectQueryBuilder } from 'kysely';

export interface Paging { limit?: number; offset?: number }

/**
 * A page's LIMIT written into the statement (a validated whole number) and its OFFSET only when there is one. With
 * `limit $n` PostgreSQL cannot cost a generic plan (it assumes a tenth of the rows), so it planned a prepared page
 * again on every request, which took as long as running it (issue 17: 0.25–0.8 ms for the patient page); with the
 * page size in the text the generic plan is the custom one, and after five runs it is kept. List limits are 1–500,
 * so the statements stay few.
 */
export function paged<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>, limit: number | undefined, offset: number | undefined): SelectQueryBuilder<DB, TB, O> {
  let page = q;
  if (limit !== undefined) {
    if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`a page size must be a whole number, not ${limit}`);
    page = page.limit(sql.lit(limit));
  }
  return offset ? page.offset(offset) : page;
}

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
  }
  page = paged(page, paging.limit || undefined, paging.offset);
  return { rows: await page.execute(), total };
}
