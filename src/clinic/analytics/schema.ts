import { z } from 'zod';

const Count = z.number().int().min(0);
const Money = z.number().describe('Currency units, two decimals');

export const Earnings = z.object({
  totalBilled: Money.describe('Invoices with status sent or paid'),
  totalPaid: Money.describe('Invoices with status paid'),
  totalOutstanding: Money.describe('Invoices with status sent'),
  byMonth: z.array(z.object({
    label: z.string().describe('Month as YYYY-MM'),
    billed: Money,
    paid: Money,
  })).describe('The last 12 months by issuedAt, oldest first, the current month last; months without invoices are 0'),
}).meta({ id: 'Earnings' });
export type Earnings = z.infer<typeof Earnings>;

export const Analytics = z.object({
  patients: z.object({
    total: Count, active: Count, inpatient: Count,
    newThisMonth: Count.describe('Records created since the first day of the current month'),
  }),
  appointments: z.object({
    today: Count.describe('Dated today, not cancelled'),
    thisWeek: Count.describe('Dated in the current ISO week (Monday–Sunday), not cancelled'),
    upcoming: Count.describe('Dated after today with status confirmed'),
    completed: Count.describe('All time'),
    cancelled: Count.describe('All time'),
  }),
  prescriptions: z.object({
    active: Count.describe('Status active and endDate not before today'),
    expired: Count.describe('Status expired, or active with an endDate before today'),
  }),
  tasks: z.object({ open: Count.describe('todo or in_progress'), done: Count }),
  inventory: z.object({
    low: Count.describe('Stock above 0 and at or below the reorder threshold'),
    out: Count.describe('Stock 0'),
  }),
  earnings: Earnings.optional().describe('Present only for callers holding invoice:read'),
}).meta({ id: 'Analytics' });
export type Analytics = z.infer<typeof Analytics>;

export const LiveValue = z.object({
  value: Count.describe('Distinct patients with a checked-in appointment today'),
}).meta({ id: 'AnalyticsLive' });
