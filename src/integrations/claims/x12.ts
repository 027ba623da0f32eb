/**
 * A small X12 tokenizer and serializer (README, Integrations: why not a library). It knows the interchange envelope
 * only; what the segments mean is read by remittance.ts (835) and written by claim837.ts (837P).
 *
 * The delimiters are read from the ISA, whose layout is fixed: the element separator is the character after "ISA",
 * ISA11 is the repetition separator (5010), ISA16 (the 16th element) the component separator, and the character
 * after ISA16 ends every segment. Line breaks that senders put after each terminator are not data and are dropped.
 */

export interface X12Delimiters { element: string; component: string; repetition: string; segment: string }

/** A segment as its id and elements: `elements[0]` is the id ("CLP"), `elements[n]` is the n-th element. */
export type X12Segment = string[];

export class X12Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'X12Refusal';
  }
}

const ISA_ELEMENTS = 16;

function delimitersOf(text: string): X12Delimiters {
  if (!text.startsWith('ISA') || text.length < 106) throw new X12Refusal('an X12 interchange starts with an ISA segment');
  const element = text[3]!;
  if (/[A-Za-z0-9\s]/.test(element)) throw new X12Refusal('the ISA has no element separator');
  // The 16 elements of the ISA are fixed-length, but senders pad them loosely; count separators instead of columns.
  let at = 3;
  const starts: number[] = [];
  for (let n = 0; n < ISA_ELEMENTS; n++) {
    starts.push(at + 1);
    if (n < ISA_ELEMENTS - 1) {
      at = text.indexOf(element, at + 1);
      if (at < 0 || at > 200) throw new X12Refusal('the ISA segment is incomplete');
    }
  }
  const isa11 = text.slice(starts[10]!, text.indexOf(element, starts[10]!));
  const component = text[starts[15]!];
  const segment = text[starts[15]! + 1];
  if (component === undefined || segment === undefined || component === element || segment === element || segment === component) {
    throw new X12Refusal('the ISA has no component separator and segment terminator after ISA16');
  }
  // ISA11 is "U" (the US standards body) in 4010 and a repetition separator from 5010; a letter is not a delimiter.
  const repetition = isa11.length === 1 && !/[A-Za-z0-9 ]/.test(isa11) ? isa11 : '';
  return { element, component, repetition, segment };
}

/** The segments of an X12 interchange (or several, one after another) with its delimiters. */
export function tokenizeX12(raw: string): { delimiters: X12Delimiters; segments: X12Segment[] } {
  const text = raw.replace(/^\uFEFF/, '').replace(/^\s+/, '');
  const delimiters = delimitersOf(text);
  const segments = text.split(delimiters.segment)
    .map((s) => s.replace(/^\s+|\s+$/g, ''))
    .filter((s) => s.length > 0)
    .map((s) => s.split(delimiters.element));
  for (const s of segments) {
    if (!/^[A-Z][A-Z0-9]{1,2}$/.test(s[0]!)) throw new X12Refusal(`"${s[0]!.slice(0, 10)}" is not an X12 segment id`);
  }
  return { delimiters, segments };
}

/** The components of a composite element ("HC:99213:25" → ["HC", "99213", "25"]). */
export function componentsOf(value: string | undefined, delimiters: X12Delimiters): string[] {
  return (value ?? '').split(delimiters.component);
}

/** The delimiters this service writes: those of the X12 implementation guides' examples. */
export const OUR_DELIMITERS: X12Delimiters = { element: '*', component: ':', repetition: '^', segment: '~' };

/** Latin letters that Unicode decomposition does not take apart, as the ASCII an X12 element can carry. */
const ASCII_LETTERS: Record<string, string> = {
  Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Đ: 'D', đ: 'd', Ð: 'D', ð: 'd', Þ: 'Th', þ: 'th', ß: 'ss', Æ: 'AE', æ: 'ae',
  Œ: 'OE', œ: 'oe', ı: 'i', Ħ: 'H', ħ: 'h',
};

/**
 * Text as an X12 data element. X12 carries printable ASCII only and has no escape sequence: accented Latin letters
 * lose their accents (Zoë → Zoe, Łukasz → Lukasz), and delimiter characters, control characters and anything else
 * outside ASCII (another script, a typographic quote) are replaced by a space (a name like "O*Brien" cannot be sent
 * as written); the result is trimmed, so a value with no ASCII letters at all comes out empty.
 */
export function x12Text(value: string, delimiters: X12Delimiters = OUR_DELIMITERS): string {
  let out = '';
  for (const ch of value.normalize('NFKD')) {
    if (/\p{M}/u.test(ch)) continue;
    const code = ch.codePointAt(0)!;
    const banned = code < 0x20 || code > 0x7e || ch === delimiters.element || ch === delimiters.component
      || ch === delimiters.repetition || ch === delimiters.segment;
    out += ASCII_LETTERS[ch] ?? (banned ? ' ' : ch);
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** An element: text, or a composite given as its components (trailing empty components dropped). */
export type X12Element = string | readonly string[];

/**
 * Segments as X12 text, one segment per line after its terminator (receivers ignore the line breaks; people reading
 * the message need them). Trailing empty elements are dropped, as the standard requires.
 */
export function serializeX12(segments: readonly (readonly X12Element[])[], delimiters: X12Delimiters = OUR_DELIMITERS): string {
  return segments.map((segment) => {
    const elements = segment.map((e) => (typeof e === 'string' ? e : trimEnd([...e]).join(delimiters.component)));
    return `${trimEnd(elements).join(delimiters.element)}${delimiters.segment}\n`;
  }).join('');
}

function trimEnd(values: string[]): string[] {
  let end = values.length;
  while (end > 1 && values[end - 1] === '') end--;
  return values.slice(0, end);
}
