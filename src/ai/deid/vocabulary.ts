// Maintained vocabularies instead of hand-kept word lists: the cspell English (US) dictionary, its medical-terms
// dictionary and its people-names list, all from npm. They answer three questions the detectors ask of a word:
// is it an ordinary English word (so a name part written like it needs person evidence), is it a medical term
// (so "Baker's cyst" and "Wood's lamp" are things, not people), and is it a person's name at all (so an unknown
// capitalised word beside a cue can be taken for a stranger).
//
// The English dictionary ships as a cspell trie: reading it costs ~0.7 s once per process, done on first use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { importTrie, iteratorTrieWords } from 'cspell-trie-lib';

const require = createRequire(import.meta.url);

/** Lower case, accents removed, apostrophes dropped: the form every name comparison uses. */
export function foldWord(word: string): string {
  const plain = /^[\x00-\x7f]*$/.test(word) ? word : word.normalize('NFKD').replace(/\p{M}+/gu, '');
  return plain.toLowerCase().replace(/['’`]/g, '');
}

interface Vocabulary {
  /** Ordinary English words: entries of the dictionary written in lower case ("rose", "amber", "grace"). */
  readonly english: ReadonlySet<string>;
  /** Medical terms, folded; possessive eponyms keep their `s` ("bakers", "woods", "murphys"). */
  readonly medical: ReadonlySet<string>;
  /** Given names and surnames, folded. */
  readonly people: ReadonlySet<string>;
  /** Possessive medical terms, folded without the `'s`: the eponyms ("baker", "wood", "murphy", "parkinson"). */
  readonly eponyms: ReadonlySet<string>;
}

let loaded: Vocabulary | null = null;

function packageFile(pkg: string, file: string): string {
  return require.resolve(`${pkg}/cspell-ext.json`).replace(/cspell-ext\.json$/, file);
}

function load(): Vocabulary {
  const english = new Set<string>();
  const trieText = gunzipSync(readFileSync(packageFile('@cspell/dict-en_us', 'en_US.trie.gz'))).toString('utf8');
  for (const w of iteratorTrieWords(importTrie(trieText.split('\n')))) {
    // "~word" entries are case-insensitive aliases of capitalised entries ("~john" for "John"): not evidence.
    if (w[0] !== '~' && w === w.toLowerCase()) english.add(w.replace(/['’]/g, ''));
  }
  const medical = new Set<string>();
  const eponyms = new Set<string>();
  const medText = gunzipSync(readFileSync(packageFile('@cspell/dict-medicalterms', 'dict/medicalterms-en.txt.gz'))).toString('utf8');
  for (const line of medText.split('\n')) {
    const w = line.trim();
    if (!w || w.startsWith('#')) continue;
    medical.add(foldWord(w));
    if (/['’]s$/.test(w)) eponyms.add(foldWord(w.slice(0, -2)));
  }
  const people = new Set<string>();
  for (const line of readFileSync(packageFile('@cspell/dict-people-names', 'dict/people-names.txt'), 'utf8').split('\n')) {
    const w = line.trim();
    if (w && !w.startsWith('#')) people.add(foldWord(w));
  }
  return { english, medical, people, eponyms };
}

export function vocabulary(): Vocabulary {
  return (loaded ??= load());
}

/** An ordinary English word ("amber", "grace", "hope"); `word` in any case. */
export function isEnglishWord(word: string): boolean {
  return vocabulary().english.has(foldWord(word));
}

/** A medical term ("papule", "Baker's", "Parkinson's"). */
export function isMedicalTerm(word: string): boolean {
  return vocabulary().medical.has(foldWord(word));
}

/** A given name or surname in the people-names list. */
export function isPersonName(word: string): boolean {
  return vocabulary().people.has(foldWord(word));
}

/** A name the medical dictionary uses as a possessive eponym ("Baker's cyst", "Wood's lamp", "Murphy's sign"). */
export function isEponymName(word: string): boolean {
  return vocabulary().eponyms.has(foldWord(word));
}
