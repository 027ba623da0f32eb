import { z } from 'zod';
import { ListQuery } from '../../platform/http/schemas.js';
import { FileNumberRef } from '../prescriptions/schema.js';

/**
 * The body of POST. `dispensedBy`, `dispensedByName` and `dispensedAt` are not part of it: the server fills them from
 * the signed-in user and the clock, and drops them when a client sends them.
 */
export const DispenseInput = z.object({
  fileNumber: FileNumberRef.optional(),
  name: z.string().trim().min(1).max(200),
  initials: z.string().trim().min(1).max(4).optional().describe('Derived from name when omitted'),
  medication: z.string().trim().min(1).max(200),
  dose: z.string().trim().max(200).optional(),
  quantity: z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000_000).optional()
    .describe('Whole units; default 0'),
  unit: z.string().trim().max(50).optional(),
  prescriptionId: z.string().max(100).nullable().optional()
    .describe('Must name a prescription of this clinic (400 otherwise) that is active (409 when completed or expired)'),
  inventoryItemId: z.string().max(100).nullable().optional()
    .describe('When set, quantity is taken out of that item\'s stock in the same transaction (409 when stock is insufficient)'),
  notes: z.string().max(5000).nullable().optional(),
});
export type DispenseInput = z.infer<typeof DispenseInput>;

export const DispenseKind = z.enum(['dispense', 'adjustment']);

export const Dispense = z.object({
  id: z.string(),
  kind: DispenseKind.describe('dispense: quantity taken out (never negative); adjustment: a stock count, quantity '
    + 'signed (stock after minus stock before). Stock of an item = its adjustments minus its dispenses'),
  fileNumber: z.string(),
  name: z.string(),
  initials: z.string(),
  medication: z.string(),
  dose: z.string(),
  quantity: z.number().int().describe('Whole units; negative only on an adjustment that lowered stock'),
  unit: z.string(),
  prescriptionId: z.string().nullable(),
  inventoryItemId: z.string().nullable(),
  dispensedBy: z.string().nullable(),
  dispensedByName: z.string(),
  dispensedAt: z.string(),
  notes: z.string().nullable(),
}).meta({ id: 'Dispense' });
export type Dispense = z.infer<typeof Dispense>;

export const DispenseListQuery = ListQuery.extend({
  fileNumber: FileNumberRef.optional(),
  prescriptionId: z.string().max(100).optional(),
  inventoryItemId: z.string().max(100).optional(),
  kind: DispenseKind.optional(),
});
export type DispenseListQuery = z.infer<typeof DispenseListQuery>;

export const IdParams = z.object({ id: z.string().max(100) });
