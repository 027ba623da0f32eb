import { z } from 'zod';
import type { ZodApp } from '../http/route-module.js';
import type { IceServer } from '../config.js';
import { permissionsFor } from './permissions.js';

const Me = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), username: z.string().nullable() }),
  clinic: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  role: z.string().nullable(),
  permissions: z.array(z.string()),
  iceServers: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() })),
}).meta({ id: 'Me' });

export async function meRoutes(app: ZodApp, deps: { iceServers: IceServer[] }) {
  app.get('/api/me', {
    config: { access: 'user' },
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user, the active clinic, the role there and its permissions',
      description: 'Clients build their navigation from `permissions`. `iceServers` is the STUN/TURN configuration for calls (ICE_SERVERS).',
      response: { 200: Me },
    },
  }, async (req) => {
    const m = req.membership;
    return {
      user: req.session!.user,
      clinic: m ? { id: m.clinicId, name: m.clinicName, slug: m.clinicSlug } : null,
      role: m?.role ?? null,
      permissions: m ? [...permissionsFor(m.role)] : [],
      iceServers: deps.iceServers,
    };
  });
}
