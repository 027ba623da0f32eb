import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { testAiConnection } from './connection-test.js';
import { AiConfigResponse, AiTestBody, AiTestResult, UpdateAiConfigBody } from './schema.js';
import { getAiConfig, updateAiConfig } from './service.js';

/** Per-user AI settings: any signed-in user, with or without an active clinic. */
export async function aiConfigRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/ai/config', {
    config: { access: 'user' },
    schema: {
      tags: ['ai'], summary: 'Your AI settings (they follow you across clinics)',
      description: 'Keys are never returned; `apiKeySet` says per provider whether one is stored. '
        + 'Defaults: mode auto, provider provider_a, defaultEffort medium, deidLevel full, empty strings elsewhere.',
      response: { 200: AiConfigResponse },
    },
  }, async (req) => ({ config: await getAiConfig(deps, req.session!.user.id) }));

  app.put('/api/ai/config', {
    config: { access: 'user' },
    schema: {
      tags: ['ai'], summary: 'Save any subset of your AI settings, optionally with a provider key',
      description: '`provider` accepts provider_a|provider_b|provider_c and the aliases openai|anthropic|google. '
        + '`apiKey` is the key of the provider selected after this update is applied; "" deletes it. It is encrypted at rest and never returned. '
        + '`localBaseUrl` must be http(s) and not a link-local or cloud-metadata address ("" clears it). '
        + '`defaultModel` is "", "local", or a gpt-*, o<digit>*, chatgpt-*, claude-* or gemini-* id. Answers like GET.',
      body: UpdateAiConfigBody, response: { 200: AiConfigResponse },
    },
  }, async (req) => ({ config: await updateAiConfig(deps, req.session!.user.id, req.body) }));

  app.post('/api/ai/test', {
    config: { access: 'user' },
    schema: {
      tags: ['ai'], summary: 'Test your AI connection without spending tokens',
      description: 'Body fields override the saved settings for this test only. `local` lists the local server\'s models (Ollama GET /api/tags, '
        + 'else GET /v1/models; 3 s deadline, no redirects, 1 MiB cap) and reports whether localModel is among them. `api` only confirms a key is stored. '
        + 'An unreachable or failing server is 200 `{ ok: false, message }`. A localBaseUrl that is not http(s), or is a link-local or cloud-metadata '
        + 'address (or resolves to one), is a 400.',
      body: AiTestBody.nullish(), response: { 200: AiTestResult },
    },
  }, (req) => testAiConnection(deps, req.session!.user.id, req.body));
}
