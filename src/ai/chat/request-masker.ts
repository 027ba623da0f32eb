import {
  assertNoKnownIdentifiers, collectStrings, deidentify, type TokenMap, type CompiledContext, type DeidLevel, type IdentifierClass,
} from '../deid/index.js';

/** `[[PATIENT_2]]`, as the engine writes its tokens. */
const ENGINE_TOKEN = /\[\[([A-Z]+)_(\d+)\]\]/g;

/**
 * The de-identification state of one chat request (decisions.md §11): one token map for every provider call of the
 * request, and the work done once per part.
 *
 * The tool loop calls the provider several times, and each call's prompt repeats everything before it (the user's
 * messages, earlier tool calls and results). Each distinct part (a text, a tool call's input, a tool result) is
 * de-identified once, on its first call, and its masked form reused after; the engine's per-call tokens are renamed
 * into the request's tokens (one per class and value, numbered in order of first appearance), so a value keeps its
 * token across parts and calls. Likewise the outbound guard checks every string of a payload, but a string it already
 * passed within this request is not scanned again: same string, same context, same verdict.
 */
export class RequestMasker {
  /** Token name (`PATIENT_2`) → the value it stands for: what restore reads. Never leaves the process. */
  readonly tokens = new Map<string, string>();
  readonly classes = new Set<IdentifierClass>();
  readonly #tokenFor = new Map<string, string>();
  /** Numbering as the engine's: PATIENT_1 is the engine's subject patient, a chat request has none. */
  readonly #next = new Map<string, number>([['PATIENT', 1]]);
  readonly #masked = new Map<string, unknown>();
  readonly #passed = new Set<string>();

  constructor(readonly context: CompiledContext, readonly level: Exclude<DeidLevel, 'off'>) {}

  /** A text, de-identified (once per distinct text in the request). */
  maskText(text: string): string {
    const key = `t${text}`;
    const hit = this.#masked.get(key);
    if (hit !== undefined) return hit as string;
    // A message of a conversation: an earlier message may name the patient this one only refers to ("And the INR
    // recheck? Starting 12/01 ..."), so its dates are someone's whatever it says.
    const result = deidentify(text, this.context, this.level, 'part');
    const masked = this.#rename(result.text, result.tokens);
    for (const cls of result.classes) this.classes.add(cls);
    this.#masked.set(key, masked);
    return masked;
  }

  /** Any JSON-like value (a tool call's input, a tool result), de-identified as a whole (keys guide the engine). */
  maskValue(value: unknown): unknown {
    if (typeof value === 'string') return this.maskText(value);
    const key = `j${JSON.stringify(value)}`;
    if (!this.#masked.has(key)) {
      const result = deidentify(value, this.context, this.level);
      for (const cls of result.classes) this.classes.add(cls);
      this.#masked.set(key, this.#renameIn(result.value, result.tokens));
    }
    // The prompt is the caller's to change (a fault point plants leaks into it): hand out a copy.
    return structuredClone(this.#masked.get(key));
  }

  /**
   * Throws the engine's DeidLeakError if a known identifier is still in `payload`. Every string of the payload (keys
   * and numbers too, as the guard reads them) is checked unless an identical string already passed in this request;
   * the new ones are checked together in one guard call.
   */
  guard(payload: unknown): void {
    const strings: string[] = [];
    collectStrings(payload, strings);
    const fresh = strings.filter((s) => !this.#passed.has(s));
    if (fresh.length === 0) return;
    assertNoKnownIdentifiers(fresh, this.context, { level: this.level });
    for (const s of fresh) this.#passed.add(s);
  }

  /** The request's token for a class and value, assigned on first sight. */
  #token(cls: string, value: string): string {
    const identity = `${cls}\u0000${value}`;
    let name = this.#tokenFor.get(identity);
    if (!name) {
      const n = (this.#next.get(cls) ?? 0) + 1;
      this.#next.set(cls, n);
      name = `${cls}_${n}`;
      this.#tokenFor.set(identity, name);
      this.tokens.set(name, value);
    }
    return name;
  }

  /** Renames the engine's tokens of one call (only those in its map) into the request's. */
  #rename(text: string, local: TokenMap): string {
    if (local.size === 0) return text;
    return text.replace(ENGINE_TOKEN, (match, cls: string, n: string) => {
      const value = local.get(`${cls}_${n}`);
      return value === undefined ? match : `[[${this.#token(cls, value)}]]`;
    });
  }

  #renameIn(value: unknown, local: TokenMap): unknown {
    if (typeof value === 'string') return this.#rename(value, local);
    if (Array.isArray(value)) return value.map((v) => this.#renameIn(v, local));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.#renameIn(v, local)]));
    }
    return value;
  }
}
