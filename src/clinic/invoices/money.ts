import { addMonthsClamped } from '../appointments/fields.js';
import { hasAtMostDecimals } from '../common/decimals.js';

/**
 * Money is integer cents everywhere below the API. The API speaks currency units with at most two decimals; these
 * helpers are the only conversions, and every sum, product and split happens on integers.
 */

/** True when a number has at most two decimals (0.29 yes, 1.005 no). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return hasAtMostDecimals(value, 2);
}

/** Currency units (≤ 2 decimals) → integer cents. */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/** Integer cents → currency units (a number with at most two decimals). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * One line's amount in cents: quantity (in hundredths) × unit price (in cents), rounded half-up to the cent. Exact:
 * both factors are integers and the limits keep the product under 2^53. SQL applies the same rule as
 * `(quantity_hundredths * unit_price_cents + 50) / 100`.
 */
export function lineCents(quantityHundredths: number, unitPriceCents: number): number {
  const hundredthsOfCents = quantityHundredths * unitPriceCents;
  const whole = (hundredthsOfCents - (hundredthsOfCents % 100)) / 100;
  return hundredthsOfCents % 100 >= 50 ? whole + 1 : whole;
}

export interface StoredLineItem { description: string; quantity_hundredths: number; unit_price_cents: number }
export interface StoredInstallment { label: string; amountCents: number; dueAt: string; paid: boolean }

/** The invoice total in cents: the sum of the rounded lines. */
export function totalCents(items: readonly StoredLineItem[]): number {
  return items.reduce((sum, item) => sum + lineCents(item.quantity_hundredths, item.unit_price_cents), 0);
}

/**
 * decisions.md §6: `count` installments labelled "1 of n" … "n of n", the i-th (from 0) due `issuedAt` + i months
 * clamped to the month's last day, amounts in cents summing exactly to the total, leftover cents one each to the
 * first installments.
 */
export function splitInstallments(total: number, count: number, issuedAt: string): StoredInstallment[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError('total must be whole non-negative cents');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive whole number');
  const base = Math.floor(total / count);
  const leftover = total - base * count;
  return Array.from({ length: count }, (_, i) => ({
    label: `${i + 1} of ${count}`,
    amountCents: base + (i < leftover ? 1 : 0),
    dueAt: addMonthsClamped(issuedAt, i),
    paid: false,
  }));
}
