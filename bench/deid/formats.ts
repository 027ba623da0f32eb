// How identifiers get written in real notes: the surface forms the generator draws from. Each function takes the
// seeded faker so the set is reproducible.
import type { Faker } from '@faker-js/faker';

const MONTH_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface Ymd { y: number; m: number; d: number }

export function isoOf(d: Ymd): string {
  return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${s}`;
}

/** A date written in one of the forms clinicians and systems use. `compact` forms are only used for known dates. */
export function formatDate(f: Faker, d: Ymd, opts: { compact?: boolean } = {}): string {
  const mm = String(d.m).padStart(2, '0');
  const dd = String(d.d).padStart(2, '0');
  const yy = String(d.y % 100).padStart(2, '0');
  const long = MONTH_LONG[d.m - 1]!;
  const short = MONTH_SHORT[d.m - 1]!;
  const forms = [
    `${d.y}-${mm}-${dd}`, `${mm}/${dd}/${d.y}`, `${d.m}/${d.d}/${d.y}`, `${d.m}/${d.d}/${yy}`, `${long} ${d.d}, ${d.y}`,
    `${short} ${d.d}, ${d.y}`, `${short}. ${ordinal(d.d)} ${d.y}`, `${d.d} ${short} ${d.y}`, `${d.d} ${long} ${d.y}`,
    `${dd}-${short.toUpperCase()}-${d.y}`, `${ordinal(d.d)} of ${long}, ${d.y}`, `${long} ${ordinal(d.d)}, ${d.y}`,
    `${mm}-${dd}-${d.y}`, `${dd}.${mm}.${d.y}`, `${long.toUpperCase()} ${d.d}, ${d.y}`,
  ];
  // Day-first numeric forms only when unambiguous for a reader (day > 12), as a European-trained writer would.
  if (d.d > 12) forms.push(`${dd}/${mm}/${d.y}`, `${d.d}/${d.m}/${d.y}`);
  if (opts.compact) forms.push(`${d.y}${mm}${dd}`);
  return f.helpers.arrayElement(forms);
}

/** Partial dates that are still identifiers: month + day, month + year. */
export function formatPartialDate(f: Faker, d: Ymd): { lead: string; date: string } {
  return f.helpers.arrayElement([
    { lead: 'on ', date: `${d.m}/${d.d}` },
    { lead: 'in ', date: `${MONTH_LONG[d.m - 1]} ${d.y}` },
    { lead: 'since ', date: `${MONTH_SHORT[d.m - 1]} ${d.y}` },
    { lead: 'on ', date: `${MONTH_LONG[d.m - 1]} ${ordinal(d.d)}` },
    { lead: 'due ', date: `${MONTH_SHORT[d.m - 1]} ${d.d}` },
  ]);
}

export function randomDate(f: Faker, fromYear: number, toYear: number): Ymd {
  return { y: f.number.int({ min: fromYear, max: toYear }), m: f.number.int({ min: 1, max: 12 }), d: f.number.int({ min: 1, max: 28 }) };
}

export function randomPhoneDigits(f: Faker): string {
  return `${f.number.int({ min: 201, max: 989 })}${f.number.int({ min: 201, max: 989 })}${f.string.numeric(4)}`;
}

export function formatPhone(f: Faker, digits: string): string {
  const a = digits.slice(0, 3), b = digits.slice(3, 6), c = digits.slice(6);
  return f.helpers.arrayElement([
    `(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a}${b}${c}`, `+1 (${a}) ${b}-${c}`, `1-${a}-${b}-${c}`,
    `${a} ${b} ${c}`, `+1 ${a} ${b} ${c}`, `${a}-${b}-${c} x${f.string.numeric(3)}`, `+1${a}${b}${c}`, `(${a})${b}-${c}`,
  ]);
}

const SUFFIX_ABBREVIATION: Record<string, string> = {
  Street: 'St', Avenue: 'Ave', Road: 'Rd', Drive: 'Dr', Lane: 'Ln', Boulevard: 'Blvd', Court: 'Ct', Place: 'Pl',
  Parkway: 'Pkwy', Circle: 'Cir', Highway: 'Hwy', Square: 'Sq', Terrace: 'Ter', Trail: 'Trl', Crossing: 'Xing',
};

export interface StreetAddress { number: string; name: string; suffix: string; unit?: string }

export function randomStreet(f: Faker): StreetAddress {
  const suffix = f.helpers.arrayElement([...Object.keys(SUFFIX_ABBREVIATION), ...Object.keys(SUFFIX_ABBREVIATION), f.location.street().split(' ').pop()!]);
  const name = f.helpers.arrayElement([f.person.lastName(), f.person.firstName(), f.helpers.arrayElement(['Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Lake', 'Hill', 'Washington', 'Lincoln', 'Park', 'Church', 'Mill', 'River', 'Sunset', 'Highland'])]);
  const unit = f.helpers.maybe(() => f.helpers.arrayElement([`Apt ${f.number.int({ min: 1, max: 40 })}`, `Apt. ${f.number.int({ min: 100, max: 999 })}`, `Suite ${f.number.int({ min: 100, max: 900 })}`, `Unit ${f.number.int({ min: 1, max: 9 })}${f.helpers.arrayElement(['', 'B', 'C'])}`, `#${f.number.int({ min: 2, max: 30 })}`]), { probability: 0.3 });
  return { number: String(f.number.int({ min: 1, max: 99999 })), name, suffix, ...(unit ? { unit } : {}) };
}

export function formatStreet(f: Faker, s: StreetAddress): string {
  const abbr = SUFFIX_ABBREVIATION[s.suffix];
  const suffix = abbr && f.datatype.boolean() ? `${abbr}${f.datatype.boolean() ? '.' : ''}` : s.suffix;
  const line = `${s.number} ${s.name} ${suffix}`;
  return s.unit ? `${line}${f.helpers.arrayElement([', ', ' '])}${s.unit}` : line;
}

export function formatAgeOver89(f: Faker): { before: string; age: string; after: string } {
  const age = String(f.number.int({ min: 90, max: 104 }));
  return f.helpers.arrayElement([
    { before: '', age, after: '-year-old' }, { before: '', age, after: ' year old' }, { before: 'age ', age, after: '' },
    { before: '', age, after: ' y/o' }, { before: '', age, after: 'yo' }, { before: '', age, after: ' years old' },
    { before: 'aged ', age, after: '' }, { before: 'Age: ', age, after: '' }, { before: '', age, after: ' yo' },
  ]);
}

/** A one-letter typo past the first letter: substitution, deletion, insertion or transposition. */
export function typo(f: Faker, word: string): string {
  for (let attempt = 0; attempt < 10; attempt++) {
    const i = f.number.int({ min: 1, max: word.length - 2 });
    const letter = f.string.alpha({ length: 1, casing: 'lower' });
    const out = f.helpers.arrayElement([
      word.slice(0, i) + letter + word.slice(i + 1),
      word.slice(0, i) + word.slice(i + 1),
      word.slice(0, i) + letter + word.slice(i),
      word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2),
    ]);
    if (out !== word && out.toLowerCase() !== word.toLowerCase()) return out;
  }
  return word.slice(0, -1);
}

export function compressIpv6(full: string): string {
  const groups = full.split(':').map((g) => g.replace(/^0+(?=.)/, ''));
  return `${groups.slice(0, 2).join(':')}::${groups.slice(6).join(':')}`;
}
