import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { AiPolicy, UpdateAiPolicyBody } from './schema.js';
import { getAiPolicy, updateAiPolicy } from './service.js';

export async function aiPolicyRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/ai/policy', {
    schema: {
      tags: ['ai'], summary: 'The clinic\'s AI policy (any member)',
      description: 'A clinic that never saved a policy has AI on for everyone: `{ aiEnabled: true, disabledForEmployees: false }`.',
      response: { 200: AiPolicy },
    },
  }, (req) => getAiPolicy(deps, req.clinicCtx));

  app.put('/api/ai/policy', {
    schema: {
      tags: ['ai'], summary: 'Set the clinic\'s AI policy (owner, admin)',
      description: 'Both fields are required. `aiEnabled: false` blocks AI for everyone; `disabledForEmployees: true` blocks it for all but owners and admins. '
        + 'Blocked callers get 403 with code `ai_disabled` and a `reason` (`ai_disabled` or `ai_disabled_for_employees`). Each save is an activity entry.',
      body: UpdateAiPolicyBody, response: { 200: AiPolicy },
    },
  }, (req) => updateAiPolicy(deps, req.clinicCtx, req.body));
}
