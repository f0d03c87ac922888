import { normalizeBurmese } from './normalize';
import { expandNumbers } from './numbers';
import { spellOut, splitSyllables } from './syllables';
import { parseIpaSyllable, readSyllable, type Syl } from './syllable-ipa';
import { applyWordRules } from './word-phonology';
import { sylToIpa } from './ipa';
import { COMPOUND_FORMS, IRREGULAR_WORDS, PARTICLES, SYLLABLE_READINGS, VOICING_MORPHEMES } from './lexicon';

const WORD = /[\u1000-\u109F]+/g;
const LONGEST_ENTRY = 4;
/** Spellings only Pali and Sanskrit loans use: retroflex letters and stacked consonants. */
const PALI = /[\u1039ဏဋဌဍဎဠဿ]/;

/** Lexicon entries as syllables, parsed once. */
const fixedSyllables = (ipa: string): Syl[] => ipa.split(' ').map((s) => ({ ...parseIpaSyllable(s), fixed: true }));
const IRREGULAR: ReadonlyMap<string, Syl[]> = new Map(
  [...IRREGULAR_WORDS].map(([w, ipa]) => [spellOut(w), fixedSyllables(ipa)]),
);
/** Readings of irregular words when more of the compound follows them. */
const IRREGULAR_IN_COMPOUND: ReadonlyMap<string, Syl[]> = new Map(
  [...COMPOUND_FORMS].map(([w, ipa]) => [spellOut(w), fixedSyllables(ipa)]),
);

function morphemeSandhi(written: string[], i: number): Syl['sandhi'] {
  for (let k = 1; k <= 2 && i + k <= written.length; k++) {
    const m = written.slice(i, i + k).join('');
    if (PARTICLES.has(m)) return 'particle';
    if (VOICING_MORPHEMES.has(m)) return 'voice';
  }
  return undefined;
}

/** Words repeat a lot in running text; results are kept for a bounded number of distinct words. */
const cache = new Map<string, Syl[]>();
const CACHE_LIMIT = 20_000;

/** One Burmese word (no spaces, normalised) as spoken syllables. */
export function phonemizeWord(word: string): Syl[] {
  let syls = cache.get(word);
  if (!syls) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    syls = readWord(word);
    cache.set(word, syls);
  }
  return syls.map((s) => ({ ...s }));
}

/**
 * Lexicon first, then spelling rules, then the word-level rules. A reduplicated word (ခဏခဏ) is read
 * as its two halves.
 */
function readWord(word: string): Syl[] {
  const written = splitSyllables(word);
  const half = written.length / 2;
  if (half >= 2 && Number.isInteger(half) && written.slice(0, half).join('') === written.slice(half).join('')) {
    const first = readSyllables(written.slice(0, half), word.slice(0, word.length / 2));
    return [...first, ...first.map((s) => ({ ...s }))];
  }
  return readSyllables(written, word);
}

function readSyllables(written: string[], word: string): Syl[] {
  const syls: Syl[] = [];
  const kept: string[] = [];
  for (let i = 0; i < written.length; ) {
    let k = Math.min(LONGEST_ENTRY, written.length - i);
    for (; k > 0; k--) {
      const key = written.slice(i, i + k).join('');
      const entry = (i + k < written.length && IRREGULAR_IN_COMPOUND.get(key)) || IRREGULAR.get(key);
      if (entry && entry.length === k) {
        syls.push(...entry.map((s) => ({ ...s })));
        kept.push(...written.slice(i, i + k));
        break;
      }
    }
    if (k > 0) {
      i += k;
      continue;
    }
    const special = SYLLABLE_READINGS.get(written[i] as string);
    const syl = special ? parseIpaSyllable(special) : readSyllable(written[i] as string);
    if (syl) {
      syl.sandhi = morphemeSandhi(written, i);
      syls.push(syl);
      kept.push(written[i] as string);
    }
    i++;
  }
  return syls.length ? applyWordRules(syls, kept, { pali: PALI.test(word) }) : [];
}

/** Burmese words of a text, each as its spoken syllables. Non-Burmese characters are skipped. */
export function phonemizeWords(text: string): Syl[][] {
  const words: Syl[][] = [];
  for (const [word] of normalizeBurmese(text).matchAll(WORD)) {
    const syls = phonemizeWord(word);
    if (syls.length) words.push(syls);
  }
  return words;
}

/** IPA of Burmese text, numbers read as in `smart` mode: syllables separated by single spaces. */
export function phonemize(text: string): string {
  return phonemizeWords(expandNumbers(normalizeBurmese(text), 'smart'))
    .flat()
    .map(sylToIpa)
    .join(' ');
}
