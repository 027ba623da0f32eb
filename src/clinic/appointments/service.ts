import type { Selectable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import { readPage } from '../../platform/db/paging.js';
import { errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { deriveInitials } from './fields.js';
import type { Appointment, AppointmentInput, AppointmentListQuery, AppointmentTable } from './schema.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;
type Row = Selectable<AppointmentTable>;

function present(r: Row): Appointment {
  return {
    id: r.id, fileNumber: r.file_number, name: r.name, initials: r.initials, date: r.date, time: r.time,
    type: r.type, provider: r.provider, status: r.status, source: r.source,
  };
}

function toColumns(input: AppointmentInput) {
  return {
    file_number: input.fileNumber,
    name: input.name,
    initials: input.initials ?? deriveInitials(input.name),
    date: input.date,
    time: input.time,
    type: input.type,
    provider: input.provider,
    status: input.status,
    source: input.source,
  };
}

/**
 * The clinic's appointments in date and time order. Filters combine: `date` (one day), `from`/`to` (inclusive range),
 * `status`, `fileNumber`. With `limit`, `total` is the count before paging (sent as X-Total-Count).
 */
export async function listAppointments(deps: Deps, ctx: ClinicContext, query: AppointmentListQuery) {
  requirePermission(ctx, 'appointment:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    let q = tx.selectFrom('appointment').where('clinic_id', '=', ctx.clinicId);
    if (query.date) q = q.where('date', '=', query.date);
    if (query.from) q = q.where('date', '>=', query.from);
    if (query.to) q = q.where('date', '<=', query.to);
    if (query.status) q = q.where('status', '=', query.status);
    if (query.fileNumber !== undefined) q = q.where('file_number', '=', query.fileNumber);
    const { rows, total } = await readPage(q, q.selectAll().orderBy('date').orderBy('time').orderBy('id'), query);
    return { items: rows.map(present), total };
  });
}

/** An appointment with the time of its last change (readers that version what they serve: the FHIR server). */
export type TimedAppointment = Appointment & { updatedAt: string };

/**
 * The clinic's appointments (appointment:read) with their last change time, in date and time order, optionally only
 * these ids and/or these patients' file numbers. The same rows and scope as listAppointments.
 */
export async function listTimedAppointments(
  deps: Deps, ctx: ClinicContext, filter: { ids?: readonly string[]; fileNumbers?: readonly string[] } = {},
): Promise<TimedAppointment[]> {
  requirePermission(ctx, 'appointment:read');
  if (filter.ids?.length === 0 || filter.fileNumbers?.length === 0) return [];
  return withClinicTx(deps.db, ctx, async (tx) => {
    let q = tx.selectFrom('appointment').selectAll().where('clinic_id', '=', ctx.clinicId);
    if (filter.ids) q = q.where('id', 'in', filter.ids.slice(0, 1000));
    if (filter.fileNumbers) q = q.where('file_number', 'in', filter.fileNumbers.slice(0, 1000));
    const rows = await q.orderBy('date').orderBy('time').orderBy('id').execute();
    return rows.map((r) => ({ ...present(r), updatedAt: new Date(r.updated_at).toISOString() }));
  });
}

export async function getAppointment(deps: Deps, ctx: ClinicContext, id: string): Promise<Appointment> {
  requirePermission(ctx, 'appointment:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    const row = await tx.selectFrom('appointment').selectAll()
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).executeTakeFirst();
    if (!row) throw errors.notFound('appointment');
    return present(row);
  });
}

export async function createAppointment(deps: Deps, ctx: ClinicContext, input: AppointmentInput): Promise<Appointment> {
  requirePermission(ctx, 'appointment:write');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const row = await tx.insertInto('appointment')
      .values({ clinic_id: ctx.clinicId, id: uuidv7(), ...toColumns(input), created_by: ctx.userId })
      .returningAll().executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'appointment.created', entityType: 'appointment', entityId: row.id,
      summary: `${ctx.userName} booked an appointment for ${row.date} ${row.time}`,
    });
    return present(row);
  });
}

/**
 * Replaces the whole record. The row is locked while it is read, so the activity entry of a status change names the
 * status this update really replaced, even when two updates race.
 */
export async function updateAppointment(deps: Deps, ctx: ClinicContext, id: string, input: AppointmentInput): Promise<Appointment> {
  requirePermission(ctx, 'appointment:write');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const before = await tx.selectFrom('appointment').select(['id', 'status'])
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw errors.notFound('appointment');
    const row = await tx.updateTable('appointment').set({ ...toColumns(input), updated_at: new Date() })
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id)
      .returningAll().executeTakeFirstOrThrow();
    const statusChanged = before.status !== row.status;
    await deps.activity.record(tx, after, ctx, statusChanged
      ? {
        action: 'appointment.status_changed', entityType: 'appointment', entityId: id,
        summary: `${ctx.userName} changed the status of the appointment on ${row.date} ${row.time} from ${before.status} to ${row.status}`,
      }
      : {
        action: 'appointment.updated', entityType: 'appointment', entityId: id,
        summary: `${ctx.userName} updated the appointment on ${row.date} ${row.time}`,
      });
    return present(row);
  });
}

export async function deleteAppointment(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  requirePermission(ctx, 'appointment:delete');
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const gone = await tx.deleteFrom('appointment').where('clinic_id', '=', ctx.clinicId).where('id', '=', id)
      .returning(['id', 'date', 'time']).executeTakeFirst();
    if (!gone) throw errors.notFound('appointment');
    await deps.activity.record(tx, after, ctx, {
      action: 'appointment.deleted', entityType: 'appointment', entityId: id,
      summary: `${ctx.userName} deleted the appointment on ${gone.date} ${gone.time}`,
    });
  });
}
