import type { AppDeps } from '../../platform/http/route-module.js';
import { assertSafeLocalServer, hasModel, PROBE_TIMEOUT_MS, probeLocalServer, type ProbeOptions } from '../local-server.js';
import { PROVIDER_VENDOR, type Provider } from './providers.js';
import type { AiTestBody, AiTestResult } from './schema.js';
import { decryptProviderKey, loadAiConfig, type StoredAiConfig } from './service.js';
import type { z } from 'zod';

type Result = z.infer<typeof AiTestResult>;

/**
 * Every failure of a local probe reads the same (issue 10): no remote text, and nothing that tells a refused port from
 * a closed, filtered, failing or redirecting one, so the test cannot be used to map the server's network.
 */
export const UNREACHABLE = 'The local model server could not be reached or did not answer with a model list.';

/**
 * POST /api/ai/test. `api` only confirms a key is stored (nothing is sent, no tokens are spent); `local` probes the
 * local server's model list; `auto` reports what auto mode would use, probing the local server when it would be
 * used (or when a localBaseUrl is given). An unreachable or failing server is `{ ok: false, message }`; a URL that is
 * not allowed is a 400 (decisions.md §3). Nothing is saved.
 */
export async function testAiConnection(
  deps: Pick<AppDeps, 'db' | 'encryptor'>, userId: string, body: z.infer<typeof AiTestBody> | null | undefined, probe: ProbeOptions = {},
): Promise<Result> {
  const config = await loadAiConfig(deps, userId);
  const mode = body?.mode ?? config.mode;
  const provider = body?.provider ?? config.provider;
  const baseUrl = body?.localBaseUrl ?? config.localBaseUrl;
  const model = body?.localModel ?? config.localModel;
  switch (mode) {
    case 'off':
      return { ok: false, message: 'The AI assistant is switched off (mode off).' };
    case 'api':
      return keyCheck(deps, config, provider);
    case 'local':
      return testLocal(baseUrl, model, probe);
    case 'auto': {
      if (body?.localBaseUrl) return testLocal(baseUrl, model, probe);
      if (config.encryptedKeys[provider]) {
        const check = keyCheck(deps, config, provider);
        return check.ok ? { ok: true, message: `Auto mode will use ${label(provider)}: ${check.message}` } : check;
      }
      if (!baseUrl) return { ok: false, message: `Auto mode found no API key for ${label(provider)} and no local model server.` };
      const local = await testLocal(baseUrl, model, probe);
      return { ...local, message: `Auto mode will use the local server (no ${label(provider)} key). ${local.message}` };
    }
  }
}

function label(provider: Provider): string {
  return `${provider} (${PROVIDER_VENDOR[provider]})`;
}

function keyCheck(deps: Pick<AppDeps, 'encryptor'>, config: StoredAiConfig, provider: Provider): Result {
  if (!config.encryptedKeys[provider]) return { ok: false, message: `No API key is stored for ${label(provider)}.` };
  if (decryptProviderKey(deps.encryptor, config, provider) === null) {
    return { ok: false, message: `The stored ${label(provider)} key can no longer be decrypted; enter it again.` };
  }
  return { ok: true, message: `An API key is stored for ${label(provider)}. It was not sent anywhere, so no tokens were spent.` };
}

async function testLocal(baseUrl: string, model: string, probe: ProbeOptions): Promise<Result> {
  if (!baseUrl) return { ok: false, message: 'No local model server URL is set (localBaseUrl).' };
  await assertSafeLocalServer(baseUrl);
  const started = Date.now();
  const result = await probeLocalServer(baseUrl, probe);
  if (!result.reachable) {
    // A refused port fails in a millisecond, a filtered one at the deadline: every failure answers at the deadline,
    // so the time taken does not map the network either.
    const wait = started + (probe.timeoutMs ?? PROBE_TIMEOUT_MS) - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { ok: false, reachable: false, message: UNREACHABLE };
  }
  const modelCount = result.models.length;
  const count = `${modelCount} model${modelCount === 1 ? '' : 's'}`;
  const listed = model ? hasModel(result.models, model) : false;
  const answer = { reachable: true, modelCount, localModelListed: listed };
  if (!model) return { ok: false, ...answer, message: `Reachable, ${count}; no localModel is chosen.` };
  if (listed) return { ok: true, ...answer, message: `Reachable, ${count}; your localModel is among them.` };
  return { ok: false, ...answer, message: `Reachable, ${count}; your localModel is not among them.` };
}
