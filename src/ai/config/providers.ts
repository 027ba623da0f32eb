/**
 * The cloud providers and model-id families of decisions.md §5. The API speaks the interface names
 * (`provider_a`…); vendor names are accepted on input as aliases.
 */
export const PROVIDERS = ['provider_a', 'provider_b', 'provider_c'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const AI_MODES = ['api', 'local', 'auto', 'off'] as const;
export type AiMode = (typeof AI_MODES)[number];

export const EFFORTS = ['low', 'medium', 'high'] as const;
export type Effort = (typeof EFFORTS)[number];

export const DEID_LEVELS = ['full', 'names', 'off'] as const;
export type DeidLevel = (typeof DEID_LEVELS)[number];

export type Vendor = 'openai' | 'anthropic' | 'google';

export const PROVIDER_VENDOR: Record<Provider, Vendor> = {
  provider_a: 'openai',
  provider_b: 'anthropic',
  provider_c: 'google',
};

const ALIASES: Record<string, Provider> = {
  provider_a: 'provider_a', openai: 'provider_a',
  provider_b: 'provider_b', anthropic: 'provider_b',
  provider_c: 'provider_c', google: 'provider_c', gemini: 'provider_c',
};

/** `provider_a` / `openai` (any case, surrounding blanks ignored) → `provider_a`; unknown → null. */
export function normaliseProvider(value: string): Provider | null {
  return ALIASES[value.trim().toLowerCase()] ?? null;
}

/** Providers with a speech-to-text model (decisions.md §5). */
export const SPEECH_PROVIDERS: readonly Provider[] = ['provider_a', 'provider_c'];
export function isSpeechCapable(provider: Provider): boolean {
  return SPEECH_PROVIDERS.includes(provider);
}

/** The sentinel model id that means "the user's local model server". */
export const LOCAL_MODEL = 'local';

/** Model ids: letters, digits and `.-_:/@+`, starting with a letter or digit. */
export const MODEL_ID_PATTERN = /^[A-Za-z0-9][\w.:/@+-]{0,199}$/;

/** Which provider serves a model id, by family: `gpt-*`, `o<digit>*`, `chatgpt-*`, `claude-*`, `gemini-*`. */
export function providerForModel(model: string): Provider | null {
  const m = model.trim().toLowerCase();
  if (m.startsWith('gpt-') || m.startsWith('chatgpt-') || /^o\d/.test(m)) return 'provider_a';
  if (m.startsWith('claude-')) return 'provider_b';
  if (m.startsWith('gemini-')) return 'provider_c';
  return null;
}

/**
 * The model used when neither the request nor the user's `defaultModel` names one. The chat agent may override these
 * with whatever it is tuned for; they only have to be valid ids of each family.
 */
export const FALLBACK_MODELS: Record<Provider, string> = {
  provider_a: 'gpt-4.1-mini',
  provider_b: 'claude-sonnet-4-5',
  provider_c: 'gemini-2.5-flash',
};
