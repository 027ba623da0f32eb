import type { AppDeps, ZodApp } from '../platform/http/route-module.js';
import { fhirKeyRoutes } from './keys/routes.js';
import { KeyResolver } from './keys/service.js';
import { fhirServer } from './server/router.js';

/**
 * The FHIR server (decisions.md §9): key management under /api/integrations/fhir-server (owner/admin) and the
 * read-only R4 server at /fhir, in its own scope (its own error and not-found answers: OperationOutcome).
 */
export async function fhirRoutes(app: ZodApp, deps: AppDeps) {
  const resolver = new KeyResolver(deps, deps.config.sessionCacheSeconds);
  await fhirKeyRoutes(app, deps, resolver);
  await app.register(async (scope) => fhirServer(scope, deps, resolver), { prefix: '/fhir' });
}
