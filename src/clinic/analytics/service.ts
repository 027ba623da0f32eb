import { sql } from 'kysely';
import type { ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { addMonthsClamped, isoWeekRange, todayIso } from '../appointments/fields.js';
import { fromCents } from '../invoices/money.js';
import { Coalescer } from './coalesce.js';
import type { Analytics, Earnings } from './schema.js';

type Deps = Pick<AppDeps, 'db'>;

/** The server's calendar at the moment a computation starts (decisions.md §7 definitions). */
export interface Calendar {
  today: string;
  monday: string;
  sunday: string;
  /** Local midnight of the first day of the current month. */
  monthStart: Date;
  /** The last 12 months as YYYY-MM, oldest first. */
  months: string[];
}

export function calendarAt(now: Date): Calendar {
  const today = todayIso(now);
  const { monday, sunday } = isoWeekRange(today);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const months = Array.from({ length: 12 }, (_, i) => addMonthsClamped(firstOfMonth, i - 11).slice(0, 7));
  return { today, monday, sunday, monthStart: new Date(now.getFullYear(), now.getMonth(), 1), months };
}

interface CountsRow {
  patients_total: number; patients_active: number; patients_inpatient: number; patients_new: number;
  appt_today: number; appt_week: number; appt_upcoming: number; appt_completed: number; appt_cancelled: number;
  rx_active: number; rx_expired: number;
  tasks_open: number; tasks_done: number;
  inv_low: number; inv_out: number;
}

/**
 * Every count in one statement, each bounded by the clinic (and RLS): one aggregate pass per small table, index ranges
 * for the appointments. Nothing but the fifteen numbers leaves the database.
 */
async function counts(tx: ClinicTx, clinicId: string, cal: Calendar): Promise<CountsRow> {
  const { rows } = await sql<CountsRow>`
    with p as (
      select count(*) as patients_total,
             count(*) filter (where status = 'active') as patients_active,
             count(*) filter (where status = 'inpatient') as patients_inpatient,
             count(*) filter (where created_at >= ${cal.monthStart}) as patients_new
      from patient where clinic_id = ${clinicId}
    ), a as (
      -- One index range per figure (appointment_clinic_status_idx, appointment_clinic_date_idx): cheaper than one
      -- pass over every appointment of the clinic evaluating five filters.
      select (select count(*) from appointment
               where clinic_id = ${clinicId} and date = ${cal.today}::date and status <> 'cancelled') as appt_today,
             (select count(*) from appointment
               where clinic_id = ${clinicId} and date between ${cal.monday}::date and ${cal.sunday}::date
                 and status <> 'cancelled') as appt_week,
             (select count(*) from appointment
               where clinic_id = ${clinicId} and status = 'confirmed' and date > ${cal.today}::date) as appt_upcoming,
             (select count(*) from appointment where clinic_id = ${clinicId} and status = 'completed') as appt_completed,
             (select count(*) from appointment where clinic_id = ${clinicId} and status = 'cancelled') as appt_cancelled
    ), r as (
      select count(*) filter (where status = 'active' and (end_date is null or end_date >= ${cal.today}::date)) as rx_active,
             count(*) filter (where status = 'expired' or (status = 'active' and end_date < ${cal.today}::date)) as rx_expired
      from prescription where clinic_id = ${clinicId}
    ), t as (
      select count(*) filter (where status <> 'done') as tasks_open,
             count(*) filter (where status = 'done') as tasks_done
      from task where clinic_id = ${clinicId}
    ), i as (
      select count(*) filter (where stock_quantity > 0 and stock_quantity <= reorder_threshold) as inv_low,
             count(*) filter (where stock_quantity = 0) as inv_out
      from inventory_item where clinic_id = ${clinicId}
    )
    select * from p, a, r, t, i`.execute(tx);
  return rows[0]!;
}

/**
 * decisions.md §7: billed = sent + paid, paid = paid, outstanding = sent; draft and void excluded; byMonth by
 * issuedAt over the last 12 months. Each invoice's total in cents is kept by the database from its line items (each
 * line rounded half-up to the cent, migrations/0212_invoice_total.sql), so this sums one column read from the index
 * (clinic, status, issued_at) include (total_cents). One row per (month, status) comes back; invoices issued before
 * the 12-month window come back as one row per status.
 */
async function earnings(tx: ClinicTx, clinicId: string, cal: Calendar): Promise<Earnings> {
  const { rows } = await sql<{ month: string | null; status: 'sent' | 'paid'; cents: number }>`
    select case when i.issued_at >= ${`${cal.months[0]}-01`}::date then to_char(i.issued_at, 'YYYY-MM') end as month,
           i.status, sum(i.total_cents) as cents
    from invoice i
    where i.clinic_id = ${clinicId} and i.status in ('sent', 'paid')
    group by 1, 2`.execute(tx);
  const byMonth = new Map(cal.months.map((m) => [m, { billed: 0, paid: 0 }]));
  let paid = 0;
  let outstanding = 0;
  for (const row of rows) {
    const cents = Number(row.cents);
    if (row.status === 'paid') paid += cents;
    else outstanding += cents;
    const month = row.month ? byMonth.get(row.month) : undefined;
    if (month) {
      month.billed += cents;
      if (row.status === 'paid') month.paid += cents;
    }
  }
  return {
    totalBilled: fromCents(paid + outstanding),
    totalPaid: fromCents(paid),
    totalOutstanding: fromCents(outstanding),
    byMonth: [...byMonth].map(([label, m]) => ({ label, billed: fromCents(m.billed), paid: fromCents(m.paid) })),
  };
}

/**
 * The counts and the earnings run as two clinic transactions side by side (each on its own pooled connection on
 * PostgreSQL; PGlite runs them one after the other), so one computation takes as long as the slower of the two.
 */
async function compute(deps: Deps, ctx: ClinicContext, withEarnings: boolean): Promise<Analytics> {
  const cal = calendarAt(new Date());
  const [c, e] = await Promise.all([
    withClinicTx(deps.db, ctx, (tx) => counts(tx, ctx.clinicId, cal)),
    withEarnings ? withClinicTx(deps.db, ctx, (tx) => earnings(tx, ctx.clinicId, cal)) : undefined,
  ]);
  const result: Analytics = {
    patients: { total: c.patients_total, active: c.patients_active, inpatient: c.patients_inpatient, newThisMonth: c.patients_new },
    appointments: {
      today: c.appt_today, thisWeek: c.appt_week, upcoming: c.appt_upcoming, completed: c.appt_completed, cancelled: c.appt_cancelled,
    },
    prescriptions: { active: c.rx_active, expired: c.rx_expired },
    tasks: { open: c.tasks_open, done: c.tasks_done },
    inventory: { low: c.inv_low, out: c.inv_out },
  };
  if (e) result.earnings = e;
  return result;
}

/** Benchmarks switch coalescing off to measure one computation per request; the service never does. */
export const analyticsTuning = { coalesce: true };

/** One coalescer per database handle (two apps in one process never share results). */
const coalescers = new WeakMap<object, Coalescer<Analytics>>();
function coalescerFor(db: object): Coalescer<Analytics> {
  let c = coalescers.get(db);
  if (!c) coalescers.set(db, (c = new Coalescer<Analytics>()));
  return c;
}

/**
 * The clinic dashboard. Any member may read it; `earnings` only for holders of invoice:read (decisions.md §2).
 * Concurrent requests for the same clinic and the same shape share one computation that starts after all of them
 * arrived (see Coalescer), so every caller sees data at least as new as its request.
 */
export async function getAnalytics(deps: Deps, ctx: ClinicContext): Promise<Analytics> {
  const withEarnings = ctx.permissions.has('invoice:read');
  if (!analyticsTuning.coalesce) return compute(deps, ctx, withEarnings);
  return coalescerFor(deps.db).run(`${ctx.clinicId}:${withEarnings ? 'e' : '-'}`, () => compute(deps, ctx, withEarnings));
}

/** `{ value }`: distinct patients (by file number, or by name for ad-hoc bookings) checked in today. */
export async function getLiveCount(deps: Deps, ctx: ClinicContext): Promise<{ value: number }> {
  const today = todayIso();
  return withClinicTx(deps.db, ctx, async (tx) => {
    const { rows } = await sql<{ value: number }>`
      select count(distinct case when file_number <> '' then 'f:' || file_number else 'n:' || lower(name) end) as value
      from appointment
      where clinic_id = ${ctx.clinicId} and date = ${today}::date and status = 'checked-in'`.execute(tx);
    return { value: Number(rows[0]?.value ?? 0) };
  });
}
