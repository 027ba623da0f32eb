import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Kysely } from 'kysely';
import { databaseAnswers } from '../db/probe.js';
import type { Database } from '../db/schema.js';
import { DatabaseUnavailableError } from '../db/unavailable.js';
import { errors } from '../http/errors.js';
import type { Auth } from './better-auth.js';
import { readSessionToken, type SessionResolver } from './sessions.js';
import type { SignInLimiter } from './sign-in-limiter.js';

const SIGN_IN_PATHS: Record<string, 'username' | 'email'> = {
  '/api/auth/sign-in/username': 'username',
  '/api/auth/sign-in/email': 'email',
};
const USER_WIDE_PATHS = ['/api/auth/change-password', '/api/auth/revoke-sessions', '/api/auth/revoke-other-sessions', '/api/auth/delete-user'];

/**
 * Mounts Better Auth at /api/auth/* unchanged (clients that speak it work as they are), adding the sign-in limits and
 * the cache invalidations that make sign-out, clinic switches and role changes take effect at once.
 */
export function mountAuth(app: FastifyInstance, deps: {
  auth: Auth; sessions: SessionResolver; limiter: SignInLimiter; publicUrl: string; db: Kysely<Database>;
}) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0]!;
    const signIn = req.method === 'POST' ? SIGN_IN_PATHS[path] : undefined;
    const identifier = signIn ? signInIdentifier(req.body, signIn) : undefined;
    if (signIn) {
      const wait = deps.limiter.check(identifier, req.ip);
      if (wait > 0) throw errors.tooManyRequests(wait);
    }
    const token = readSessionToken(req.headers.cookie);
    const userWide = USER_WIDE_PATHS.includes(path) && token ? await deps.sessions.resolve(req.headers) : null;

    const request = new Request(new URL(req.url, deps.publicUrl), {
      method: req.method,
      headers: fromNodeHeaders(req.headers),
      body: req.method === 'GET' || req.method === 'HEAD' || req.body === undefined ? undefined : JSON.stringify(req.body),
    });
    const response = await deps.auth.handler(request);
    // Better Auth turns a failing database into a 500 of its own; when the database does not answer, that is the
    // service being unavailable (503 with Retry-After), as on every other route.
    if (response.status >= 500 && (await databaseAnswers(deps.db, 1000)) !== 'ok') {
      throw new DatabaseUnavailableError('Better Auth could not reach the database');
    }

    if (signIn) {
      if (response.ok) deps.limiter.recordSuccess(identifier);
      else deps.limiter.recordFailure(identifier);
    }
    if (req.method !== 'GET' && token) deps.sessions.invalidateToken(token);
    if (req.method !== 'GET' && path.startsWith('/api/auth/organization/')) deps.sessions.invalidateMemberships();
    if (userWide) deps.sessions.invalidateUser(userWide.user.id);

    reply.code(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    // Better Auth's limiter says X-Retry-After; the contract wants Retry-After.
    const retry = response.headers.get('x-retry-after');
    if (retry) reply.header('retry-after', retry);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler,
  });
}

function signInIdentifier(body: unknown, field: 'username' | 'email'): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
