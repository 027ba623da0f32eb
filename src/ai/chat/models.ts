import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AppConfig } from '../../platform/config.js';
import { createOutboundFetch, type OutboundFetch, type OutboundLogger } from '../../platform/outbound/index.js';
import type { Effort, Provider } from '../config/providers.js';
import type { AiTarget } from '../resolve.js';

type ProviderOptions = Record<string, Record<string, unknown>>;

/**
 * One outbound fetch per kind of destination (decisions.md §10): vendors' own URLs (public addresses only), operator
 * overrides (`AI_PROVIDER_*_BASE_URL`, trusted: no private refusal), the user's local server (loopback and LAN allowed).
 * Link-local and metadata addresses are refused for all three.
 */
const fetches = new Map<string, OutboundFetch>();
export function outbound(kind: 'vendor' | 'operator' | 'local', logger?: OutboundLogger): OutboundFetch {
  let f = fetches.get(kind);
  if (!f) {
    f = createOutboundFetch({ system: 'ai_provider', allowPrivate: kind === 'vendor' ? false : kind === 'local' ? true : 'operator', logger });
    fetches.set(kind, f);
  }
  return f;
}

/**
 * Where a cloud provider's client points and the fetch it uses: the operator's override (`AI_PROVIDER_*_BASE_URL`)
 * through the operator fetch, else the vendor's own URL (the SDK's default) through the vendor fetch. Chat and
 * transcription clients both take these.
 */
export function cloudEndpoint(provider: Provider, config: Pick<AppConfig, 'aiBaseUrls'>, logger?: OutboundLogger): { baseURL: string | undefined; fetch: OutboundFetch } {
  const baseURL = config.aiBaseUrls[provider];
  return { baseURL, fetch: outbound(baseURL ? 'operator' : 'vendor', logger) };
}

export interface ChatModel {
  model: LanguageModelV3;
  providerOptions: ProviderOptions;
  /** For the deid notice: the interface name of the provider, or `local`. */
  providerName: string;
}

/**
 * The model for a resolved target, its calls going through the outbound module. provider_a uses OpenAI's Responses
 * API unless AI_PROVIDER_A_API=chat (gateways that speak only chat completions).
 */
export function chatModel(target: AiTarget, config: Pick<AppConfig, 'aiBaseUrls' | 'aiProviderAApi'>, effort: Effort, logger?: OutboundLogger): ChatModel {
  if (target.kind === 'local') {
    const provider = createOpenAICompatible({ name: 'local', baseURL: target.openAiBaseUrl, fetch: outbound('local', logger) });
    return { model: provider.chatModel(target.model) as LanguageModelV3, providerOptions: {}, providerName: 'local' };
  }
  const { baseURL, fetch } = cloudEndpoint(target.provider, config, logger);
  const id = target.model;
  switch (target.provider) {
    case 'provider_a': {
      const openai = createOpenAI({ apiKey: target.apiKey, baseURL, fetch });
      const model = config.aiProviderAApi === 'chat' ? openai.chat(id) : openai.responses(id);
      return { model: model as LanguageModelV3, providerOptions: openAiEffort(id, effort), providerName: target.provider };
    }
    case 'provider_b': {
      const anthropic = createAnthropic({ apiKey: target.apiKey, baseURL, fetch });
      return { model: anthropic(id) as LanguageModelV3, providerOptions: anthropicEffort(id, effort), providerName: target.provider };
    }
    case 'provider_c': {
      const google = createGoogleGenerativeAI({ apiKey: target.apiKey, baseURL, fetch });
      return { model: google(id) as LanguageModelV3, providerOptions: googleEffort(id, effort), providerName: target.provider };
    }
  }
}

/** OpenAI: `reasoningEffort` on its reasoning models (o-series, gpt-5); other models have no such option. */
export function openAiEffort(model: string, effort: Effort): ProviderOptions {
  return /^(o\d|gpt-5)/i.test(model) ? { openai: { reasoningEffort: effort } } : {};
}

const ANTHROPIC_BUDGET: Record<Effort, number> = { low: 1024, medium: 4096, high: 16_384 };
/** Anthropic: extended thinking with a token budget per effort, on the models that think (3.7 and 4.x and later). */
export function anthropicEffort(model: string, effort: Effort): ProviderOptions {
  if (!/^claude-(3-7|(opus|sonnet|haiku)-[4-9]|(opus|sonnet|haiku|fable)-\d)/i.test(model)) return {};
  return { anthropic: { thinking: { type: 'enabled', budgetTokens: ANTHROPIC_BUDGET[effort] } } };
}

const GEMINI_BUDGET: Record<Effort, number> = { low: 1024, medium: 8192, high: 24_576 };
/** Gemini: a thinking budget on 2.5 models, a thinking level on 3.x; older models have neither. */
export function googleEffort(model: string, effort: Effort): ProviderOptions {
  if (/^gemini-2\.5/i.test(model)) return { google: { thinkingConfig: { thinkingBudget: GEMINI_BUDGET[effort] } } };
  if (/^gemini-[3-9]/i.test(model)) return { google: { thinkingConfig: { thinkingLevel: effort } } };
  return {};
}
