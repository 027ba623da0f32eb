import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/context.js';
import { permissionsFor } from '../auth/permissions.js';
import type { SessionResolver } from '../auth/sessions.js';
import { errors } from './errors.js';

/**
 * Resolves the caller once per request, before validation and before any clinic transaction is opened (PGlite is one
 * session, so the session lookup must never run inside one).
 */
export function requestContext(sessions: SessionResolver) {
  return async (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access ?? 'clinic';
    if (access === 'public') return;
    const session = await sessions.resolve(req.headers);
    if (!session) throw errors.unauthenticated();
    req.session = session;
    if (access === 'user') {
      if (session.activeClinicId) req.membership = await sessions.membership(session.user.id, session.activeClinicId);
      return;
    }
    if (!session.activeClinicId) throw errors.forbidden('No active clinic: create or select one first');
    const membership = await sessions.membership(session.user.id, session.activeClinicId);
    if (!membership) throw errors.forbidden('You are not a member of the active clinic');
    req.membership = membership;
    req.clinicCtx = {
      userId: session.user.id,
      userName: session.user.name,
      clinicId: membership.clinicId,
      role: membership.role,
      permissions: permissionsFor(membership.role),
      requestId: req.id,
      via: 'http' satisfies Caller,
    };
  };
}
