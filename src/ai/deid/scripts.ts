// Names written in another script. A Cyrillic, Greek or Armenian word is transliterated letter by letter (the
// common romanizations: "Слободкина" → "slobodkina", "Χριστοδούλου" → "christodoulou", "Անահիտ" → "anahit") and
// compared with the known people's name parts, allowing one letter's difference (romanizations disagree: Yuriy/Yuri).
// A Korean name in Hangul is read by the Revised Romanization (an algorithm: each
// syllable block decomposes into its letters) and compared with the known people's names in either order, so
// "백혜진" beside "Baek Hye Jin" is the patient. A Chinese or Japanese name in Han characters cannot be read without
// a dictionary: it is found by the words written around it (先生, 女士, 患者, 姓名...) and masked as a name.
import type { Person } from './persons.js';
import { PRIORITY, type Detection } from './spans.js';
import { editDistance } from './text.js';
import { foldWord } from './vocabulary.js';

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y',
  ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u',
};
const GREEK: Readonly<Record<string, string>> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
const ARMENIAN: Readonly<Record<string, string>> = {
  ա: 'a', բ: 'b', գ: 'g', դ: 'd', ե: 'e', զ: 'z', է: 'e', ը: 'y', թ: 't', ժ: 'zh', ի: 'i', լ: 'l', խ: 'kh', ծ: 'ts', կ: 'k',
  հ: 'h', ձ: 'dz', ղ: 'gh', ճ: 'ch', մ: 'm', յ: 'y', ն: 'n', շ: 'sh', ո: 'o', չ: 'ch', պ: 'p', ջ: 'j', ռ: 'r', ս: 's', վ: 'v',
  տ: 't', ր: 'r', ց: 'ts', փ: 'p', ք: 'k', օ: 'o', ֆ: 'f', և: 'ev',
};

/** "Слободкина" → "slobodkina", "Χριστοδούλου" → "christodoulou", "Անահիտ" → "anahit". */
export function transliterate(word: string): string {
  // Cyrillic and Armenian letters are read as written ("й" is not "и" with a mark); Armenian "ու" is one sound, "u".
  let read = '';
  for (const ch of word.normalize('NFC').toLowerCase().replace(/ու/g, 'u')) read += CYRILLIC[ch] ?? ARMENIAN[ch] ?? ch;
  // Greek loses its accents ("ύ" is "υ"), then "ου" is "ou".
  const plain = read.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/ου/g, 'ou').replace(/αι/g, 'ai');
  let out = '';
  for (const ch of plain) out += GREEK[ch] ?? (/[a-z]/.test(ch) ? ch : '');
  return out;
}

// "Тер-Петросян": a hyphenated name is one word (its halves alone may be too short, "Тер").
const OTHER_SCRIPT_WORD = /[\u0400-\u04ff\u0370-\u03ff\u1f00-\u1fff\u0531-\u0587]{3,}(?:-[\u0400-\u04ff\u0370-\u03ff\u1f00-\u1fff\u0531-\u0587]{2,})*|[\u0400-\u04ff\u0370-\u03ff\u1f00-\u1fff\u0531-\u0587]{2}(?:-[\u0400-\u04ff\u0370-\u03ff\u1f00-\u1fff\u0531-\u0587]{2,})+/gu;
// "Рубинчик Ф.", "Ф. Рубинчик": one capital and a dot beside a name in the same script is its initial.
const INITIAL_AFTER = /^[ \t]+[\u0400-\u042f\u0391-\u03a9\u0531-\u0556]\.(?:[ \t]?[\u0400-\u042f\u0391-\u03a9\u0531-\u0556]\.)?/u;
const INITIAL_BEFORE = /(?<![\p{L}])[\u0400-\u042f\u0391-\u03a9\u0531-\u0556]\.(?:[ \t]?[\u0400-\u042f\u0391-\u03a9\u0531-\u0556]\.)?[ \t]+$/u;
// Russian and Ukrainian case endings a name takes in a sentence ("Когана", "Слободкиной"), tried (the longest that
// fits first, one only) when the word as written names no one.
const CASE_ENDINGS = ['oy', 'om', 'ym', 'im', 'ei', 'a', 'u', 'e', 'y', 'i'];

interface PartIndex { readonly exact: Map<string, number>; readonly near: ReadonlyArray<readonly [string, number]> }
const partsCache = new WeakMap<readonly Person[], PartIndex>();

/**
 * Every name part of four letters or more, folded, for an exact lookup; the subject's and the staff's parts (a
 * handful) also for a one-letter difference. Built once per context, only when such a script is seen.
 */
function partIndex(people: readonly Person[]): PartIndex {
  let index = partsCache.get(people);
  if (!index) {
    const exact = new Map<string, number>();
    const near: Array<readonly [string, number]> = [];
    people.forEach((p, i) => {
      const parts = [...p.given, ...p.middle, ...p.family, ...p.aliases, ...p.nicknames];
      // "Ter-Petrosyan" also by its halves ("Петросян").
      for (const part of [...parts, ...parts.flatMap((w) => (w.includes('-') ? w.split('-') : []))]) {
        const key = foldWord(part).replace(/[^a-z]/g, '');
        if (key.length < 4 || exact.has(key)) continue;
        exact.set(key, i);
        if (p.singlePartAllowed && key.length >= 5) near.push([key, i]);
      }
    });
    partsCache.set(people, (index = { exact, near }));
  }
  return index;
}

/**
 * The person whose part the key is; for the subject and the staff also a part it differs from by one letter (from
 * five letters: romanizations disagree, Yuriy/Yuri). Another patient of a 10,000-person roster needs the exact part.
 */
function personOf(index: PartIndex, key: string): number | undefined {
  const hit = index.exact.get(key);
  if (hit !== undefined || key.length < 5) return hit;
  for (const [part, who] of index.near) if (editDistance(key, part) <= 1) return who;
  return undefined;
}

const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const VOWELS = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];
const FINALS = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'];

/** "백혜진" → "baekhyejin" (Revised Romanization, syllable by syllable). */
export function romanizeHangul(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)! - 0xac00;
    if (code < 0 || code > 11171) continue;
    out += INITIALS[Math.floor(code / 588)]! + VOWELS[Math.floor((code % 588) / 28)]! + FINALS[code % 28]!;
  }
  return out;
}

/** What romanizations disagree on (Kim/Gim, Park/Bak, Lee/Rhee, Choi/Choe) folded away. */
function skeleton(s: string): string {
  return s.replace(/[^a-z]/g, '').replace(/k/g, 'g').replace(/p/g, 'b').replace(/t/g, 'd').replace(/l/g, 'r').replace(/ch/g, 'j')
    .replace(/eo/g, 'o').replace(/oi/g, 'oe').replace(/(.)\1/g, '$1');
}

const HANGUL_RUN = /[\uac00-\ud7a3]{2,5}/g;

/** The name keys of each person (given then family, family then given), as skeletons; built once per index. */
const keysCache = new WeakMap<readonly Person[], Map<string, number>>();
function personKeys(people: readonly Person[]): Map<string, number> {
  let keys = keysCache.get(people);
  if (!keys) {
    keys = new Map();
    people.forEach((p, i) => {
      const g = [...p.given, ...p.middle].map(foldWord).join('');
      const f = p.family.map(foldWord).join('');
      for (const k of [g + f, f + g]) if (k.length >= 4 && !keys!.has(skeleton(k))) keys!.set(skeleton(k), i);
    });
    keysCache.set(people, keys);
  }
  return keys;
}

// "王建国 先生", "患者：王建国", "姓名 李小龙": a Han name beside an honorific or a name label.
const HAN_NAME = /(?<=(?:姓名|患者|病人|病患|氏名|您好|尊敬的)[：:\s]*)[\u4e00-\u9fff]{2,4}(?![\u4e00-\u9fff])|[\u4e00-\u9fff]{2,4}(?=[ \t]*(?:先生|女士|小姐|太太|夫人|老先生|老太太|医生|医師|大夫|护士|老师|さん|様|님|씨))/gu;

/** The person a word in another script names, as written or with a case ending taken off. */
function scriptPerson(index: PartIndex, word: string): number | undefined {
  const key = transliterate(word);
  const who = key.length >= 4 ? personOf(index, key) : undefined;
  if (who !== undefined) return who;
  const ending = key.length >= 6 ? CASE_ENDINGS.find((e) => key.endsWith(e)) : undefined;
  return ending ? personOf(index, key.slice(0, -ending.length)) : undefined;
}

export function findOtherScripts(text: string, people: readonly Person[]): Detection[] {
  const out: Detection[] = [];
  if (/[\uac00-\ud7a3]/.test(text)) {
    const keys = personKeys(people);
    for (const m of text.matchAll(HANGUL_RUN)) {
      const who = keys.get(skeleton(romanizeHangul(m[0])));
      if (who === undefined) continue;
      const p = people[who]!;
      out.push({ start: m.index, end: m.index + m[0].length, cls: p.cls, known: true, key: p.key, value: p.display, priority: PRIORITY.knownPerson });
    }
  }
  if (/[\u0400-\u04ff\u0370-\u03ff\u1f00-\u1fff\u0531-\u0587]/.test(text)) {
    const index = partIndex(people);
    for (const m of text.matchAll(OTHER_SCRIPT_WORD)) {
      // A hyphenated word that names no one whole is tried half by half ("Брэнниган-то", "Брэнниган-Смит").
      let offset = 0;
      for (const part of [m[0], ...(m[0].includes('-') ? m[0].split('-') : [])]) {
        const at = m.index + (part === m[0] ? 0 : offset);
        if (part !== m[0]) offset += part.length + 1;
        const who = scriptPerson(index, part);
        if (who === undefined) continue;
        const p = people[who]!;
        const end = at + part.length;
        // "Рубинчик Ф.", "Ф. Рубинчик": a capital and a dot beside the name when it is the initial of the person's
        // given name ("витамин Д. Брэнниган" keeps its "Д.").
        const initialOf = (s: string | undefined) => !!s && p.given.concat(p.middle).some((g) => foldWord(g).replace(/[^a-z]/g, '').startsWith(transliterate(s.replace(/[^\p{L}]/gu, '').slice(0, 1))));
        const before = INITIAL_BEFORE.exec(text.slice(Math.max(0, at - 8), at))?.[0];
        const after = INITIAL_AFTER.exec(text.slice(end, end + 8))?.[0];
        const start = at - (initialOf(before) ? before!.length : 0);
        out.push({ start, end: end + (initialOf(after) ? after!.length : 0), cls: p.cls, known: true, key: p.key, value: p.display, priority: PRIORITY.knownPerson });
        break;
      }
    }
  }
  if (/[\u4e00-\u9fff]/.test(text)) {
    for (const m of text.matchAll(HAN_NAME)) {
      out.push({ start: m.index, end: m.index + m[0].length, cls: 'NAME', known: false, key: `name:${m[0]}`, value: m[0], priority: PRIORITY.unknownPerson });
    }
  }
  return out;
}

// Scripts a name may be written in beside its Latin spelling: Arabic, Hebrew, Ethiopic, the Indic scripts, Thai,
// Myanmar, Khmer, Lao, Hangul, Han and kana, Cyrillic, Greek, Armenian, Georgian.
const SCRIPT_LETTER = String.raw`\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Ethiopic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Thai}\p{Script=Myanmar}\p{Script=Khmer}\p{Script=Lao}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Georgian}`;
const SCRIPT_WORD = String.raw`[${SCRIPT_LETTER}][${SCRIPT_LETTER}\p{M}\u200c\u200d'’-]*`;
// One to four words of such a script.
const SCRIPT_RUN = String.raw`${SCRIPT_WORD}(?:[ \t]+${SCRIPT_WORD}){0,3}`;
// "Nabiha al-Hajri (نبيهة الحجري)", "Selamawit Getachew / ሰላማዊት ጌታቸው": right after a person, in brackets or after a slash.
const SCRIPT_AFTER_PERSON = new RegExp(String.raw`^[ \t]*(?:[(\[（][ \t]*(${SCRIPT_RUN})[ \t]*[)\]）]|\/[ \t]*(${SCRIPT_RUN})(?![\p{L}\p{M}]))`, 'u');
// "شامسون ناهار (Shamsun Nahar)", "류병철 / RYU BYUNG CHUL": right before a person in brackets or after a slash.
const SCRIPT_BEFORE_PERSON = new RegExp(String.raw`(?<![\p{L}\p{M}])(${SCRIPT_RUN})[ \t]*(?:[(\[（]|\/)[ \t]*$`, 'u');
// "Patient: ሰላማዊት ጌታቸው", "On Iraqi ID: …", "Chinese name 周桂芬": a label that says a name follows.
const SCRIPT_NAME_LABEL = new RegExp(String.raw`(?:\b(?:(?<![\p{L}][ \t]{0,3})(?:patient|pt|name)|(?:full|legal|family|given|first|last|maiden|birth|preferred|native|chinese|arabic|korean|japanese|russian|ukrainian|hebrew|amharic|tigrinya|farsi|persian|dari|pashto|urdu|hindi|bengali|nepali|burmese|karen|thai|khmer|lao|vietnamese|greek|armenian|georgian)[ \t]+name|on[ \t]+(?:the[ \t]+|his[ \t]+|her[ \t]+)?[A-Za-z]+[ \t]+(?:ID|id|passport|card|cédula|document)(?:[ \t]+copy)?)[ \t]*[:：]?[ \t]*|(?:환자|患者|姓名|氏名|이름)[ \t]*[:：]?[ \t]*)(${SCRIPT_RUN})(?=[ \t]*(?:[(\/;)]|\r?\n|$)|[ \t]*[,.](?![ \t]*[${SCRIPT_LETTER}])|[ \t]+\p{Ll})`, 'giu');

/** Does the run have letters with case (Cyrillic, Greek, Armenian)? */
function hasCapitals(run: string): boolean {
  return /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]/u.test(run);
}

/** A run as long as a name: Han or kana two to five characters, Hangul up to six, other scripts one to three words. */
function plausibleNameRun(run: string): boolean {
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(run)) return /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}·・]{2,5}$/u.test(run);
  if (/\p{Script=Hangul}/u.test(run)) return run.replace(/[ \t]/g, '').length <= 6;
  return run.split(/[ \t]+/).length <= 3;
}

/**
 * A person's name written in another script beside their name found in Latin letters, or after a label that says a
 * name follows: the same person (one token for a known one), whatever the script; only runs as long as a name.
 */
export function scriptNamesBesidePeople(text: string, kept: readonly Detection[]): Detection[] {
  if (!new RegExp(`[${SCRIPT_LETTER}]`, 'u').test(text)) return [];
  const out: Detection[] = [];
  const push = (start: number, value: string, person: Detection | null) => {
    // A script with capitals writes a name with them ("говорит по-русски" is what someone speaks).
    if (value.split(/[ \t]+/).some((w) => w[0]!.toLowerCase() !== w[0]!.toUpperCase() && w[0] === w[0]!.toLowerCase())) return;
    if (person) out.push({ start, end: start + value.length, cls: person.cls, known: person.known, key: person.key, value: person.known ? person.value : value, priority: person.priority });
    else out.push({ start, end: start + value.length, cls: 'NAME', known: false, key: `name:${value}`, value, priority: PRIORITY.unknownPerson });
  };
  for (const d of kept) {
    if (d.cls !== 'PATIENT' && d.cls !== 'STAFF' && d.cls !== 'NAME') continue;
    const after = SCRIPT_AFTER_PERSON.exec(text.slice(d.end, d.end + 80));
    // After a slash a script without capitals only closing its line or clause ("Grace Wood / עברית interpreter" is a language).
    if (after && plausibleNameRun(after[1] ?? after[2]!) && (after[1] !== undefined || hasCapitals(after[2]!)
      || /^[ \t]*(?:[,;.(—–]|-[ \t]|\r?\n|$)/.test(text.slice(d.end + after[0].length, d.end + after[0].length + 4)))) {
      const run = after[1] ?? after[2]!;
      push(d.end + after[0].lastIndexOf(run), run, d);
    }
    // "Called শামসুন নাহার (Shamsun Nahar)": the person in brackets or after a slash, the script before them.
    let open = d.start;
    while (open > 0 && /[ \t(\[（\/]/.test(text[open - 1]!)) open--;
    if (open < d.start && /[(\[（\/]/.test(text.slice(open, d.start))) {
      const before = SCRIPT_BEFORE_PERSON.exec(text.slice(Math.max(0, open - 80), d.start));
      if (before && plausibleNameRun(before[1]!)) push(d.start - before[0].length, before[1]!, d);
    }
  }
  for (const m of text.matchAll(SCRIPT_NAME_LABEL)) {
    const run = m[1]!;
    // A name in Han characters is two to four of them; in Arabic, Hebrew or Ethiopic letters two or three words. After
    // "Pt:" or "Patient:" a script without capitals only with the Latin spelling beside it ("Pt: 박경자 (PAK, KYUNG JA)"):
    // an instruction may follow those labels too ("Pt: 请每天服药一次").
    if (!plausibleNameRun(run)) continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 4);
    if (/^(?:patient|pt)\b/i.test(m[0].trimStart()) && !hasCapitals(run) && !/^[ \t]*[(\/][ \t]*\p{Script=Latin}/u.test(after)) continue;
    push(m.index + m[0].lastIndexOf(run), run, null);
  }
  return out;
}
