import type { CompiledQuery, Compilable } from 'kysely';

// A hot read builds the same statement on every request, and only its values change: building the Kysely tree and
// compiling it to SQL was 9% of the service's busy time on GET /api/patients/{fileNumber} (issue 17, V8 CPU profile;
// Kysely's own share fell to 4% with the read compiled once). A shape is built and compiled once with placeholders for its values; each call then
// fills in its values, and the SQL text is the same one (so the dialect's prepared statement is reused too).

const MARK = '\u0000value:';
const PLACEHOLDER = /\u0000value:(\d+)\u0000/g;

/** The placeholder for the `i`-th value: a string no real value can contain (PostgreSQL text cannot hold NUL). */
function placeholder(i: number): string {
  return `${MARK}${i}\u0000`;
}

type Fill = (values: readonly string[]) => unknown;

function filler(parameter: unknown): Fill {
  if (typeof parameter !== 'string' || !parameter.includes(MARK)) return () => parameter;
  const whole = /^\u0000value:(\d+)\u0000$/.exec(parameter);
  if (whole) {
    const index = Number(whole[1]);
    return (values) => values[index];
  }
  return (values) => parameter.replace(PLACEHOLDER, (_m, i: string) => values[Number(i)]!);
}

/**
 * Statements compiled once per shape key. `build` receives one placeholder per value and must use them only as query
 * values (parameters), never to decide the statement's structure: whatever decides the structure belongs in the key.
 */
export class QueryShapes<R> {
  private readonly shapes = new Map<string, { compiled: CompiledQuery<R>; fills: Fill[]; count: number }>();

  /**
   * `valueCount`: how many values every call passes, or `'per-shape'` when the key also decides how many (each shape
   * then checks its own count). `maxShapes`: past this many stored shapes, a new one is compiled for its call only.
   */
  constructor(private readonly valueCount: number | 'per-shape', private readonly maxShapes = Infinity) {}

  compile(key: string, values: readonly string[], build: (placeholders: readonly string[]) => Compilable<R>): CompiledQuery<R> {
    if (this.valueCount !== 'per-shape' && values.length !== this.valueCount) throw new Error(`expected ${this.valueCount} values, got ${values.length}`);
    let shape = this.shapes.get(key);
    if (shape && shape.count !== values.length) throw new Error(`expected ${shape.count} values for this shape, got ${values.length}`);
    if (!shape) {
      const compiled = build(Array.from({ length: values.length }, (_, i) => placeholder(i))).compile();
      if (compiled.sql.includes(MARK)) throw new Error('a placeholder was written into the SQL text instead of a parameter');
      shape = { compiled, fills: compiled.parameters.map(filler), count: values.length };
      if (this.shapes.size < this.maxShapes) this.shapes.set(key, shape);
    }
    const { compiled, fills } = shape;
    return { ...compiled, parameters: fills.map((fill) => fill(values)) };
  }
}
