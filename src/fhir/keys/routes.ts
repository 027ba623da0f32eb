import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { z } from 'zod';
import { AccessLogQuery, CreateKeyBody, CreatedFhirServerKey, FhirAccessEntry, FhirServerKey, KeyIdParams } from './schema.js';
import { createKey, listAccess, listKeys, revokeKey, type KeyResolver } from './service.js';

const BASE = '/api/integrations/fhir-server';

/** Key management and the access log of the FHIR server (owner/admin only). */
export async function fhirKeyRoutes(app: ZodApp, deps: AppDeps, resolver: KeyResolver) {
  app.post(`${BASE}/keys`, {
    schema: {
      tags: ['fhir-server'], summary: 'Create a FHIR server key (owner, admin)',
      description: 'The key is in this response only; the service keeps its SHA-256. Send it to `/fhir` as `Authorization: Bearer <key>`. '
        + 'A key reads the whole clinic with a clinician\'s read view and writes nothing. An activity entry records the creation.',
      body: CreateKeyBody, response: { 201: CreatedFhirServerKey },
    },
  }, async (req, reply) => reply.code(201).send(await createKey(deps, req.clinicCtx, req.body.label)));

  app.get(`${BASE}/keys`, {
    schema: { tags: ['fhir-server'], summary: 'The clinic\'s FHIR server keys (owner, admin); never the keys themselves', response: { 200: z.array(FhirServerKey) } },
  }, (req) => listKeys(deps, req.clinicCtx));

  app.delete(`${BASE}/keys/:id`, {
    schema: {
      tags: ['fhir-server'], summary: 'Revoke a FHIR server key (owner, admin)',
      description: 'Effective at once on every instance. An activity entry records the revocation.',
      params: KeyIdParams, response: { 204: z.null(), ...problems(404) },
    },
  }, async (req, reply) => {
    await revokeKey(deps, req.clinicCtx, req.params.id, resolver);
    return reply.code(204).send(null);
  });

  app.get(`${BASE}/access-log`, {
    schema: {
      tags: ['fhir-server'], summary: 'Every read made through the FHIR server (owner, admin), newest first',
      description: 'One entry per `/fhir` request made with a key: the key, the interaction (read, search-type, binary), the resource type, '
        + 'the ids of every resource the answer carried (or the id asked for), the parameters, the status and the time. With `limit`, X-Total-Count.',
      querystring: AccessLogQuery, response: { 200: z.array(FhirAccessEntry) },
    },
  }, async (req, reply) => {
    const { items, total } = await listAccess(deps, req.clinicCtx, req.query);
    if (total !== undefined) reply.header('x-total-count', String(total));
    return items;
  });
}
