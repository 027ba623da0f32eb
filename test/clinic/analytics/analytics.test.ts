import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Coalescer } from '../../../src/clinic/analytics/coalesce.js';
import type { Role } from '../../../src/platform/auth/permissions.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A clinic seeded with a known mix of records, and the figures of decisions.md §7 computed here, independently of the
 * service: from the generated rows and this file's own calendar arithmetic. Appointments and invoices go through the
 * API; patients, prescriptions, tasks and inventory (other capabilities' tables) are inserted directly, so their
 * creation dates and stored states can be set exactly (an old creation date, an `active` row past its end date).
 */

let t: TestApp;
let a: SeededClinic;
let b: SeededClinic;

// ---- the test's own calendar -------------------------------------------------------------------------------------
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const NOW = new Date();
const dayOffset = (days: number) => ymd(new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() + days));
const TODAY = ymd(NOW);
const MONDAY = dayOffset(-((NOW.getDay() + 6) % 7));
const SUNDAY = dayOffset(6 - ((NOW.getDay() + 6) % 7));
const monthLabel = (back: number) => {
  const d = new Date(NOW.getFullYear(), NOW.getMonth() - back, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
};
const LAST_12 = Array.from({ length: 12 }, (_, i) => monthLabel(11 - i));
const STARTS_THIS_MONTH = new Date(NOW.getFullYear(), NOW.getMonth(), 1);

// ---- deterministic data ------------------------------------------------------------------------------------------
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = rng(4242);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const APPT_STATUSES = ['confirmed', 'checked-in', 'completed', 'cancelled'] as const;
const INV_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;

interface ApptSeed { date: string; status: (typeof APPT_STATUSES)[number]; fileNumber: string; name: string }
interface InvSeed { issuedAt: string; status: (typeof INV_STATUSES)[number]; lines: Array<{ quantity: number; unitPrice: number }> }

const appts: ApptSeed[] = Array.from({ length: 60 }, (_, i) => ({
  date: dayOffset(int(-20, 20)), status: pick(APPT_STATUSES), fileNumber: String(10000 + int(0, 9)), name: `Patient ${i}`,
}));
// Checked-in today: a patient twice (one file number), an ad-hoc booking twice under one name in different case.
appts.push(
  { date: TODAY, status: 'checked-in', fileNumber: '55555', name: 'Twice Booked' },
  { date: TODAY, status: 'checked-in', fileNumber: '55555', name: 'Twice Booked' },
  { date: TODAY, status: 'checked-in', fileNumber: '', name: 'Walk In' },
  { date: TODAY, status: 'checked-in', fileNumber: '', name: 'walk in' },
  { date: TODAY, status: 'cancelled', fileNumber: '66666', name: 'Cancelled Today' },
  { date: dayOffset(-1), status: 'checked-in', fileNumber: '77777', name: 'Yesterday' },
);

const invoices: InvSeed[] = Array.from({ length: 40 }, () => ({
  issuedAt: ymd(new Date(NOW.getFullYear(), NOW.getMonth() - int(0, 15), int(1, 28))),
  status: pick(INV_STATUSES),
  lines: Array.from({ length: int(0, 3) }, () => ({ quantity: int(1, 40) / 4, unitPrice: int(0, 99999) / 100 })),
}));

/** Line cents: quantity × unit price, rounded half-up to the cent, computed with integers only (BigInt). */
function invoiceCents(inv: InvSeed): number {
  let total = 0n;
  for (const l of inv.lines) {
    const hundredths = BigInt(Math.round(l.quantity * 100)) * BigInt(Math.round(l.unitPrice * 100));
    total += (hundredths + 50n) / 100n;
  }
  return Number(total);
}

const patients = [
  ...Array.from({ length: 9 }, (_, i) => ({ status: pick(['active', 'inpatient', 'discharged'] as const), createdAt: new Date(STARTS_THIS_MONTH.getTime() - (i + 1) * 86_400_000) })),
  ...Array.from({ length: 7 }, (_, i) => ({ status: pick(['active', 'inpatient', 'discharged'] as const), createdAt: new Date(STARTS_THIS_MONTH.getTime() + i * 60_000) })),
];
const prescriptions = [
  { status: 'active', endDate: null }, { status: 'active', endDate: TODAY }, { status: 'active', endDate: dayOffset(30) },
  { status: 'active', endDate: dayOffset(-1) }, { status: 'active', endDate: dayOffset(-100) }, { status: 'expired', endDate: dayOffset(-5) },
  { status: 'completed', endDate: dayOffset(-5) }, { status: 'completed', endDate: null },
] as const;
const tasks = ['todo', 'todo', 'in_progress', 'done', 'done', 'done'] as const;
const inventory = [[0, 0], [0, 5], [1, 5], [5, 5], [6, 5], [100, 0], [3, 0]] as const;

function expected() {
  const live = appts.filter((x) => x.date === TODAY && x.status === 'checked-in');
  const liveKeys = new Set(live.map((x) => (x.fileNumber ? `f${x.fileNumber}` : `n${x.name.toLowerCase()}`)));
  const counted = invoices.filter((i) => i.status === 'sent' || i.status === 'paid');
  const sum = (xs: InvSeed[]) => xs.reduce((s, i) => s + invoiceCents(i), 0) / 100;
  return {
    analytics: {
      patients: {
        total: patients.length,
        active: patients.filter((p) => p.status === 'active').length,
        inpatient: patients.filter((p) => p.status === 'inpatient').length,
        newThisMonth: patients.filter((p) => p.createdAt >= STARTS_THIS_MONTH).length,
      },
      appointments: {
        today: appts.filter((x) => x.date === TODAY && x.status !== 'cancelled').length,
        thisWeek: appts.filter((x) => x.date >= MONDAY && x.date <= SUNDAY && x.status !== 'cancelled').length,
        upcoming: appts.filter((x) => x.date > TODAY && x.status === 'confirmed').length,
        completed: appts.filter((x) => x.status === 'completed').length,
        cancelled: appts.filter((x) => x.status === 'cancelled').length,
      },
      prescriptions: { active: 3, expired: 3 },
      tasks: { open: 3, done: 3 },
      inventory: { low: 2, out: 2 },
    },
    earnings: {
      totalBilled: sum(counted),
      totalPaid: sum(counted.filter((i) => i.status === 'paid')),
      totalOutstanding: sum(counted.filter((i) => i.status === 'sent')),
      byMonth: LAST_12.map((label) => ({
        label,
        billed: sum(counted.filter((i) => i.issuedAt.startsWith(label))),
        paid: sum(counted.filter((i) => i.issuedAt.startsWith(label) && i.status === 'paid')),
      })),
    },
    live: liveKeys.size,
  };
}

let seq = 0;
async function insertOthers(clinicId: string, scale: number) {
  const db = t.app.deps.db;
  const id = () => `t-${clinicId.slice(0, 8)}-${seq++}`;
  for (const p of patients.slice(0, patients.length * scale)) {
    await sql`insert into patient (clinic_id, id, file_number, name, initials, status, created_at)
      values (${clinicId}, ${id()}, ${String(20000 + seq)}, 'Seeded Patient', 'SP', ${p.status}, ${p.createdAt})`.execute(db);
  }
  for (const r of prescriptions.slice(0, prescriptions.length * scale)) {
    await sql`insert into prescription (clinic_id, id, name, initials, medication, frequency, prescriber, prescribed_at, end_date, status)
      values (${clinicId}, ${id()}, 'Seeded Patient', 'SP', 'Med', 'daily', 'Dr', ${dayOffset(-200)}::date, ${r.endDate}::date, ${r.status})`.execute(db);
  }
  for (const status of tasks.slice(0, tasks.length * scale)) {
    await sql`insert into task (clinic_id, id, title, status, done, created_by, created_by_name)
      values (${clinicId}, ${id()}, 'Seeded task', ${status}, ${status === 'done'}, 'seed', 'Seed')`.execute(db);
  }
  for (const [stock, threshold] of inventory.slice(0, inventory.length * scale)) {
    await sql`insert into inventory_item (clinic_id, id, name, stock_quantity, reorder_threshold)
      values (${clinicId}, ${id()}, 'Seeded item', ${stock}, ${threshold})`.execute(db);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  a = await seedClinic(t.app);
  b = await seedClinic(t.app, ['owner']);
  const owner = a.as('owner');
  for (const x of appts) {
    const res = await owner.post('/api/appointments', { name: x.name, fileNumber: x.fileNumber, date: x.date, time: '10:00', status: x.status });
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const inv of invoices) {
    const res = await owner.post('/api/invoices', {
      name: 'Billed Patient', issuedAt: inv.issuedAt, status: inv.status,
      lineItems: inv.lines.map((l) => ({ description: 'Service', ...l })),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await insertOthers(a.clinicId, 1);
  // Another clinic with data of its own, none of which may be counted for the first.
  for (const status of APPT_STATUSES) {
    await b.as('owner').post('/api/appointments', { name: 'Other', fileNumber: '55555', date: TODAY, time: '08:00', status });
  }
  await b.as('owner').post('/api/invoices', { name: 'Other', status: 'paid', lineItems: [{ description: 'x', quantity: 1, unitPrice: 999 }] });
  await insertOthers(b.clinicId, 1);
}, 240_000); // seeding through the API: generous when the machine is busy
afterAll(() => t?.close());

describe('GET /api/analytics', () => {
  it('matches the figures computed independently from the seeded rows', async () => {
    const want = expected();
    const res = await a.as('owner').get('/api/analytics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...want.analytics, earnings: want.earnings });
  });

  it('the seed exercises every definition (no vacuous zeros)', () => {
    const want = expected();
    for (const [k, v] of Object.entries(want.analytics.appointments)) expect(v, k).toBeGreaterThan(0);
    expect(want.analytics.patients.newThisMonth).toBeGreaterThan(0);
    expect(want.earnings.totalPaid).toBeGreaterThan(0);
    expect(want.earnings.totalOutstanding).toBeGreaterThan(0);
    expect(want.earnings.byMonth.filter((m) => m.billed > 0).length).toBeGreaterThan(3);
    expect(invoices.some((i) => i.issuedAt < `${LAST_12[0]}-01` && (i.status === 'paid' || i.status === 'sent'))).toBe(true);
  });

  it('byMonth is the last 12 months, oldest first, ending with the current month', async () => {
    const body = (await a.as('admin').get('/api/analytics')).json();
    expect(body.earnings.byMonth.map((m: { label: string }) => m.label)).toEqual(LAST_12);
    expect(body.earnings.byMonth.at(-1).label).toBe(`${NOW.getFullYear()}-${pad(NOW.getMonth() + 1)}`);
  });

  it('follows writes at once: a status change moves the counts and the earnings', async () => {
    const c = await seedClinic(t.app, ['owner']);
    const owner = c.as('owner');
    const empty = (await owner.get('/api/analytics')).json();
    expect(empty).toEqual({
      patients: { total: 0, active: 0, inpatient: 0, newThisMonth: 0 },
      appointments: { today: 0, thisWeek: 0, upcoming: 0, completed: 0, cancelled: 0 },
      prescriptions: { active: 0, expired: 0 }, tasks: { open: 0, done: 0 }, inventory: { low: 0, out: 0 },
      earnings: { totalBilled: 0, totalPaid: 0, totalOutstanding: 0, byMonth: LAST_12.map((label) => ({ label, billed: 0, paid: 0 })) },
    });
    const appt = (await owner.post('/api/appointments', { name: 'A B', date: TODAY, time: '09:00' })).json();
    const inv = (await owner.post('/api/invoices', { name: 'A B', status: 'sent', lineItems: [{ description: 'x', quantity: 3, unitPrice: 33.33 }] })).json();
    let now = (await owner.get('/api/analytics')).json();
    expect(now.appointments).toMatchObject({ today: 1, thisWeek: 1, upcoming: 0, completed: 0 });
    expect(now.earnings).toMatchObject({ totalBilled: 99.99, totalPaid: 0, totalOutstanding: 99.99 });
    await owner.put(`/api/appointments/${appt.id}`, { name: 'A B', date: TODAY, time: '09:00', status: 'completed' });
    await owner.put(`/api/invoices/${inv.id}`, { name: 'A B', number: inv.number, status: 'paid', lineItems: inv.lineItems });
    // Concurrent readers right after the writes all see them (coalesced runs never start before a request).
    const many = await Promise.all(Array.from({ length: 6 }, () => owner.get('/api/analytics')));
    for (const res of many) {
      now = res.json();
      expect(now.appointments).toMatchObject({ today: 1, completed: 1 });
      expect(now.earnings).toMatchObject({ totalBilled: 99.99, totalPaid: 99.99, totalOutstanding: 0 });
      expect(now.earnings.byMonth.at(-1)).toEqual({ label: LAST_12.at(-1), billed: 99.99, paid: 99.99 });
    }
  });
});

describe('earnings from the invoice totals the database keeps', () => {
  it('follow every change of line items: create, replace, add, remove, split, delete', async () => {
    const c = await seedClinic(t.app, ['owner']);
    const owner = c.as('owner');
    const billed = async () => (await owner.get('/api/analytics')).json().earnings.totalBilled as number;
    const body = (lineItems: Array<{ quantity: number; unitPrice: number }>, number?: string) => ({
      name: 'A B', status: 'sent', ...(number ? { number } : {}),
      lineItems: lineItems.map((l) => ({ description: 'x', ...l })),
    });
    // 0.5 × 0.01 rounds half up to one cent per line, as the service rounds each line.
    const inv = (await owner.post('/api/invoices', body([{ quantity: 0.5, unitPrice: 0.01 }, { quantity: 2, unitPrice: 10 }]))).json();
    expect(inv.total).toBe(20.01);
    expect(await billed()).toBe(20.01);
    const other = (await owner.post('/api/invoices', body([{ quantity: 1, unitPrice: 5 }]))).json();
    expect(await billed()).toBe(25.01);
    await owner.put(`/api/invoices/${inv.id}`, body([{ quantity: 1, unitPrice: 1.5 }], inv.number));
    expect(await billed()).toBe(6.5);
    await owner.put(`/api/invoices/${inv.id}`, body([{ quantity: 1, unitPrice: 1.5 }, { quantity: 3, unitPrice: 0.25 }, { quantity: 1, unitPrice: 100 }], inv.number));
    expect(await billed()).toBe(107.25);
    await owner.put(`/api/invoices/${inv.id}`, body([], inv.number));
    expect(await billed()).toBe(5);
    await owner.put(`/api/invoices/${other.id}`, body([{ quantity: 4, unitPrice: 2.5 }], other.number));
    await owner.post(`/api/invoices/${other.id}/split`, { count: 3 });
    expect(await billed()).toBe(10);
    expect((await owner.delete(`/api/invoices/${other.id}`)).statusCode).toBe(204);
    expect(await billed()).toBe(0);
  });
});

describe('GET /api/analytics/live', () => {
  it('counts distinct patients checked in today', async () => {
    const res = await a.as('lab').get('/api/analytics/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ value: expected().live });
    expect(expected().live).toBeGreaterThanOrEqual(2);
  });

  it('follows check-ins, and counts only the caller\'s clinic', async () => {
    const c = await seedClinic(t.app, ['owner']);
    const owner = c.as('owner');
    expect((await owner.get('/api/analytics/live')).json()).toEqual({ value: 0 });
    const appt = (await owner.post('/api/appointments', { name: 'Late Comer', fileNumber: '55555', date: TODAY, time: '17:00' })).json();
    expect((await owner.get('/api/analytics/live')).json()).toEqual({ value: 0 });
    await owner.put(`/api/appointments/${appt.id}`, { name: 'Late Comer', fileNumber: '55555', date: TODAY, time: '17:00', status: 'checked-in' });
    expect((await owner.get('/api/analytics/live')).json()).toEqual({ value: 1 });
  });
});

// decisions.md §2, written by hand: analytics for any member; earnings only with invoice:read (full clinicians and
// reception), absent for pharmacy and lab.
const ROWS: Array<[Role, boolean]> = [
  ['owner', true], ['admin', true], ['doctor', true], ['member', true], ['reception', true], ['pharmacy', false], ['lab', false],
];

describe.each(ROWS)('%s', (role, seesEarnings) => {
  it(`reads analytics ${seesEarnings ? 'with' : 'without'} earnings, and the live count`, async () => {
    const res = await a.as(role).get('/api/analytics');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const want = expected();
    expect('earnings' in body).toBe(seesEarnings);
    expect(body).toEqual(seesEarnings ? { ...want.analytics, earnings: want.earnings } : want.analytics);
    const live = await a.as(role).get('/api/analytics/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ value: want.live });
  });
});

describe('Coalescer', () => {
  it('shares one computation among callers that arrive while another runs, and never hands out an older one', async () => {
    const c = new Coalescer<number>();
    let version = 0;
    let calls = 0;
    const releases: Array<() => void> = [];
    const compute = () => {
      calls++;
      const seen = ++version;
      return new Promise<number>((resolve) => releases.push(() => resolve(seen)));
    };
    const first = c.run('k', compute);
    const second = c.run('k', compute); // arrives during the first run: waits for a run of its own
    const third = c.run('k', compute);
    const other = c.run('other-key', compute);
    expect(calls).toBe(2);
    releases[0]!();
    expect(await first).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(3);
    releases[1]!();
    releases[2]!();
    expect(await other).toBe(2);
    expect(await second).toBe(3);
    expect(await third).toBe(3);
    const fourth = c.run('k', compute);
    expect(calls).toBe(4);
    releases[3]!();
    expect(await fourth).toBe(4);
  });

  it('passes a failure to the callers of that run only', async () => {
    const c = new Coalescer<number>();
    await expect(c.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await c.run('k', () => Promise.resolve(7))).toBe(7);
  });
});
