import { AUTH_BASE_PATH } from '../auth/better-auth.js';
import { PROBLEM_TYPE } from './problem.js';

type Json = Record<string, unknown>;
type Operation = { tags?: string[]; security?: unknown[]; responses?: Record<string, { content?: Record<string, unknown> }> };

export const AUTH_TAG = 'auth';

/** Better Auth's endpoints anyone may call without a session: they are how a client starts. */
const PUBLIC_AUTH_PATHS = [
  /^\/sign-up\//, /^\/sign-in\//, /^\/request-password-reset$/, /^\/reset-password/, /^\/forget-password/,
  /^\/verify-email$/, /^\/send-verification-email$/, /^\/is-username-available$/, /^\/ok$/, /^\/error$/,
];

/**
 * The service's OpenAPI document, finished: Better Auth's endpoints (from its own OpenAPI generator) under the `auth`
 * tag and their real paths, error responses declared as the `application/problem+json` they are sent as, and public
 * routes without a lock. `/api/auth/*` keeps Better Auth's own error format, so its responses are left as they are.
 */
export function finishOpenApi(document: Json, authDocument: Json | undefined): Json {
  const paths = (document.paths ??= {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        // Whatever a route produces when it succeeds (a download's bytes), its errors are problem documents.
        const content = response.content;
        if (Number(status) >= 400 && content && Object.keys(content).length) {
          response.content = { [PROBLEM_TYPE]: content['application/json'] ?? Object.values(content)[0] };
        }
      }
    }
  }
  if (!authDocument) return document;

  const authPaths = (authDocument.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, operations] of Object.entries(authPaths)) {
    const isPublic = PUBLIC_AUTH_PATHS.some((p) => p.test(path));
    for (const operation of Object.values(operations)) {
      operation.tags = [AUTH_TAG];
      // Better Auth declares its own security schemes; here a route needs the session cookie unless it starts one.
      if (isPublic) operation.security = [];
      else delete operation.security;
    }
    paths[`${AUTH_BASE_PATH}${path}`] = operations;
  }
  const components = (document.components ??= {}) as { schemas?: Json };
  const schemas = (components.schemas ??= {});
  const authSchemas = ((authDocument.components as { schemas?: Json } | undefined)?.schemas ?? {});
  for (const [name, schema] of Object.entries(authSchemas)) if (!(name in schemas)) schemas[name] = schema;
  const tags = (document.tags ??= []) as Array<{ name: string; description?: string }>;
  if (!tags.some((t) => t.name === AUTH_TAG)) {
    tags.unshift({
      name: AUTH_TAG,
      description: 'Better Auth, mounted at /api/auth: sign-up, sign-in (email or username), sign-out, sessions, and '
        + 'clinics (organizations): create one, set the active one, manage members and their roles. Its errors keep '
        + 'Better Auth\'s own JSON format.',
    });
  }
  return document;
}
