// Names written in another script. A Korean name in Hangul is read by the Revised Romanization (an algorithm: each
// syllable block decomposes into its letters) and compared with the known people's names in either order, so
// "백혜진" beside "Baek Hye Jin" is the patient. A Chinese or Japanese name in Han characters cannot be read without
// a dictionary: it is found by the words written around it (先生, 女士, 患者, 姓名...) and masked as a name.
import type { Person } from './persons.js';
import { PRIORITY, type Detection } from './spans.js';
import { foldWord } from './vocabulary.js';

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
  if (/[\u4e00-\u9fff]/.test(text)) {
    for (const m of text.matchAll(HAN_NAME)) {
      out.push({ start: m.index, end: m.index + m[0].length, cls: 'NAME', known: false, key: `name:${m[0]}`, value: m[0], priority: PRIORITY.unknownPerson });
    }
  }
  return out;
}
