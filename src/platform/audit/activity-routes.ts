import { z } from 'zod';
import { withClinicTx } from '../db/clinic-tx.js';
import { paged } from '../db/paging.js';
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
      const q = tx.selectFrom('activity').selectAll().where('clinic_id', '=', req.clinicCtx.clinicId)
        .orderBy('at', 'desc').orderBy('id', 'desc');
      if (limit) {
        const { n } = await tx.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n'))
          .where('clinic_id', '=', req.clinicCtx.clinicId).executeTakeFirstOrThrow();
        reply.header('x-total-count', String(n));
      }
      const rows = await paged(q, limit || undefined, offset).execute();
      return rows.map((r) => ({
        id: r.id, action: r.action, entityType: r.entity_type, entityId: r.entity_id, actorId: r.actor_id,
        actorName: r.actor_name, summary: r.summary, at: new Date(r.at).toISOString(),
      }));
    });
  });
}
