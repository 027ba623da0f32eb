import type { AppDeps, ZodApp } from '../platform/http/route-module.js';
import { problems } from '../platform/http/schemas.js';
import { syncFhirLabs } from './fhir/sync.js';
import { ingestHl7 } from './hl7/ingest.js';
import { FhirSyncBody, FhirSyncResult, Hl7IngestBody, Hl7IngestResult } from './schema.js';

/** Lab results from outside systems: HL7 v2 ingest and FHIR sync. */
export async function integrationRoutes(app: ZodApp, deps: AppDeps) {
  app.post('/api/integrations/fhir/sync', {
    schema: {
      tags: ['integrations'], summary: 'Pull a patient\'s laboratory results from the clinic\'s FHIR server (lab:write)',
      description: 'Finds the remote Patient by identifier = fileNumber (narrowed to settings.identifierSystem when set), reads every page '
        + 'of Observation?patient=…&category=laboratory through its `next` links, and appends each result: name from code.text (else the '
        + 'coding display or code), value by value[x] (Quantity → number with any comparator, string, CodeableConcept text, integer, '
        + 'Ratio `n:d`, Range `low-high`, boolean, dateTime, time, Period; units never in the value), flag from interpretation (H, A '
        + 'high; L low; HH, LL, AA critical; N or none normal), takenAt = effectiveDateTime as sent (partial dates kept), else '
        + 'effectivePeriod.start, effectiveInstant, issued. Results already in the record (same name, value, takenAt) and observations '
        + 'without a value are counted in `skipped`. 409 `integration_disabled` when the fhir integration is unset or disabled; 404 '
        + '`remote_patient_not_found`; 409 `remote_patient_ambiguous` for several; 502 `fhir_server_failed` when the server fails, '
        + 'times out or answers something that is not FHIR (detail gives the remote status, never its body).',
      body: FhirSyncBody, response: { 200: FhirSyncResult, ...problems(404, 409, 502) },
    },
  }, (req) => syncFhirLabs(deps, req.clinicCtx, req.body.fileNumber));

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
