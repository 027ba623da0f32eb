import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import { ListQuery } from '../../platform/http/schemas.js';
import {
  HhMm, IsoDate, OptionalFileNumber, OptionalInitials, PersonName, SOURCES, SourceField, textWithDefault, type Source,
} from './fields.js';

export const APPOINTMENT_STATUSES = ['confirmed', 'checked-in', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export interface AppointmentTable {
  clinic_id: string;
  id: string;
  file_number: string;
  name: string;
  initials: string;
  date: string;
  time: string;
  type: string;
  provider: string;
  status: AppointmentStatus;
  source: Source;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

declare module '../../platform/db/schema.js' {
  interface Database { appointment: AppointmentTable }
}

/**
 * POST and PUT body. PUT takes the full record: an omitted optional field returns to its default, and a changed
 * `status` is how a status changes (decisions.md §6: any status may follow any other).
 */
export const AppointmentInput = z.object({
  fileNumber: OptionalFileNumber.describe('Patient file number (digits); empty for an ad-hoc booking'),
  name: PersonName,
  initials: OptionalInitials.describe('1–4 characters; derived from name when omitted or empty'),
  date: IsoDate,
  time: HhMm,
  type: textWithDefault('Unspecified').describe('Default "Unspecified"'),
  provider: textWithDefault('Unassigned', 200).describe('Display name; default "Unassigned"'),
  status: z.enum(APPOINTMENT_STATUSES).nullish().transform((v) => v ?? 'confirmed').describe('Default "confirmed"'),
  source: SourceField.describe('"manual" (default) or "ai"'),
}).meta({ id: 'AppointmentBody' });
export type AppointmentInput = z.output<typeof AppointmentInput>;

export const Appointment = z.object({
  id: z.string(),
  fileNumber: z.string(),
  name: z.string(),
  initials: z.string(),
  date: z.string(),
  time: z.string(),
  type: z.string(),
  provider: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  source: z.enum(SOURCES),
}).meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof Appointment>;

export const AppointmentListQuery = ListQuery.extend({
  date: IsoDate.optional().describe('Only this day'),
  from: IsoDate.optional().describe('From this day, inclusive'),
  to: IsoDate.optional().describe('To this day, inclusive'),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  fileNumber: z.string().max(32).optional().describe('Only this patient\'s appointments'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });
export type AppointmentListQuery = z.output<typeof AppointmentListQuery>;

export const IdParams = z.object({ id: z.string().max(100) });
