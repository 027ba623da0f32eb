import { COMMON_PARAMS, RESOURCES } from './registry.js';
import type { CapabilityStatement } from './types.js';

/** The type served by read only, beside the table's resources: the bytes of a DocumentReference's attachment. */
export const BINARY = 'Binary';

/**
 * The CapabilityStatement, generated from the table the router serves (registry.ts): every resource type with read
 * and search-type, its search parameters and its include, plus Binary read, and nothing else.
 */
export function capabilityStatement(publicUrl: string, published: string): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: published,
    publisher: 'Clinic Service',
    kind: 'instance',
    software: { name: 'Clinic Service FHIR server', version: '0.1.0' },
    implementation: { description: 'Read-only FHIR R4 server for one clinic\'s records', url: `${publicUrl}/fhir` },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [{
      mode: 'server',
      documentation: 'Read-only. Every request but this one needs `Authorization: Bearer <key>` with a key of the clinic '
        + '(created by its owner or admin at POST /api/integrations/fhir-server/keys). Searches: _count (default 50, at most 500), '
        + '_offset (paging links), _sort, _include, _summary=count, _elements; unknown parameters are refused (400) unless '
        + 'Prefer: handling=lenient. Searches by GET [type]?… or POST [type]/_search (form body).',
      security: { cors: true, description: 'Bearer API key per clinic: Authorization: Bearer <key>' },
      resource: [
        ...RESOURCES.map((def) => ({
          type: def.type,
          profile: def.profile,
          interaction: [{ code: 'read' as const }, { code: 'search-type' as const }],
          versioning: 'versioned' as const,
          readHistory: false,
          updateCreate: false,
          conditionalRead: 'not-match' as const,
          ...(def.patientOf ? { searchInclude: [`${def.type}:patient`] } : {}),
          searchParam: Object.entries({ ...COMMON_PARAMS, ...def.params }).map(([name, p]) => ({
            name, type: p.type, documentation: p.description, ...(p.definition ? { definition: p.definition } : {}),
          })),
        })),
        { type: BINARY, interaction: [{ code: 'read' as const }], documentation: 'The bytes of a DocumentReference\'s attachment, streamed with their own content type' },
      ],
    }],
  };
}
