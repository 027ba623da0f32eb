import type { AppDeps, ZodApp } from '../platform/http/route-module.js';
import { problems } from '../platform/http/schemas.js';
import { ingestHl7 } from './hl7/ingest.js';
import { Hl7IngestBody, Hl7IngestResult } from './schema.js';

/** Lab results from outside systems: HL7 v2 ingest and FHIR sync. */
export async function integrationRoutes(app: ZodApp, deps: AppDeps) {
  app.post('/api/integrations/fhir/ingest', {
    schema: {
      tags: ['integrations'], summary: 'Ingest an HL7 v2 ORU^R01 into a patient\'s labs (lab:write)',
      description: 'One row per OBX with a value: name from OBX-3 (text, else original text, else code); value by OBX-2 (SN as '
        + 'comparator and numbers with `=` dropped, coded values by their text, repetitions joined with ", ", units never in the value); '
        + 'flag from OBX-8 (H/A high, L low, HH/LL/AA critical, empty or N normal); takenAt = OBX-14, else OBR-7, else MSH-7, as ISO '
        + '8601 at the sender\'s precision (a zone offset kept when given). Results already in the record (same name, value, takenAt) '
        + 'are skipped. 400 `not_hl7`, `not_oru`, or `patient_mismatch` (no PID identifier equals the file number; `force: true` '
        + 'overrides) with the `AE` acknowledgement in `ack`; nothing is appended then. The fhir integration need not be enabled. '
        + 'Reception holds patient:write for demographics only, so labs are refused (403) as in POST /api/patients/{fileNumber}/labs.',
      body: Hl7IngestBody, response: { 200: Hl7IngestResult, ...problems(404) },
    },
  }, (req) => ingestHl7(deps, req.clinicCtx, req.body));
}
