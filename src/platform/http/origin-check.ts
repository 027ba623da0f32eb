import type { FastifyRequest } from 'fastify';
import { readSessionToken } from '../auth/sessions.js';
import { errors } from './errors.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browser-style protection: a cookie-bearing mutation must come from the service's own origin or a trusted one.
 * It covers /api/auth/* too, because Better Auth relaxes its own check in test environments. Throws the 403.
 */
export function originGuard(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req: FastifyRequest): void => {
    if (!UNSAFE.has(req.method)) return;
    if (!readSessionToken(req.headers.cookie)) return;
    const origin = req.headers.origin;
    if (!origin || origin === 'null' || !allowed.has(origin)) {
      throw errors.forbidden('Cross-origin request refused: send an Origin header of a trusted origin');
    }
  };
}
