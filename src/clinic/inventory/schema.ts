import { z } from 'zod';
import { ListQuery } from '../../platform/http/schemas.js';
import { IsoDate } from '../prescriptions/dates.js';

export const AVAILABILITIES = ['out', 'low', 'in-stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

const WholeUnits = z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000_000);

/**
 * The body of POST and PUT. On PUT an omitted optional field keeps its stored value (stockQuantity included, so an edit
 * of the label never overwrites a count that dispenses have changed meanwhile); send null to clear a nullable one.
 */
export const InventoryInput = z.object({
  name: z.string().trim().min(1).max(200),
  form: z.string().trim().max(100).optional(),
  strength: z.string().trim().max(100).optional(),
  unit: z.string().trim().max(50).optional(),
  stockQuantity: WholeUnits.optional().describe('Whole units, never negative; default 0'),
  reorderThreshold: WholeUnits.optional().describe('Low-stock trigger, whole units; default 0'),
  location: z.string().trim().max(100).optional(),
  barcode: z.string().trim().min(1).max(100).nullable().optional(),
  expiresAt: IsoDate.nullable().optional(),
  notes: z.string().max(5000).nullable().optional(),
});
export type InventoryInput = z.infer<typeof InventoryInput>;

export const InventoryItem = z.object({
  id: z.string(),
  name: z.string(),
  form: z.string(),
  strength: z.string(),
  unit: z.string(),
  stockQuantity: z.number().int(),
  reorderThreshold: z.number().int(),
  location: z.string(),
  barcode: z.string().nullable(),
  expiresAt: z.string().nullable(),
  notes: z.string().nullable(),
  availability: z.enum(AVAILABILITIES).describe('Derived, not stored: out when stock is 0, low when at or below the threshold, else in-stock'),
  version: z.number().int().describe('Advances on every change; the ETag is its quoted value'),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof InventoryItem>;

export const InventoryListQuery = ListQuery.extend({
  availability: z.enum(AVAILABILITIES).optional(),
  barcode: z.string().trim().min(1).max(100).optional(),
});
export type InventoryListQuery = z.infer<typeof InventoryListQuery>;

export const IdParams = z.object({ id: z.string().max(100) });
/** Loose: the other headers (cookies among them) must stay on the request. */
export const IfMatchHeaders = z.looseObject({ 'if-match': z.string().max(200).optional() });
