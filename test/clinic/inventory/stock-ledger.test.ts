import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

// decisions.md §6: a PUT that changes stockQuantity is a stock count written to the ledger as an adjustment, so stock
// is always the sum of the ledger (adjustments added, dispenses subtracted).
let t: TestApp;
let clinic: SeededClinic;

interface Entry { kind: 'dispense' | 'adjustment'; quantity: number; inventoryItemId: string | null; notes: string | null }

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app);
});
afterAll(() => t?.close());

const owner = () => clinic.as('owner');

async function newItem(stockQuantity: number, name = 'Ledger item') {
  const res = await owner().post('/api/inventory', { name, unit: 'tablets', stockQuantity });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const stockOf = async (id: string) => (await owner().get(`/api/inventory/${id}`)).json().stockQuantity as number;
const ledgerOf = async (id: string) => (await owner().get(`/api/dispenses?inventoryItemId=${id}`)).json() as Entry[];
const ledgerSum = (entries: Entry[]) => entries.reduce((sum, e) => sum + (e.kind === 'adjustment' ? e.quantity : -e.quantity), 0);
const dispense = (itemId: string, quantity: number) => clinic.as('pharmacy').post('/api/dispenses', {
  name: 'Ada Lovelace', medication: 'Ledger item', quantity, inventoryItemId: itemId,
});

describe('stock counts join the dispensing ledger', () => {
  it('records the initial stock and every count as a signed adjustment; ordinary entries are kind dispense', async () => {
    const id = await newItem(10);
    expect((await dispense(id, 3)).json().kind).toBe('dispense');
    const counted = await owner().put(`/api/inventory/${id}`, { name: 'Ledger item', stockQuantity: 4 });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().stockQuantity).toBe(4);
    const entries = await ledgerOf(id);
    expect(entries.map((e) => [e.kind, e.quantity])).toEqual([['adjustment', -3], ['dispense', 3], ['adjustment', 10]]);
    expect(ledgerSum(entries)).toBe(4);
    const adjustments = (await owner().get(`/api/dispenses?inventoryItemId=${id}&kind=adjustment`)).json() as Entry[];
    expect(adjustments.map((e) => e.quantity)).toEqual([-3, 10]);
  });

  it('a PUT that keeps stockQuantity (or omits it) writes no adjustment', async () => {
    const id = await newItem(5);
    await owner().put(`/api/inventory/${id}`, { name: 'Renamed', stockQuantity: 5 });
    await owner().put(`/api/inventory/${id}`, { name: 'Renamed again' });
    expect((await ledgerOf(id)).map((e) => e.quantity)).toEqual([5]);
  });

  it('deleting a dispense keeps stock and the ledger in agreement; a stock count cannot be deleted (409)', async () => {
    const id = await newItem(6);
    const taken = (await dispense(id, 2)).json();
    expect((await owner().delete(`/api/dispenses/${taken.id}`)).statusCode).toBe(204);
    expect(await stockOf(id)).toBe(4);
    const entries = await ledgerOf(id);
    expect(ledgerSum(entries)).toBe(4);
    const count = entries.find((e) => e.kind === 'adjustment') as Entry & { id: string };
    const refused = await owner().delete(`/api/dispenses/${count.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(ledgerSum(await ledgerOf(id))).toBe(await stockOf(id));
  });

  it('after a concurrent mix of dispenses and stock counts, stock equals the sum of the ledger', async () => {
    const id = await newItem(50);
    const work = Array.from({ length: 30 }, (_, i) => {
      if (i % 5 === 0) return owner().put(`/api/inventory/${id}`, { name: 'Ledger item', stockQuantity: 20 + i });
      return dispense(id, 1 + (i % 3));
    });
    const results = await Promise.all(work);
    for (const r of results) expect([200, 201, 409], r.body).toContain(r.statusCode);
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    const entries = await ledgerOf(id);
    expect(entries.filter((e) => e.kind === 'dispense')).toHaveLength(results.filter((r) => r.statusCode === 201).length);
    expect(ledgerSum(entries)).toBe(await stockOf(id));
  });
});
