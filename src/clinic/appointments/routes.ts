import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { Appointment, AppointmentInput, AppointmentListQuery, IdParams } from './schema.js';
import { createAppointment, deleteAppointment, getAppointment, listAppointments, updateAppointment } from './service.js';

export async function appointmentRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/appointments', {
    schema: {
      tags: ['appointments'], summary: 'Appointments in date and time order (appointment:read)',
      description: 'Filters combine: `date` (one day), `from`/`to` (inclusive), `status`, `fileNumber`. '
        + 'With `limit` (1–500) the response carries X-Total-Count.',
      querystring: AppointmentListQuery, response: { 200: z.array(Appointment) },
    },
  }, async (req, reply) => {
    const { items, total } = await listAppointments(deps, req.clinicCtx, req.query);
    if (total !== undefined) reply.header('x-total-count', String(total));
    return items;
  });

  app.get('/api/appointments/:id', {
    schema: {
      tags: ['appointments'], summary: 'One appointment (appointment:read)',
      params: IdParams, response: { 200: Appointment, ...problems(404) },
    },
  }, (req) => getAppointment(deps, req.clinicCtx, req.params.id));

  app.post('/api/appointments', {
    schema: {
      tags: ['appointments'], summary: 'Book an appointment (appointment:write)',
      description: 'name, date (a real YYYY-MM-DD day) and time (HH:mm) are required; type defaults to "Unspecified", '
        + 'provider to "Unassigned", status to "confirmed"; initials are derived from the name when omitted.',
      body: AppointmentInput, response: { 201: Appointment },
    },
  }, async (req, reply) => reply.code(201).send(await createAppointment(deps, req.clinicCtx, req.body)));

  app.put('/api/appointments/:id', {
    schema: {
      tags: ['appointments'], summary: 'Replace an appointment with the full record (appointment:write)',
      description: 'Omitted optional fields return to their defaults. A changed `status` is how a status changes; '
        + 'any status may follow any other, and each change is an activity entry naming the old and new status.',
      params: IdParams, body: AppointmentInput, response: { 200: Appointment, ...problems(404) },
    },
  }, (req) => updateAppointment(deps, req.clinicCtx, req.params.id, req.body));

  app.delete('/api/appointments/:id', {
    schema: {
      tags: ['appointments'], summary: 'Delete an appointment (appointment:delete)',
      params: IdParams, response: { 204: z.null().describe('Deleted'), ...problems(404) },
    },
  }, async (req, reply) => {
    await deleteAppointment(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });
}
