import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { ImportBody, ImportResult, ValidateResult } from './schema.js';
import { importPatients, validateImport } from './service.js';

const RULES = 'At most 500 records (more is a 400). Every record is re-validated with the patient schema: values that do not pass '
  + 'are coerced when unambiguous ("45 years" → 45, "female" → F, "O pos" → O+, a lone string → a one-item list) or left to '
  + 'the field\'s default; an allergy with an unknown severity is kept as severe; `source` is always `ai`; an empty fileNumber '
  + 'is assigned. Only rows with no usable identity (no name with a letter in it; a fileNumber that is not digits) or a '
  + 'duplicate file number (in the clinic, or earlier in the same batch) fail, as `"<field>: <message>"`. Reception\'s '
  + 'clinical fields are ignored. Blocked by the clinic AI policy like every AI feature (403 `ai_disabled`).';

export async function aiImportRoutes(app: ZodApp, deps: AppDeps) {
  app.post('/api/ai/import', {
    bodyLimit: 16 * 1024 * 1024,
    schema: {
      tags: ['ai'], summary: 'Import AI-parsed patient records through the patient service (patient:write)',
      description: `${RULES} Each created record goes through the ordinary patient create (scoping, reception rules, one activity `
        + 'entry each) in its own transaction, so one bad row never blocks the others; one more activity entry summarises the import.',
      body: ImportBody, response: { 200: ImportResult },
    },
  }, (req) => importPatients(deps, req.clinicCtx, req.body.records));

  app.post('/api/ai/import/validate', {
    bodyLimit: 16 * 1024 * 1024,
    schema: {
      tags: ['ai'], summary: 'Check AI-parsed patient records without writing anything (patient:write)',
      description: `${RULES} \`valid\` entries carry the payload that would be created and the adjustments made; \`invalid\` entries `
        + 'carry the reasons and the original record.',
      body: ImportBody, response: { 200: ValidateResult },
    },
  }, (req) => validateImport(deps, req.clinicCtx, req.body.records));
}
