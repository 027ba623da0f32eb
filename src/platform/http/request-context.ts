import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/context.js';
import { permissionsFor } from '../auth/permissions.js';
import type { Membership, SessionInfo, SessionResolver } from '../auth/sessions.js';
import { errors } from './errors.js';
import type { RouteAccess as Access } from './fastify-types.js';

/**
 * Resolves the caller once per request, before validation and before any clinic transaction is opened (PGlite is one
 * session, so the session lookup must never run inside one). When the session and the membership are both cached (most
 * requests) the hook completes synchronously: no promise and no turn of the microtask queue (issue 17).
 */
export function requestContext(sessions: SessionResolver) {
  const lookUp = async (req: FastifyRequest, access: Access) => {
    const session = await sessions.resolve(req.headers);
    const clinicId = session?.activeClinicId;
    apply(req, access, session, session && clinicId ? await sessions.membership(session.user.id, clinicId) : null);
  };
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const access: Access = req.routeOptions.config?.access ?? 'clinic';
    if (access === 'public') return done();
    const session = sessions.cachedSession(req.headers);
    const clinicId = session?.activeClinicId;
    const membership = session && clinicId ? sessions.cachedMembership(session.user.id, clinicId) : null;
    if (session !== undefined && membership !== undefined) {
      apply(req, access, session, membership);
      return done();
    }
    lookUp(req, access).then(() => done(), done);
  };
}

/** The caller's context on the request, or the 401/403 (thrown); `membership` is the active clinic's, if any. */
function apply(req: FastifyRequest, access: Access, session: SessionInfo | null, membership: Membership | null) {
  if (!session) throw errors.unauthenticated();
  req.session = session;
  if (access === 'user') {
    if (session.activeClinicId) req.membership = membership;
    return;
  }
  if (!session.activeClinicId) throw errors.forbidden('No active clinic: create or select one first');
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
}
