// The engine never throws, whatever piece of a note it is given: every prefix and suffix of the development notes cut
// at word boundaries (a chat sends tool results and messages in pieces, a stream ends anywhere). A title as the last
// word of a text once made the strangers pass read past the end of the words and fail the whole chat turn (found by
// bench:chat). Only development sets are used: the held-out sets are never run by tests.
import { describe, expect, it } from 'vitest';
import { assertNoKnownIdentifiers, compileContext, deidentify } from '../../../src/ai/deid/index.js';
import {
  INDEPENDENT_DEV2_DIR, INDEPENDENT_DEV3_DIR, INDEPENDENT_DEV4_DIR, INDEPENDENT_DEV5_DIR, INDEPENDENT_DEV6_DIR, INDEPENDENT_DEV_DIR, loadHandwritten, loadHeldout, type HandwrittenNote,
} from '../../../bench/deid/handwritten.js';

const sets: Array<[string, () => Promise<HandwrittenNote[]>]> = [
  ['handwritten', async () => loadHandwritten()],
  ['heldout (development)', async () => (await loadHeldout(INDEPENDENT_DEV_DIR))!],
  ['heldout2 (development)', async () => (await loadHeldout(INDEPENDENT_DEV2_DIR))!],
  ['heldout3 (development)', async () => (await loadHeldout(INDEPENDENT_DEV3_DIR))!],
  ['heldout4 (development)', async () => (await loadHeldout(INDEPENDENT_DEV4_DIR))!],
  ['heldout5 (development)', async () => (await loadHeldout(INDEPENDENT_DEV5_DIR))!],
  ['heldout6 (development)', async () => (await loadHeldout(INDEPENDENT_DEV6_DIR))!],
];

/**
 * Cut points: every sixth word boundary and every line end. (Every third made this file 8 of the PGlite leg's 17
 * minutes in CI on the slow machine, each of its tests near the 300 s limit; the line ends, where a stream or a tool
 * result is cut most, are all kept.)
 */
function cuts(text: string): number[] {
  const points = new Set<number>();
  let n = 0;
  for (const m of text.matchAll(/\s+/g)) if (n++ % 6 === 0) points.add(m.index);
  for (const m of text.matchAll(/\n/g)) points.add(m.index);
  return [...points];
}

describe('de-identification of any prefix or suffix of a note', () => {
  it.each(sets)('%s: never throws, and the guard passes what it masks', async (_name, load) => {
    const failures: string[] = [];
    let pieces = 0;
    for (const note of await load()) {
      const compiled = compileContext(note.context);
      for (const at of cuts(note.text)) {
        for (const piece of [note.text.slice(0, at), note.text.slice(at)]) {
          pieces++;
          try {
            const masked = deidentify(piece, compiled, 'full').text;
            assertNoKnownIdentifiers(masked, compiled, { level: 'full' });
          } catch (err) {
            failures.push(`${note.id} ${JSON.stringify(piece.slice(-60))}: ${(err as Error).message.slice(0, 120)}`);
          }
        }
      }
    }
    expect(pieces).toBeGreaterThan(1_000);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});
