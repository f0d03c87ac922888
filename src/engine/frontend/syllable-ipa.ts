/**
 * One written Burmese syllable -> its citation pronunciation (onset, rime, tone), before any
 * word-level sandhi or reduction. Tables follow shared/notes/burmese.md.
 */

export type Tone = 'low' | 'high' | 'creaky' | 'checked' | 'reduced';

export interface Syl {
  /** Taken whole from the lexicon: word rules leave it alone. */
  fixed?: boolean;
  /** The first syllable of a listed word inside a longer word: its rime is the lexicon's, its onset takes sandhi. */
  fixedRime?: boolean;
  /** Sandhi at this syllable's onset, known from the morpheme it starts ('particle': voiced everywhere). */
  sandhi?: 'particle' | 'voice';
  /** A listed word's first syllable inside a longer word: whether listed compounds voice it there. */
  partVoiced?: boolean;
  /** Onset in IPA, medials included: 'k', 'tɕʰ', 'pj', 'kw', 'ʔ'. Empty only for non-Burmese input. */
  onset: string;
  /** Rime without tone: 'a', 'ɪɴ', 'aʊʔ', 'ə'. */
  rime: string;
  tone: Tone;
}

const BASE: Readonly<Record<string, string>> = {
  က: 'k', ခ: 'kʰ', ဂ: 'ɡ', ဃ: 'ɡ', င: 'ŋ',
  စ: 's', ဆ: 'sʰ', ဇ: 'z', ဈ: 'z', ည: 'ɲ', ဉ: 'ɲ',
  ဋ: 't', ဌ: 'tʰ', ဍ: 'd', ဎ: 'd', ဏ: 'n',
  တ: 't', ထ: 'tʰ', ဒ: 'd', ဓ: 'd', န: 'n',
  ပ: 'p', ဖ: 'pʰ', ဗ: 'b', ဘ: 'b', မ: 'm',
  ယ: 'j', ရ: 'j', လ: 'l', ဝ: 'w', သ: 'θ', ဟ: 'h', ဠ: 'l', အ: 'ʔ',
};

/** With ှ: voiceless sonorants; ရှ ယှ give ʃ. */
const DEVOICED: Readonly<Record<string, string>> = {
  m: 'm̥', n: 'n̥', ɲ: 'ɲ̥', ŋ: 'ŋ̥', l: 'ɬ', w: 'ʍ', j: 'ʃ',
};

/** With ျ or ြ: velars become palatal affricates, others take j. */
const PALATAL: Readonly<Record<string, string>> = {
  k: 'tɕ', kʰ: 'tɕʰ', ɡ: 'dʑ', ŋ: 'ɲ', j: 'j',
};

function onsetOf(base: string, j: boolean, w: boolean, h: boolean): string {
  let c = BASE[base] ?? '';
  if (h && j && (base === 'လ' || base === 'သ')) return w ? 'ʃw' : 'ʃ';
  if (j) {
    const pal = PALATAL[c];
    c = pal ?? (w ? c : c + 'j');
  }
  if (h) c = c.endsWith('j') && c !== 'j' ? (DEVOICED[c.slice(0, -1)] ?? c.slice(0, -1)) + 'j' : (DEVOICED[c] ?? c);
  return w ? c + 'w' : c;
}

type FinalClass = '' | 'K' | 'C' | 'T' | 'N' | 'NG' | 'Y' | 'NY' | 'L';

const FINAL_CLASS: Readonly<Record<string, FinalClass>> = {
  က: 'K', ခ: 'K', ဂ: 'T', ဃ: 'T', စ: 'C', ဆ: 'T', ဇ: 'T', ဈ: 'T',
  ဋ: 'T', ဌ: 'T', ဍ: 'T', ဎ: 'T', တ: 'T', ထ: 'T', ဒ: 'T', ဓ: 'T', ပ: 'T', ဖ: 'T', ဗ: 'T', ဘ: 'T',
  န: 'N', မ: 'N', ဏ: 'N', '\u1036': 'N',
  င: 'NG', ဉ: 'NG', ယ: 'Y', ည: 'NY', လ: 'L', ဠ: 'L', သ: 'T', ရ: 'Y', ဝ: 'Y',
};

/** [rime, default tone] by vowel signs + final class ('w' marks a ွ medial absorbed into the rime). */
const RIMES: Readonly<Record<string, readonly [string, Tone]>> = {
  '|': ['a', 'creaky'], 'ာ|': ['a', 'low'], 'ိ|': ['i', 'creaky'], 'ီ|': ['i', 'low'],
  'ု|': ['u', 'creaky'], 'ူ|': ['u', 'low'], 'ေ|': ['e', 'low'], 'ဲ|': ['ɛ', 'high'],
  'ော|': ['ɔ', 'high'], 'ို|': ['o', 'low'], 'ာ်|': ['a', 'low'], 'ော်|': ['ɔ', 'low'],
  '|K': ['ɛʔ', 'checked'], 'ော|K': ['aʊʔ', 'checked'], 'ို|K': ['aɪʔ', 'checked'],
  'ိ|K': ['eɪʔ', 'checked'], 'ု|K': ['oʊʔ', 'checked'], 'ေ|K': ['ɪʔ', 'checked'],
  '|C': ['ɪʔ', 'checked'], 'ိ|C': ['eɪʔ', 'checked'], 'ု|C': ['oʊʔ', 'checked'],
  '|T': ['aʔ', 'checked'], 'ိ|T': ['eɪʔ', 'checked'], 'ု|T': ['oʊʔ', 'checked'], 'w|T': ['ʊʔ', 'checked'],
  'ေ|T': ['ɪʔ', 'checked'], 'ော|T': ['aʊʔ', 'checked'], 'ို|T': ['aɪʔ', 'checked'],
  '|N': ['aɴ', 'low'], 'ိ|N': ['eɪɴ', 'low'], 'ု|N': ['oʊɴ', 'low'], 'w|N': ['ʊɴ', 'low'],
  'ေ|N': ['ɪɴ', 'low'], 'ော|N': ['aʊɴ', 'low'], 'ို|N': ['aɪɴ', 'low'], 'ာ|N': ['aɴ', 'low'],
  '|NG': ['ɪɴ', 'low'], 'ော|NG': ['aʊɴ', 'low'], 'ို|NG': ['aɪɴ', 'low'], 'ိ|NG': ['eɪɴ', 'low'],
  'ု|NG': ['oʊɴ', 'low'],
  '|Y': ['ɛ', 'low'], 'ို|Y': ['o', 'low'], 'ု|Y': ['u', 'low'], 'ော|Y': ['ɔ', 'low'], 'ေ|Y': ['e', 'low'],
  '|NY': ['i', 'low'], 'ိ|NY': ['i', 'low'], 'ု|NY': ['u', 'low'],
  '|L': ['aɴ', 'low'], 'ို|L': ['o', 'low'], 'ိ|L': ['eɪɴ', 'low'], 'ု|L': ['oʊɴ', 'low'],
};

/**
 * ည် is read i in most words; the exceptions are readings of a few very common words, applied to their
 * spelling (onset letters, + ': with visarga). ɛ: လည် လည်း (turn; also), the particle သည်, လှည့်
 * (turn round), ထည့် ထည် (put in; garment), ဆည် (dam), တည်း (lodge; just), နည်း (few), မည်း (black);
 * သည်း (gall; nail in လက်သည်း); e: ရည် (liquid), ရှည် (long), ဖြည့် ဖြည်း (fill; slow).
 */
const NY_READING: Readonly<Record<string, string>> = {
  လ: 'ɛ', 'လ:': 'ɛ', သ: 'ɛ', 'သ:': 'ɛ', လှ: 'ɛ', ထ: 'ɛ', ဆ: 'ɛ', 'တ:': 'ɛ', 'န:': 'ɛ', 'မ:': 'ɛ',
  ရ: 'e', ရှ: 'e', ဖြ: 'e', 'ဖြ:': 'e',
};

const MEDIALS = new Set(['\u103B', '\u103C', '\u103D', '\u103E']);
const VOWEL_SIGNS = new Set(['\u1031', '\u102D', '\u102E', '\u102F', '\u1030', '\u1032', '\u102C']);

/** Parses one written syllable (output of splitSyllables). Returns null for anything not Burmese. */
export function readSyllable(written: string): Syl | null {
  const chars = [...written];
  const base = chars[0] ?? '';
  if (!(base in BASE)) return null;
  let j = false, w = false, h = false, vowels = '', final = '', dot = false, visarga = false, asat = false;
  for (let i = 1; i < chars.length; i++) {
    const c = chars[i] as string;
    if (MEDIALS.has(c) && !final) {
      if (c === '\u103B' || c === '\u103C') j = true;
      else if (c === '\u103D') w = true;
      else h = true;
    } else if (VOWEL_SIGNS.has(c) && !final) vowels += c;
    else if (c === '\u1036') final = c;
    else if (c === '\u1037') dot = true;
    else if (c === '\u1038') visarga = true;
    else if (c === '\u103A') {
      if (!final) asat = true;
    } else if (c in FINAL_CLASS) final = c;
  }
  const order = vowels.includes('ေ') ? 'ေ' + vowels.replace('ေ', '') : vowels;
  const vkey = (order === 'ုိ' ? 'ို' : order) + (asat && !final ? '်' : '');
  const cls: FinalClass = final ? (FINAL_CLASS[final] ?? 'T') : '';
  let absorbW = false;
  let entry = RIMES[`${vkey}|${cls}`];
  if ((w || base === 'ဝ') && !vkey && (cls === 'T' || cls === 'N')) {
    entry = RIMES[`w|${cls}`];
    absorbW = w;
  } else if (cls === 'NY' && !vkey) {
    const letters = written.slice(0, written.indexOf('ည'));
    entry = [NY_READING[letters + (visarga ? ':' : '')] ?? 'i', 'low'];
  }
  const [rime, defaultTone] = entry ?? RIMES[`|${cls}`] ?? ['a', 'creaky'];
  let tone = defaultTone;
  if (tone !== 'checked') {
    if (dot) tone = 'creaky';
    else if (visarga) tone = 'high';
  }
  return { onset: onsetOf(base, j, w && !absorbW, h), rime, tone };
}

const IPA_VOWEL = /[aeiouɛɔɪʊə]/;
const IPA_TONE: Readonly<Record<string, Tone>> = { '\u0300': 'low', '\u0301': 'high', '\u0330': 'creaky' };

/** Reads back one IPA syllable written in the notation of sylToIpa ('tɕáʊɴ', 'mjə', 'lɛʔ'). */
export function parseIpaSyllable(ipa: string): Syl {
  const d = ipa.normalize('NFD');
  const at = d.search(IPA_VOWEL);
  const onset = at < 0 ? d : d.slice(0, at);
  const rest = at < 0 ? '' : d.slice(at);
  const mark = rest.match(/[\u0300\u0301\u0330]/)?.[0];
  const rime = rest.replace(/[\u0300\u0301\u0330]/g, '');
  const tone: Tone = rime === 'ə' ? 'reduced' : rime.endsWith('ʔ') ? 'checked' : (mark && IPA_TONE[mark]) || 'low';
  return { onset: onset.normalize('NFC'), rime, tone };
}
