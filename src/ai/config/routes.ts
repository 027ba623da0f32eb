import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { WindowLimiter } from '../../platform/http/rate-limit.js';
import { problems } from '../../platform/http/schemas.js';
import { testAiConnection } from './connection-test.js';
import { AiConfigResponse, AiTestBody, AiTestResult, UpdateAiConfigBody } from './schema.js';
import { getAiConfig, updateAiConfig } from './service.js';

/**
 * Per-user AI settings. Reading needs only a session; saving and testing need a member of an active clinic
 * (decisions.md §1): the test reaches out from the server, so a stranger must not get to point it anywhere.
 */
export async function aiConfigRoutes(app: ZodApp, deps: AppDeps) {
  const testLimiter = new WindowLimiter(deps.config.aiTestLimitPerMinute, 60_000);
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
    schema: {
      tags: ['ai'], summary: 'Save any subset of your AI settings, optionally with a provider key',
      description: '`provider` accepts provider_a|provider_b|provider_c and the aliases openai|anthropic|google. '
        + '`apiKey` is the key of the provider selected after this update is applied; "" deletes it. It is encrypted at rest and never returned. '
        + '`localBaseUrl` must be http(s) and not a link-local or cloud-metadata address ("" clears it). '
        + '`defaultModel` is "", "local", or a gpt-*, o<digit>*, chatgpt-*, claude-* or gemini-* id. Answers like GET.',
      body: UpdateAiConfigBody, response: { 200: AiConfigResponse },
    },
  }, async (req) => ({ config: await updateAiConfig(deps, req.clinicCtx.userId, req.body) }));

  app.post('/api/ai/test', {
    schema: {
      tags: ['ai'], summary: 'Test your AI connection without spending tokens',
      description: 'Needs a member of an active clinic (403 otherwise); at most AI_TEST_LIMIT_PER_MINUTE tests per user and minute (429 with Retry-After). '
        + 'Body fields override the saved settings for this test only. `local` asks the local server for its models (Ollama GET /api/tags, '
        + 'else GET /v1/models; 3 s deadline, no redirects, 1 MiB cap) and answers only `reachable`, `modelCount` and `localModelListed`: '
        + 'never model names or anything the server said. Every kind of failure (refused, timed out, an error status, a redirect, not a model list) '
        + 'is the same 200 `{ ok: false, reachable: false, message }`. `api` only confirms a key is stored. A localBaseUrl that is not http(s), '
        + 'or is a link-local or cloud-metadata address (or resolves to one), is a 400.',
      body: AiTestBody.nullish(), response: { 200: AiTestResult, ...problems(429) },
    },
  }, (req) => {
    testLimiter.take(req.clinicCtx.userId);
    return testAiConnection(deps, req.clinicCtx.userId, req.body);
  });
}
