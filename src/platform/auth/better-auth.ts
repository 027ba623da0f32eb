import { betterAuth } from 'better-auth';
import { openAPI, organization, username } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/schema.js';
import { ROLE_GRANTS, ROLES, STATEMENTS, type Role } from './permissions.js';

export const AUTH_BASE_PATH = '/api/auth';
export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;

export interface AuthOptions {
  db: Kysely<Database>;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  /** Where Better Auth's own log lines go (the service logger); they are redacted first (redactAuthLog). */
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string, detail: { errName?: string; errCode?: string }) => void;
}

const EMAIL = /[^\s@'"()<>,;:]+@[^\s@'"()<>,;:]+\.[^\s@'"()<>,;:]+/g;

/**
 * Better Auth's log lines can carry a failing statement's parameters (names, e-mails) in their arguments and in the
 * message: only the first line of the message is kept, e-mails and quoted values masked, at most 200 characters; of
 * the arguments only an error's class and code. No stack, no SQL parameters, no bodies.
 */
export function redactAuthLog(message: string, args: unknown[]): { message: string; detail: { errName?: string; errCode?: string } } {
  const firstLine = String(message).split('\n')[0]!
    .replace(EMAIL, '[email]')
    .replace(/'[^']*'|"[^"]*"|\([^)]*\)=\([^)]*\)/g, '[value]')
    .slice(0, 200);
  const err = args.find((a): a is Error => a instanceof Error);
  const detail: { errName?: string; errCode?: string } = {};
  if (err) {
    detail.errName = err.name;
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.length <= 40) detail.errCode = code;
  }
  return { message: firstLine, detail };
}

// Better Auth's own organization statements stay (with `member.delete`, or even owners could not remove members).
const ORG_STATEMENTS = {
  organization: ['update', 'delete'],
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  team: ['create', 'update', 'delete'],
  ac: ['create', 'read', 'update', 'delete'],
} as const;

const ac = createAccessControl({ ...ORG_STATEMENTS, ...STATEMENTS, member: ORG_STATEMENTS.member });

function roleFor(role: Role) {
  const grants = ROLE_GRANTS[role];
  const elevated = role === 'owner' || role === 'admin';
  return ac.newRole({
    ...grants,
    organization: role === 'owner' ? ['update', 'delete'] : elevated ? ['update'] : [],
    member: elevated ? ['create', 'update', 'delete'] : [],
    invitation: elevated ? ['create', 'cancel'] : [],
    team: elevated ? ['create', 'update', 'delete'] : [],
    ac: ['read'],
  });
}

const roles = Object.fromEntries(ROLES.map((r) => [r, roleFor(r)]));

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Clinic Service',
    basePath: AUTH_BASE_PATH,
    baseURL: options.baseURL,
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: { db: options.db, type: 'postgres' },
    telemetry: { enabled: false },
    // Sign-in limits are ours (per identifier and per address, answering Retry-After); see sign-in-limiter.ts.
    rateLimit: { enabled: false },
    emailAndPassword: { enabled: true, minPasswordLength: 12, maxPasswordLength: 256 },
    advanced: { database: { generateId: () => uuidv7() } },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const redacted = redactAuthLog(message, args);
        options.log?.(level, redacted.message, redacted.detail);
      },
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 32,
        usernameValidator: (name) => USERNAME_PATTERN.test(name),
      }),
      organization({ ac, roles, creatorRole: 'owner', allowUserToCreateOrganization: true }),
      // Its OpenAPI generator feeds the service's /docs (platform/http/openapi.ts); its own reference page stays off.
      openAPI({ disableDefaultReference: true }),
    ],
    databaseHooks: {
      session: {
        create: {
          // decisions.md §1: a session with no active clinic starts in the user's first membership.
          before: async (session) => {
            if ((session as { activeOrganizationId?: string | null }).activeOrganizationId) return { data: session };
            const first = await options.db.selectFrom('member').select('organizationId')
              .where('userId', '=', session.userId).orderBy('createdAt').orderBy('id').limit(1).executeTakeFirst();
            return { data: { ...session, activeOrganizationId: first?.organizationId ?? null } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
