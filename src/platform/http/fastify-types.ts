import type { ClinicContext } from '../auth/context.js';
import type { Membership, SessionInfo } from '../auth/sessions.js';
import type { PrefixErrorFormat } from './framework-errors.js';

/** Who may call a route: nobody signed in, any signed-in user, or a member of the active clinic (the default). */
export type RouteAccess = 'public' | 'user' | 'clinic';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Error formats of path prefixes served by a module (framework-errors.ts), shared by every scope. */
    errorFormats: PrefixErrorFormat[];
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    membership: Membership | null;
    clinicCtx: ClinicContext;
  }
}

export {};
