import { z } from 'zod';
import { withClinicTx } from '../db/clinic-tx.js';
import { readPage } from '../db/paging.js';
import type { AppDeps, ZodApp } from '../http/route-module.js';
import { ListQuery } from '../http/schemas.js';

const Activity = z.object({
  id: z.string(), action: z.string(), entityType: z.string(), entityId: z.string().nullable(),
  actorId: z.string().nullable(), actorName: z.string(), summary: z.string(), at: z.string(),
}).meta({ id: 'Activity' });

export async function activityRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/activity', {
    schema: {
      tags: ['activity'],
      summary: 'The clinic activity log, newest first',
      querystring: ListQuery,
      response: { 200: z.array(Activity) },
    },
  }, async (req, reply) => {
    const { limit, offset = 0 } = req.query;
    return withClinicTx(deps.db, req.clinicCtx, async (tx) => {
      const filtered = tx.selectFrom('activity').where('clinic_id', '=', req.clinicCtx.clinicId);
      const { rows, total } = await readPage(filtered, filtered.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), { limit, offset });
      if (total !== undefined) reply.header('x-total-count', String(total));
      return rows.map((r) => ({
        id: r.id, action: r.action, entityType: r.entity_type, entityId: r.entity_id, actorId: r.actor_id,
        actorName: r.actor_name, summary: r.summary, at: new Date(r.at).toISOString(),
      }));
    });
  });
}
