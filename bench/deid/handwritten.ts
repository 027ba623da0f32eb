// Loads hand-written, hand-labelled note sets: bench/deid/handwritten/ and the independent sets bench/deid/heldout/ to
// bench/deid/heldout6/ (all development data now: their misses were read while tuning) and, when present, the held-out
// sets bench/deid/heldout7/ and heldout8/ (written by someone else and never read while tuning: the held-out columns;
// a missing one is skipped). All use one format (see
// handwritten/README.md): notes-*.txt with `### <id> <style> <patient>` headers and inline `{{CLASS:text}}` labels,
// and a contexts.ts exporting STAFF and PATIENTS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  IDENTIFIER_CLASSES, type DeidContext, type DeidPatient, type IdentifierClass, type KnownPerson,
} from '../../src/ai/deid/index.js';
import type { GoldSpan } from './builder.js';
import { PATIENTS, STAFF } from './handwritten/contexts.js';

export interface HandwrittenNote {
  readonly id: string;
  readonly style: string;
  readonly patient: string;
  readonly text: string;
  readonly context: DeidContext;
  readonly spans: readonly GoldSpan[];
  readonly identifierFree: boolean;
}

/** What a set's contexts.ts exports. */
export interface Roster {
  readonly STAFF: readonly KnownPerson[];
  readonly PATIENTS: Readonly<Record<string, DeidPatient>>;
}

const HERE = dirname(fileURLToPath(import.meta.url));
export const HANDWRITTEN_DIR = join(HERE, 'handwritten');
/** The first independent set (another engineer's notes); read while tuning since, so development data too. */
export const INDEPENDENT_DEV_DIR = join(HERE, 'heldout');
/** The second independent set (a third engineer's notes); held out for one round, read while tuning since. */
export const INDEPENDENT_DEV2_DIR = join(HERE, 'heldout2');
/** The third and fourth independent sets (a fourth and a fifth engineer's notes); held out in round 3, read in round 4. */
export const INDEPENDENT_DEV3_DIR = join(HERE, 'heldout3');
export const INDEPENDENT_DEV4_DIR = join(HERE, 'heldout4');
/** The fifth and sixth independent sets (a sixth and a seventh engineer's notes); held out in round 4, read in round 5. */
export const INDEPENDENT_DEV5_DIR = join(HERE, 'heldout5');
export const INDEPENDENT_DEV6_DIR = join(HERE, 'heldout6');
/** The seventh and eighth independent sets (an eighth and a ninth engineer's notes); held out in round 5, read in round 6. */
export const INDEPENDENT_DEV7_DIR = join(HERE, 'heldout7');
export const INDEPENDENT_DEV8_DIR = join(HERE, 'heldout8');
/** The ninth and tenth independent sets (a tenth and an eleventh engineer's notes); held out in round 6, read in round 7. */
export const INDEPENDENT_DEV9_DIR = join(HERE, 'heldout9');
export const INDEPENDENT_DEV10_DIR = join(HERE, 'heldout10');
/** The eleventh and twelfth independent sets; held out in round 7, read in round 8. */
export const INDEPENDENT_DEV11_DIR = join(HERE, 'heldout11');
export const INDEPENDENT_DEV12_DIR = join(HERE, 'heldout12');
/** The thirteenth to eighteenth independent sets; held out in rounds 8 to 10, read in rounds 9 to 11. */
export const INDEPENDENT_DEV13_DIR = join(HERE, 'heldout13');
export const INDEPENDENT_DEV14_DIR = join(HERE, 'heldout14');
export const INDEPENDENT_DEV15_DIR = join(HERE, 'heldout15');
export const INDEPENDENT_DEV16_DIR = join(HERE, 'heldout16');
export const INDEPENDENT_DEV17_DIR = join(HERE, 'heldout17');
export const INDEPENDENT_DEV18_DIR = join(HERE, 'heldout18');
/** The nineteenth to twenty-second; held out in rounds 11 and 12, read in rounds 12 and 13. */
export const INDEPENDENT_DEV19_DIR = join(HERE, 'heldout19');
export const INDEPENDENT_DEV20_DIR = join(HERE, 'heldout20');
export const INDEPENDENT_DEV21_DIR = join(HERE, 'heldout21');
export const INDEPENDENT_DEV22_DIR = join(HERE, 'heldout22');
/** The twenty-third to twenty-sixth; held out in rounds 13 and 14, read in round 15. */
export const INDEPENDENT_DEV23_DIR = join(HERE, 'heldout23');
export const INDEPENDENT_DEV24_DIR = join(HERE, 'heldout24');
export const INDEPENDENT_DEV25_DIR = join(HERE, 'heldout25');
export const INDEPENDENT_DEV26_DIR = join(HERE, 'heldout26');
/** The twenty-seventh to twenty-ninth; held out in round 15, read in round 16. */
export const INDEPENDENT_DEV27_DIR = join(HERE, 'heldout27');
export const INDEPENDENT_DEV28_DIR = join(HERE, 'heldout28');
export const INDEPENDENT_DEV29_DIR = join(HERE, 'heldout29');
/** The thirtieth to thirty-second; held out in round 16, read in round 17. */
export const INDEPENDENT_DEV30_DIR = join(HERE, 'heldout30');
export const INDEPENDENT_DEV31_DIR = join(HERE, 'heldout31');
export const INDEPENDENT_DEV32_DIR = join(HERE, 'heldout32');
export const INDEPENDENT_DEV33_DIR = join(HERE, 'heldout33');
export const INDEPENDENT_DEV34_DIR = join(HERE, 'heldout34');
export const INDEPENDENT_DEV35_DIR = join(HERE, 'heldout35');
/** The thirty-sixth to thirty-eighth; held out in round 18, read in round 19. */
export const INDEPENDENT_DEV36_DIR = join(HERE, 'heldout36');
export const INDEPENDENT_DEV37_DIR = join(HERE, 'heldout37');
export const INDEPENDENT_DEV38_DIR = join(HERE, 'heldout38');
/** The thirty-ninth to forty-first; held out in round 19, read in round 20. */
export const INDEPENDENT_DEV39_DIR = join(HERE, 'heldout39');
export const INDEPENDENT_DEV40_DIR = join(HERE, 'heldout40');
export const INDEPENDENT_DEV41_DIR = join(HERE, 'heldout41');
/** The forty-second to forty-fourth; held out in round 20, read in round 21. */
export const INDEPENDENT_DEV42_DIR = join(HERE, 'heldout42');
export const INDEPENDENT_DEV43_DIR = join(HERE, 'heldout43');
export const INDEPENDENT_DEV44_DIR = join(HERE, 'heldout44');
/** The forty-fifth to forty-seventh; held out in round 21, read in round 22. */
export const INDEPENDENT_DEV45_DIR = join(HERE, 'heldout45');
export const INDEPENDENT_DEV46_DIR = join(HERE, 'heldout46');
export const INDEPENDENT_DEV47_DIR = join(HERE, 'heldout47');
/** The forty-eighth to fiftieth; held out in round 22, read in round 23. */
export const INDEPENDENT_DEV48_DIR = join(HERE, 'heldout48');
export const INDEPENDENT_DEV49_DIR = join(HERE, 'heldout49');
export const INDEPENDENT_DEV50_DIR = join(HERE, 'heldout50');
/** The fifty-first to fifty-third; held out in round 23, read in round 24. */
export const INDEPENDENT_DEV51_DIR = join(HERE, 'heldout51');
export const INDEPENDENT_DEV52_DIR = join(HERE, 'heldout52');
export const INDEPENDENT_DEV53_DIR = join(HERE, 'heldout53');
/** The fifty-fourth to fifty-sixth; held out in round 24, read in round 25. */
export const INDEPENDENT_DEV54_DIR = join(HERE, 'heldout54');
export const INDEPENDENT_DEV55_DIR = join(HERE, 'heldout55');
export const INDEPENDENT_DEV56_DIR = join(HERE, 'heldout56');
/** The fifty-seventh to fifty-ninth; held out in round 25, read in round 26. */
export const INDEPENDENT_DEV57_DIR = join(HERE, 'heldout57');
export const INDEPENDENT_DEV58_DIR = join(HERE, 'heldout58');
export const INDEPENDENT_DEV59_DIR = join(HERE, 'heldout59');
/** The sixtieth to sixty-second; held out in round 26, read in round 27. */
export const INDEPENDENT_DEV60_DIR = join(HERE, 'heldout60');
export const INDEPENDENT_DEV61_DIR = join(HERE, 'heldout61');
export const INDEPENDENT_DEV62_DIR = join(HERE, 'heldout62');
/** The sixty-third to sixty-fifth; held out in round 27, read in round 28. */
export const INDEPENDENT_DEV63_DIR = join(HERE, 'heldout63');
export const INDEPENDENT_DEV64_DIR = join(HERE, 'heldout64');
export const INDEPENDENT_DEV65_DIR = join(HERE, 'heldout65');
/** The sixty-sixth to sixty-eighth; held out in round 28, read in round 29. */
export const INDEPENDENT_DEV66_DIR = join(HERE, 'heldout66');
export const INDEPENDENT_DEV67_DIR = join(HERE, 'heldout67');
export const INDEPENDENT_DEV68_DIR = join(HERE, 'heldout68');
/** Every independent set that is development data now, in the order they were written, with the bench's label. */
export const INDEPENDENT_DEV_SETS: ReadonlyArray<{ readonly label: string; readonly dir: string }> = [
  { label: 'independent set 1', dir: INDEPENDENT_DEV_DIR },
  { label: 'independent set 2', dir: INDEPENDENT_DEV2_DIR },
  { label: 'independent set 3', dir: INDEPENDENT_DEV3_DIR },
  { label: 'independent set 4', dir: INDEPENDENT_DEV4_DIR },
  { label: 'independent set 5', dir: INDEPENDENT_DEV5_DIR },
  { label: 'independent set 6', dir: INDEPENDENT_DEV6_DIR },
  { label: 'independent set 7', dir: INDEPENDENT_DEV7_DIR },
  { label: 'independent set 8', dir: INDEPENDENT_DEV8_DIR },
  { label: 'independent set 9', dir: INDEPENDENT_DEV9_DIR },
  { label: 'independent set 10', dir: INDEPENDENT_DEV10_DIR },
  { label: 'independent set 11', dir: INDEPENDENT_DEV11_DIR },
  { label: 'independent set 12', dir: INDEPENDENT_DEV12_DIR },
  { label: 'independent set 13', dir: INDEPENDENT_DEV13_DIR },
  { label: 'independent set 14', dir: INDEPENDENT_DEV14_DIR },
  { label: 'independent set 15', dir: INDEPENDENT_DEV15_DIR },
  { label: 'independent set 16', dir: INDEPENDENT_DEV16_DIR },
  { label: 'independent set 17', dir: INDEPENDENT_DEV17_DIR },
  { label: 'independent set 18', dir: INDEPENDENT_DEV18_DIR },
  { label: 'independent set 19', dir: INDEPENDENT_DEV19_DIR },
  { label: 'independent set 20', dir: INDEPENDENT_DEV20_DIR },
  { label: 'independent set 21', dir: INDEPENDENT_DEV21_DIR },
  { label: 'independent set 22', dir: INDEPENDENT_DEV22_DIR },
  { label: 'independent set 23', dir: INDEPENDENT_DEV23_DIR },
  { label: 'independent set 24', dir: INDEPENDENT_DEV24_DIR },
  { label: 'independent set 25', dir: INDEPENDENT_DEV25_DIR },
  { label: 'independent set 26', dir: INDEPENDENT_DEV26_DIR },
  { label: 'independent set 27', dir: INDEPENDENT_DEV27_DIR },
  { label: 'independent set 28', dir: INDEPENDENT_DEV28_DIR },
  { label: 'independent set 29', dir: INDEPENDENT_DEV29_DIR },
  { label: 'independent set 30', dir: INDEPENDENT_DEV30_DIR },
  { label: 'independent set 31', dir: INDEPENDENT_DEV31_DIR },
  { label: 'independent set 32', dir: INDEPENDENT_DEV32_DIR },
  { label: 'independent set 33', dir: INDEPENDENT_DEV33_DIR },
  { label: 'independent set 34', dir: INDEPENDENT_DEV34_DIR },
  { label: 'independent set 35', dir: INDEPENDENT_DEV35_DIR },
  { label: 'independent set 36', dir: INDEPENDENT_DEV36_DIR },
  { label: 'independent set 37', dir: INDEPENDENT_DEV37_DIR },
  { label: 'independent set 38', dir: INDEPENDENT_DEV38_DIR },
  { label: 'independent set 39', dir: INDEPENDENT_DEV39_DIR },
  { label: 'independent set 40', dir: INDEPENDENT_DEV40_DIR },
  { label: 'independent set 41', dir: INDEPENDENT_DEV41_DIR },
  { label: 'independent set 42', dir: INDEPENDENT_DEV42_DIR },
  { label: 'independent set 43', dir: INDEPENDENT_DEV43_DIR },
  { label: 'independent set 44', dir: INDEPENDENT_DEV44_DIR },
  { label: 'independent set 45', dir: INDEPENDENT_DEV45_DIR },
  { label: 'independent set 46', dir: INDEPENDENT_DEV46_DIR },
  { label: 'independent set 47', dir: INDEPENDENT_DEV47_DIR },
  { label: 'independent set 48', dir: INDEPENDENT_DEV48_DIR },
  { label: 'independent set 49', dir: INDEPENDENT_DEV49_DIR },
  { label: 'independent set 50', dir: INDEPENDENT_DEV50_DIR },
  { label: 'independent set 51', dir: INDEPENDENT_DEV51_DIR },
  { label: 'independent set 52', dir: INDEPENDENT_DEV52_DIR },
  { label: 'independent set 53', dir: INDEPENDENT_DEV53_DIR },
  { label: 'independent set 54', dir: INDEPENDENT_DEV54_DIR },
  { label: 'independent set 55', dir: INDEPENDENT_DEV55_DIR },
  { label: 'independent set 56', dir: INDEPENDENT_DEV56_DIR },
  { label: 'independent set 57', dir: INDEPENDENT_DEV57_DIR },
  { label: 'independent set 58', dir: INDEPENDENT_DEV58_DIR },
  { label: 'independent set 59', dir: INDEPENDENT_DEV59_DIR },
  { label: 'independent set 60', dir: INDEPENDENT_DEV60_DIR },
  { label: 'independent set 61', dir: INDEPENDENT_DEV61_DIR },
  { label: 'independent set 62', dir: INDEPENDENT_DEV62_DIR },
  { label: 'independent set 63', dir: INDEPENDENT_DEV63_DIR },
  { label: 'independent set 64', dir: INDEPENDENT_DEV64_DIR },
  { label: 'independent set 65', dir: INDEPENDENT_DEV65_DIR },
  { label: 'independent set 66', dir: INDEPENDENT_DEV66_DIR },
  { label: 'independent set 67', dir: INDEPENDENT_DEV67_DIR },
  { label: 'independent set 68', dir: INDEPENDENT_DEV68_DIR },
];
/**
 * The held-out sets, never read while tuning (heldout69/70/71 by three more engineers, written in round 29 before its
 * changes were measured on them); a directory that is not in this checkout is skipped. `DEID_HELDOUT_DIR` (one
 * directory, or several separated by commas) points the bench elsewhere.
 */
export const HELDOUT_DIRS = process.env.DEID_HELDOUT_DIR
  ? process.env.DEID_HELDOUT_DIR.split(',').map((d) => resolve(d.trim()))
  : [join(HERE, 'heldout69'), join(HERE, 'heldout70'), join(HERE, 'heldout71')];
export const HELDOUT_DIR = HELDOUT_DIRS[0]!;

const LABEL = /\{\{([A-Z]+)(\*?):([^}]*)\}\}/g;
const CLASSES = new Set<string>(IDENTIFIER_CLASSES);

/** Strips the inline labels, keeping each one's range in the clean text. */
export function parseLabelled(source: string): { text: string; spans: GoldSpan[] } {
  let text = '';
  let at = 0;
  const spans: GoldSpan[] = [];
  for (const m of source.matchAll(LABEL)) {
    const cls = m[1]!;
    if (!CLASSES.has(cls)) throw new Error(`unknown class ${cls} in a label`);
    text += source.slice(at, m.index);
    const start = text.length;
    text += m[3]!;
    const known = cls === 'PATIENT' || cls === 'STAFF' || m[2] === '*';
    spans.push({ start, end: text.length, cls: cls as IdentifierClass, known });
    at = m.index + m[0].length;
  }
  text += source.slice(at);
  return { text, spans };
}

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover): no subject patient, all of them as other patients.
 */
export function rosterContext(roster: Roster, patientKey: string): DeidContext {
  const toOther = (p: DeidPatient): KnownPerson => ({
    name: p.name, ...(p.fileNumber ? { fileNumber: p.fileNumber } : {}), ...(p.aliases ? { aliases: p.aliases } : {}),
  });
  if (patientKey === 'p0') return { staff: roster.STAFF, otherPatients: Object.values(roster.PATIENTS).map(toOther) };
  const patient = roster.PATIENTS[patientKey];
  if (!patient) throw new Error(`unknown patient ${patientKey}`);
  const others = Object.entries(roster.PATIENTS).filter(([k]) => k !== patientKey).map(([, p]) => toOther(p));
  return { patient, staff: roster.STAFF, otherPatients: others };
}

/** Every note of a set directory, each with its context. Throws on a malformed header or an unknown class. */
export function loadLabelledNotes(dir: string, roster: Roster): HandwrittenNote[] {
  const contexts = new Map<string, DeidContext>();
  const contextFor = (key: string) => {
    let c = contexts.get(key);
    if (!c) contexts.set(key, (c = rosterContext(roster, key)));
    return c;
  };
  const notes: HandwrittenNote[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
    const chunks = readFileSync(join(dir, file), 'utf8').split(/^### /m).slice(1);
    for (const chunk of chunks) {
      const nl = chunk.indexOf('\n');
      const [id, style, patient] = chunk.slice(0, nl < 0 ? undefined : nl).trim().split(/\s+/);
      if (!id || !style || !patient) throw new Error(`${file}: a note header needs an id, a style and a patient key`);
      const { text, spans } = parseLabelled(nl < 0 ? '' : chunk.slice(nl + 1).replace(/\s+$/, ''));
      notes.push({ id, style, patient, text, spans, context: contextFor(patient), identifierFree: spans.length === 0 });
    }
  }
  return notes;
}

/** bench/deid/handwritten: 155 notes, all of them development data now (their misses were read while tuning). */
export function loadHandwritten(): HandwrittenNote[] {
  return loadLabelledNotes(HANDWRITTEN_DIR, { STAFF, PATIENTS });
}

/** A set directory with its own contexts.ts (the held-out set by default), or null when it is not in this checkout. */
export async function loadHeldout(dir = HELDOUT_DIR): Promise<HandwrittenNote[] | null> {
  const contexts = join(dir, 'contexts.ts');
  if (!existsSync(contexts)) return null;
  const roster = (await import(pathToFileURL(contexts).href)) as Roster;
  if (!roster.STAFF || !roster.PATIENTS) throw new Error(`${contexts} must export STAFF and PATIENTS`);
  return loadLabelledNotes(dir, roster);
}
