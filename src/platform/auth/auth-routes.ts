import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Kysely } from 'kysely';
import { databaseAnswers } from '../db/probe.js';
import type { Database } from '../db/schema.js';
import { DatabaseUnavailableError } from '../db/unavailable.js';
import { errors } from '../http/errors.js';
import type { Auth } from './better-auth.js';
import { nameClash } from './name-rule.js';
import { readSessionToken, type SessionResolver } from './sessions.js';
import { permissionsFor } from './permissions.js';
import type { SignInLimiter } from './sign-in-limiter.js';

const SIGN_IN_PATHS: Record<string, 'username' | 'email'> = {
  '/api/auth/sign-in/username': 'username',
  '/api/auth/sign-in/email': 'email',
};
/**
 * Endpoints that are off: each tells an anonymous caller whether an account exists (issue 10), and the e-mail flows
 * behind the others have no mailer here. Staff reset passwords through their clinic or change-password.
 */
const DISABLED_PATHS = new Set([
  '/api/auth/is-username-available', '/api/auth/request-password-reset', '/api/auth/reset-password',
  '/api/auth/send-verification-email', '/api/auth/verify-email', '/api/auth/forget-password',
]);
const SIGN_UP_PATH = '/api/auth/sign-up/email';
/** Organization calls that change or end someone's membership: that user's caches and sockets are dropped. */
const MEMBERSHIP_PATHS = ['/api/auth/organization/update-member-role', '/api/auth/organization/remove-member'];
const USER_WIDE_PATHS = ['/api/auth/change-password', '/api/auth/revoke-sessions', '/api/auth/revoke-other-sessions', '/api/auth/delete-user'];

/**
 * Mounts Better Auth at /api/auth/* unchanged (clients that speak it work as they are), adding the sign-in limits and
 * the cache invalidations that make sign-out, clinic switches and role changes take effect at once.
 */
export function mountAuth(app: FastifyInstance, deps: {
  auth: Auth; sessions: SessionResolver; limiter: SignInLimiter; publicUrl: string; db: Kysely<Database>; allowSignUp: boolean;
}) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0]!;
    if (DISABLED_PATHS.has(path) || path.startsWith('/api/auth/reset-password/')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    if (req.method === 'POST' && path === SIGN_UP_PATH && !deps.allowSignUp && await anyAccountExists(deps.db)) {
      return reply.code(403).send({
        code: 'SIGN_UP_DISABLED',
        message: 'Sign-up is closed: staff accounts are created by their clinic (the operator can set ALLOW_SIGN_UP=1)',
      });
    }
    const badQuery = req.method === 'GET' && path === LIST_MEMBERS_PATH ? listMembersQueryProblem(req.url) : null;
    if (badQuery) return reply.code(400).send({ code: 'INVALID_QUERY', message: badQuery });
    const badName = req.method === 'POST' && NAMED_PATHS.has(path) ? nameProblem(req.body) : null;
    if (badName) return reply.code(400).send({ code: 'INVALID_NAME', message: badName });
    if (req.method === 'POST' && path === UPDATE_USER_PATH) {
      const clash = await updateUserNameClash(deps, req);
      if (clash) return reply.code(409).send({ code: 'NAME_TAKEN', message: clash });
    }
    const refusal = await organizationRefusal(deps, req, path);
    if (refusal) return reply.code(403).send(refusal);
    const signIn = req.method === 'POST' ? SIGN_IN_PATHS[path] : undefined;
    const identifier = signIn ? signInIdentifier(req.body, signIn) : undefined;
    const account = signIn && identifier ? await accountKey(deps.db, signIn, identifier) : undefined;
    if (signIn) {
      // Counted before Better Auth checks the password: a concurrent burst gets no more tries than the limit.
      const wait = deps.limiter.begin(account, req.ip);
      if (wait > 0) throw errors.tooManyRequests(wait);
    }
    const token = readSessionToken(req.headers.cookie);
    const userWide = (USER_WIDE_PATHS.includes(path) || path === '/api/auth/organization/leave') && token
      ? await deps.sessions.resolve(req.headers) : null;
    const affectedMember = req.method === 'POST' && MEMBERSHIP_PATHS.includes(path) ? await memberUserId(deps.db, req.body) : undefined;

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

    if (signIn && response.ok) deps.limiter.succeeded(account, req.ip);
    if (req.method !== 'GET' && token) deps.sessions.invalidateToken(token);
    if (req.method !== 'GET' && path.startsWith('/api/auth/organization/')) deps.sessions.invalidateMemberships();
    if (userWide) deps.sessions.invalidateUser(userWide.user.id);
    if (response.ok && affectedMember) deps.sessions.invalidateUser(affectedMember);
    if (response.ok && path === '/api/auth/revoke-session') {
      const revoked = (req.body as { token?: unknown } | undefined)?.token;
      if (typeof revoked === 'string') deps.sessions.invalidateToken(revoked);
    }

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

/**
 * Better Auth's list-members passes `limit`, `offset`, `sortBy` and `filterField` to the database as they come: a
 * negative number or an unknown column was its 500 (found by test/platform/hostile-input.test.ts). They are held to
 * whole numbers and the member table's own columns here; anything else is a 400 naming the parameter.
 */
const LIST_MEMBERS_PATH = '/api/auth/organization/list-members';
const MEMBER_COLUMNS = new Set(['id', 'organizationId', 'userId', 'role', 'createdAt']);
function listMembersQueryProblem(url: string): string | null {
  const query = new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length));
  for (const name of ['limit', 'offset']) {
    const values = query.getAll(name);
    if (values.length > 1) return `${name} must be given once`;
    if (values.length && !/^\d{1,9}$/.test(values[0]!)) return `${name} must be a whole number from 0 to 999999999`;
  }
  for (const name of ['sortBy', 'filterField']) {
    const values = query.getAll(name);
    if (values.length > 1) return `${name} must be given once`;
    if (values.length && !MEMBER_COLUMNS.has(values[0]!)) return `${name} must be one of ${[...MEMBER_COLUMNS].join(', ')}`;
  }
  return null;
}

/** Calls that set a user's display name; it is copied into activity rows, so it is bounded (1–100 characters). */
const UPDATE_USER_PATH = '/api/auth/update-user';
const NAMED_PATHS = new Set([SIGN_UP_PATH, UPDATE_USER_PATH]);
export const MAX_NAME_LENGTH = 100;

function nameProblem(body: unknown): string | null {
  const name = (body as { name?: unknown } | undefined)?.name;
  if (name === undefined) return null;
  if (typeof name !== 'string' || name.trim().length < 1 || [...name.trim()].length > MAX_NAME_LENGTH) {
    return `name must be 1–${MAX_NAME_LENGTH} characters`;
  }
  return null;
}

/**
 * update-user may set a name, a username and a display username: each is held to the name rule (name-rule.ts) within
 * the caller's clinics. Sign-up needs no check: a new account shares no clinic yet (this service has no change-username).
 */
async function updateUserNameClash(deps: { sessions: SessionResolver; db: Kysely<Database> }, req: FastifyRequest): Promise<string | null> {
  const body = (req.body ?? {}) as { name?: unknown; username?: unknown; displayUsername?: unknown };
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const name = text(body.name);
  const usernames = [text(body.username), text(body.displayUsername)].filter((v): v is string => v !== undefined);
  if (name === undefined && usernames.length === 0) return null;
  const session = await deps.sessions.resolve(req.headers);
  if (!session) return null; // Better Auth answers 401 itself
  for (const username of usernames.length ? usernames : [undefined]) {
    const clash = await nameClash(deps.db, { userId: session.user.id, name, username });
    if (clash) return clash;
  }
  return null;
}

/** Better Auth organization reads that list members' e-mails and pending invitations: member:create, as /api/staff. */
const MEMBER_LIST_PATHS = new Set([
  '/api/auth/organization/list-members', '/api/auth/organization/list-invitations', '/api/auth/organization/get-full-organization',
]);

/**
 * Refuses, before Better Auth runs, what it would refuse only after changing state (a set-active or a
 * get-full-organization of a clinic the user is not in left them with no active clinic), and the member listings a
 * role without member:create may not read. Null when the request may go on.
 */
async function organizationRefusal(
  deps: { sessions: SessionResolver; db: Kysely<Database> }, req: FastifyRequest, path: string,
): Promise<{ code: string; message: string } | null> {
  const setActive = req.method === 'POST' && path === '/api/auth/organization/set-active';
  const listing = req.method === 'GET' && MEMBER_LIST_PATHS.has(path);
  if (!setActive && !listing) return null;
  const session = await deps.sessions.resolve(req.headers);
  if (!session) return null; // Better Auth answers 401 itself
  const given = (setActive ? req.body : req.query) as { organizationId?: unknown; organizationSlug?: unknown } | undefined;
  let clinicId: string | null | undefined;
  if (typeof given?.organizationId === 'string') clinicId = given.organizationId;
  else if (typeof given?.organizationSlug === 'string') {
    const org = await deps.db.selectFrom('organization').select('id').where('slug', '=', given.organizationSlug).executeTakeFirst();
    clinicId = org?.id ?? '';
  } else clinicId = setActive ? null : session.activeClinicId;
  if (clinicId === null) return null; // set-active with no clinic: leaving the active clinic is always allowed
  const membership = clinicId ? await deps.sessions.membership(session.user.id, clinicId) : null;
  if (!membership) return { code: 'NOT_A_MEMBER', message: 'You are not a member of that clinic' };
  if (listing && !permissionsFor(membership.role).has('member:create')) {
    return { code: 'FORBIDDEN', message: 'Listing members and invitations needs member:create' };
  }
  return null;
}

/** The user a membership call names (by member id, or by e-mail for remove-member), looked up before it runs. */
async function memberUserId(db: Kysely<Database>, body: unknown): Promise<string | undefined> {
  const b = (body ?? {}) as { memberId?: unknown; memberIdOrEmail?: unknown };
  const ref = typeof b.memberId === 'string' ? b.memberId : typeof b.memberIdOrEmail === 'string' ? b.memberIdOrEmail : undefined;
  if (!ref || ref.length > 320) return undefined;
  const byId = await db.selectFrom('member').select('userId').where('id', '=', ref).executeTakeFirst();
  if (byId) return byId.userId;
  const byEmail = await db.selectFrom('user').select('id').where('email', '=', ref.toLowerCase()).executeTakeFirst();
  return byEmail?.id;
}

async function anyAccountExists(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The account an identifier names (its user id, whichever identifier was used), or the identifier itself when none. */
async function accountKey(db: Kysely<Database>, field: 'username' | 'email', identifier: string): Promise<string> {
  const row = await db.selectFrom('user').select('id').where(field, '=', identifier).executeTakeFirst();
  return row ? `user:${row.id}` : `${field}:${identifier}`;
}

function signInIdentifier(body: unknown, field: 'username' | 'email'): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}
