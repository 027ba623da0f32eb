import type { IdentifierClass } from './types.js';

/** `[[PATIENT_1]]`: double brackets because models copy them faithfully and they never occur in clinical text. */
export function formatToken(name: string): string {
  return `[[${name}]]`;
}

const inspectSymbol = Symbol.for('nodejs.util.inspect.custom');

/**
 * Token name (`PATIENT_1`) → the original text it stands for. It lives only in the server process: it refuses to
 * serialise its values and logs as a count, so a careless `JSON.stringify(result)` or a log line leaks nothing.
 */
export class TokenMap {
  readonly #values = new Map<string, string>();

  get size(): number {
    return this.#values.size;
  }

  /** Accepts `PATIENT_1` or `[[PATIENT_1]]`, any case. */
  get(token: string): string | undefined {
    return this.#values.get(token.replace(/^\[\[|\]\]$/g, '').toUpperCase());
  }

  has(token: string): boolean {
    return this.get(token) !== undefined;
  }

  entries(): IterableIterator<[string, string]> {
    return this.#values.entries();
  }

  /** For the engine; callers only read. */
  set(token: string, value: string): void {
    this.#values.set(token.toUpperCase(), value);
  }

  toJSON(): { tokenCount: number } {
    return { tokenCount: this.#values.size };
  }

  [inspectSymbol](): string {
    return `TokenMap(${this.#values.size} tokens)`;
  }
}

/**
 * Hands out tokens during one call: the same identity always gets the same token, numbering follows the order
 * of first appearance. PATIENT_1 is reserved for the subject patient so a prompt can refer to it.
 */
export class TokenAssigner {
  readonly map = new TokenMap();
  readonly #byKey = new Map<string, string>();
  readonly #next = new Map<IdentifierClass, number>([['PATIENT', 2]]);

  /**
   * `key` is the identity (a person id, or class + surface); `value` is what restore gives back. When one
   * identity is seen under several surfaces, `keepLongest` keeps the most complete one ("Dr. Roe" → "Jane Roe").
   */
  tokenFor(cls: IdentifierClass, key: string, value: string, options: { index?: number; keepLongest?: boolean } = {}): string {
    let name = this.#byKey.get(key);
    if (!name) {
      let index = options.index;
      if (index === undefined) {
        index = this.#next.get(cls) ?? 1;
        this.#next.set(cls, index + 1);
      }
      name = `${cls}_${index}`;
      this.#byKey.set(key, name);
      this.map.set(name, value);
    } else if (options.keepLongest && value.length > (this.map.get(name)?.length ?? 0)) {
      this.map.set(name, value);
    }
    return formatToken(name);
  }
}
