import { normalizeBurmese } from './normalize';
import { expandNumbers } from './numbers';
import { spellOut, splitSyllables } from './syllables';
import { parseIpaSyllable, readSyllable, type Syl } from './syllable-ipa';
import { applyWordRules } from './word-phonology';
import { sylToIpa } from './ipa';
import { COMPOUND_FORMS, LISTED, LONGEST_WORD, MINOR_INITIALS, PARTICLES, SYLLABLE_READINGS, VOICING_MORPHEMES } from './lexicon';
import { segmentSyllables } from './segment';
import { coverWithEntries } from './cover';
import { voicingAsPart } from './lexicon-voicing';
import { voice } from './word-phonology';

/** A run of Burmese written without a break: letters and signs, not the punctuation ၊ ။. */
const RUN = /[\u1000-\u1049\u104C-\u109F]+/g;
/** Spellings only Pali and Sanskrit loans use: retroflex letters and stacked consonants. */
const PALI = /[\u1039ဏဋဌဍဎဠဿ]/;

/** Lexicon entries by spelled-out form; an entry's syllables are parsed the first time it is used. */
const fixedSyllables = (ipa: string): Syl[] => ipa.split(' ').map((s) => ({ ...parseIpaSyllable(s), fixed: true }));

class Entries {
  private readonly parsed = new Map<string, Syl[]>();
  /** `readingOf` maps a spelled-out key to its IPA. */
  constructor(private readonly readingOf: (key: string) => string | undefined) {}
  get(key: string): Syl[] | undefined {
    let syls = this.parsed.get(key);
    if (!syls) {
      const ipa = this.readingOf(key);
      if (ipa === undefined) return undefined;
      syls = fixedSyllables(ipa);
      this.parsed.set(key, syls);
    }
    return syls;
  }
}
const IRREGULAR = new Entries((key) => LISTED.get(key)?.ipa);
/** Readings of irregular words when more of the compound follows them. */
const COMPOUND_READINGS: ReadonlyMap<string, string> = new Map([...COMPOUND_FORMS].map(([w, ipa]) => [spellOut(w), ipa]));
const IRREGULAR_IN_COMPOUND = new Entries((key) => COMPOUND_READINGS.get(key));

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
  return readCached(splitSyllables(word), PALI.test(word));
}

function readCached(written: string[], pali: boolean): Syl[] {
  const key = (pali ? '*' : '') + written.join('');
  let syls = cache.get(key);
  if (!syls) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    syls = readWord(written, pali);
    cache.set(key, syls);
  }
  return syls.map((s) => ({ ...s }));
}

/**
 * Lexicon first, then spelling rules, then the word-level rules. A reduplicated word (ခဏခဏ) is read
 * as its two halves.
 */
function readWord(written: string[], pali: boolean): Syl[] {
  const half = written.length / 2;
  if (half >= 2 && Number.isInteger(half) && written.slice(0, half).join('') === written.slice(half).join('')) {
    const first = readSyllables(written.slice(0, half), pali);
    return [...first, ...first.map((s) => ({ ...s }))];
  }
  return readSyllables(written, pali);
}

const entryAt = (written: string[], i: number, k: number): Syl[] | undefined => {
  // A minor initial (ဓား in ဓားမြှောင်) is read by the rules, which reduce it, not as the word alone.
  if (i === 0 && k === 1 && written.length > 1 && MINOR_INITIALS.has(written[0] as string)) return undefined;
  const key = written.slice(i, i + k).join('');
  const entry = (i + k < written.length && IRREGULAR_IN_COMPOUND.get(key)) || IRREGULAR.get(key);
  return entry && entry.length === k ? entry : undefined;
};

function readSyllables(written: string[], pali: boolean): Syl[] {
  const syls: Syl[] = [];
  const kept: string[] = [];
  const matches = coverWithEntries(written.length, LONGEST_WORD, (i, k) => entryAt(written, i, k));
  let next = 0;
  for (let i = 0; i < written.length; ) {
    const m = matches[next]?.at === i ? matches[next++] : undefined;
    if (m) {
      const { entry, length: k } = m;
      const copy = entry.map((s) => ({ ...s }));
      // A listed word inside a longer one keeps its own reading, except that its first onset takes
      // the compound's sandhi (ရေ + ချိုးခန်း).
      if (i > 0) {
        const first = copy[0] as Syl;
        first.fixed = false;
        first.fixedRime = true;
        first.sandhi = morphemeSandhi(written, i);
        first.partVoiced = voicingAsPart(written.slice(i, i + k).join(''));
      }
      syls.push(...copy);
      kept.push(...written.slice(i, i + k));
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
  return syls.length ? applyWordRules(syls, kept, { pali }) : [];
}

const particleCache = new Map<string, Syl[]>();

/**
 * A particle as spoken after `prev` (the last syllable before it in the run, if any): its first onset
 * is voiced after an open or nasal syllable, never after a checked one or at the start of a run.
 */
function readParticle(ipa: string, prev: Syl | undefined): Syl[] {
  let syls = particleCache.get(ipa);
  if (!syls) {
    syls = ipa.split(' ').map((s) => ({ ...parseIpaSyllable(s), fixed: true }));
    particleCache.set(ipa, syls);
  }
  const out = syls.map((s) => ({ ...s }));
  if (prev && prev.tone !== 'checked') (out[0] as Syl).onset = voice((out[0] as Syl).onset);
  return out;
}

/** Particles that are never words of their own (not the verbs သွား "go", ချင် "want"). */
const BOUND_PARTICLES: ReadonlySet<string> = new Set([...PARTICLES].filter((p) => p !== 'သွား' && p !== 'ချင်'));

/**
 * One run of Burmese written without spaces -> phonological words: each content word with the
 * particles that follow it (ကျွန်တော်တို့ | မနက်ဖြန် | ရန်ကုန်ကို | သွားမယ်).
 */
function phonemizeRun(run: string): Syl[][] {
  const pali = PALI.test(run);
  const groups: Syl[][] = [];
  let prev: Syl | undefined;
  for (const seg of segmentSyllables(splitSyllables(run))) {
    const syls = seg.kind === 'particle' ? readParticle(seg.ipa, prev) : readCached(seg.written, pali);
    if (!syls.length) continue;
    // A listed phrase that starts with a particle (သည့်အတွက်, ပါလျက်) leans on the word before it like
    // the particle alone would.
    if (seg.kind === 'word' && prev && prev.tone !== 'checked' && seg.written.length > 1 && BOUND_PARTICLES.has(seg.written[0] as string)) {
      (syls[0] as Syl).onset = voice((syls[0] as Syl).onset);
    }
    if (seg.kind === 'word' || !groups.length) groups.push(syls);
    else (groups[groups.length - 1] as Syl[]).push(...syls);
    prev = syls[syls.length - 1];
  }
  return groups;
}

const runCache = new Map<string, Syl[][]>();

/** Burmese words of a text, each as its spoken syllables. Non-Burmese characters are skipped. */
export function phonemizeWords(text: string): Syl[][] {
  const words: Syl[][] = [];
  for (const [run] of normalizeBurmese(text).matchAll(RUN)) {
    let groups = runCache.get(run);
    if (!groups) {
      if (runCache.size >= CACHE_LIMIT) runCache.clear();
      groups = phonemizeRun(run);
      runCache.set(run, groups);
    }
    for (const g of groups) words.push(g.map((s) => ({ ...s })));
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
