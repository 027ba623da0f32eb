import type { AppDeps, ZodApp } from '../platform/http/route-module.js';
import { fhirKeyRoutes } from './keys/routes.js';
import { KeyResolver } from './keys/service.js';
import { FHIR_JSON } from './server/negotiate.js';
import { operationOutcome } from './server/outcome.js';
import { fhirServer } from './server/router.js';

/**
 * The FHIR server (decisions.md §9): key management under /api/integrations/fhir-server (owner/admin) and the
 * read-only R4 server at /fhir, in its own scope (its own error and not-found answers: OperationOutcome).
 */
export async function fhirRoutes(app: ZodApp, deps: AppDeps) {
  const resolver = new KeyResolver(deps, deps.config.sessionCacheSeconds);
  await fhirKeyRoutes(app, deps, resolver);
  // Paths Fastify refuses before routing (bad percent-encoding, an id over the router's length) answer FHIR too.
  app.errorFormats.push({
    prefix: '/fhir',
    send: (reply, status, detail) => reply.code(status).header('content-type', FHIR_JSON)
      .send(JSON.stringify(operationOutcome(status === 404 ? 'not-found' : 'invalid', detail))),
  });
  await app.register(async (scope) => fhirServer(scope, deps, resolver), { prefix: '/fhir' });
}
