import { Patient } from '../../clinic/patients/schema.js';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { saveScribeNote } from './save.js';
import { ScribeSaveBody } from './schema.js';

const GATE = 'Needs patient:write and an AI policy that allows you; reception is blocked (403 `ai_disabled`). A patient outside your scope is 404.';

export async function scribeRoutes(app: ZodApp, deps: AppDeps) {
  app.post('/api/scribe/save', {
    schema: {
      tags: ['scribe'], summary: 'Save a reviewed visit note as a new encounter',
      description: `${GATE} Appends one encounter without touching the rest of the record (concurrent saves are all kept), writes an activity entry and returns the patient as you read it.`,
      body: ScribeSaveBody, response: { 200: Patient, ...problems(403, 404) },
    },
  }, (req) => saveScribeNote(deps, req.clinicCtx, req.body));
}
