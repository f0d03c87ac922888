import type { Syl } from './syllable-ipa';
import { reducedBeforeLabial } from './syllables';
import { listedVoicing, majority } from './lexicon-voicing';
import {
  BLOCKING_PREFIXES, CLASSIFIERS, FREE_BARE_MORPHEMES, LETTER_NAMES, MINOR_INITIALS, REDUCED_PREFIXES,
  SHORT_NUMERALS, VERBS, VOICING_PREFIXES,
} from './lexicon';

/** Voicing sandhi of an onset's first consonant; medials (j, w) stay. */
const VOICED: ReadonlyArray<readonly [string, string]> = [
  ['tɕʰ', 'dʑ'], ['tɕ', 'dʑ'], ['kʰ', 'ɡ'], ['k', 'ɡ'], ['sʰ', 'z'], ['s', 'z'],
  ['tʰ', 'd'], ['t', 'd'], ['pʰ', 'b'], ['p', 'b'], ['θ', 'ð'],
];

export function voice(onset: string): string {
  for (const [from, to] of VOICED) if (onset.startsWith(from)) return to + onset.slice(from.length);
  return onset;
}

const ASPIRATED = /^(tɕʰ|kʰ|sʰ|tʰ|pʰ)/;
const RI = /^ရ[ိီ]$/;
const BARE_RA = /^ရ\u1037?$/;
const BARE_CONSONANT = /^[\u1000-\u1021]$/;
const HAS_MEDIAL = /[\u103B-\u103D]/;
const VOICED_OBSTRUENT = /^(ɡ|dʑ|z|d|b|ð)/;

/** Taken from the lexicon: no word rule changes it (a fixedRime syllable's onset may still voice). */
const locked = (s: Syl | undefined): boolean => Boolean(s?.fixed || s?.fixedRime);

/** Written syllables around the one being decided. */
interface Spelling {
  prevWritten: string;
  written: string;
  nextWritten?: string;
  firstWritten: string;
}

/**
 * The word lists' vote on voicing a morpheme (by position, last or inside the word; both together when
 * one position has too few words): at least 2 words, 70% one way. Undefined when they do not say.
 */
function votedByLists(written: string, last: boolean): boolean | undefined {
  const c = listedVoicing(written);
  if (!c) return undefined;
  const [v, u] = last ? [c.lastVoiced, c.lastVoiceless] : [c.midVoiced, c.midVoiceless];
  if (v + u >= MIN_VOTES) return majority(v, u, MIN_VOTES);
  return majority(c.lastVoiced + c.midVoiced, c.lastVoiceless + c.midVoiceless, MIN_VOTES);
}
const MIN_VOTES = 2;

/** Whether syllable i (of n) is voiced after `prev`. */
function voicesAfter(prev: Syl, s: Syl, i: number, n: number, spelling: Spelling): boolean {
  const { prevWritten, written, nextWritten, firstWritten } = spelling;
  if (prev.tone === 'checked') return false;
  // A repeated syllable is voiced, aspirated or not (ချိုချို tɕʰò dʑò, ကျကျ tɕa̰ dʑa̰); the first of
  // a pair after a root keeps its onset (ပြုံးစိစိ pjóʊɴ sḭ zḭ).
  if (written === prevWritten) return true;
  if (written === nextWritten) return false;
  // A numeral shortened before a classifier (တစ်ခု tə kʰṵ, နှစ်ယောက်) leaves it voiceless.
  if (prev.tone === 'reduced' && SHORT_NUMERALS.has(prevWritten) && CLASSIFIERS.has(written)) return false;
  if (prev.tone === 'reduced' && !prev.fixed) {
    // A prefix is a morpheme of its own: the nominaliser အ- and negative မ- block sandhi,
    // တံ- (a bound noun root: တံခါး, တံတား) voices whatever follows.
    if (BLOCKING_PREFIXES.has(prevWritten)) return false;
    if (VOICING_PREFIXES.has(prevWritten)) return true;
  }
  if (s.sandhi === 'particle') return true;
  // A listed word inside a longer one voices as the listed compounds that hold it as a later part do
  // (a new X + ချိုးခန်း like ရေချိုးခန်း).
  if (s.partVoiced !== undefined && prev.tone !== 'reduced') return s.partVoiced;
  // Long words are mostly two-syllable words joined: no sandhi across the join, even for a noun head.
  const join = n >= 4 && i % 2 === 0;
  if (join && prev.tone !== 'reduced') return false;
  if (s.sandhi === 'voice') return true;
  // The minor syllable of a root after a full syllable voices, aspirated or θ (အုန်းထမင်း ʔóʊɴ də mɪ́ɴ).
  if (s.tone === 'reduced' && prev.tone !== 'reduced') return true;
  // What the word lists say about this morpheme after a full syllable (X + ခန်း voices like the listed
  // ones); the hand-written classes above come first.
  if (prev.tone !== 'reduced') {
    const listed = votedByLists(written, i === n - 1);
    if (listed !== undefined) return listed;
  }
  const verb = VERBS.has(written);
  // An action verb last in a compound is its predicate (ဆေးပို့, ထမင်းစား): it stays voiceless;
  // inside a longer compound it voices like any other root (ရေချိုးခန်း).
  if (verb && prev.tone !== 'reduced' && i === n - 1) return false;
  // A reduced syllable that is no prefix belongs to a bound root (ကစား, သဘော): sandhi goes on,
  // except for θ, which mostly stays voiceless there (ပုသိမ်, ကသာ).
  if (prev.tone === 'reduced') return !s.onset.startsWith('θ') && !ASPIRATED.test(s.onset);
  // Aspirated onsets voice only in the listed morphemes.
  if (ASPIRATED.test(s.onset)) return false;
  // θ -> ð is lexical: only listed morphemes (သား, သူ, သည်) voice it after a full syllable.
  if (s.onset.startsWith('θ')) return false;
  // A word made with the prefix အ- is such a two-syllable unit too (အသက် + ရှည်).
  return !(n === 3 && i === 2 && firstWritten === 'အ');
}

/** The word begins with the name of a letter (ကကြီး, ဂငယ်ကွေ့). */
function startsWithLetterName(written: string[]): boolean {
  if (!BARE_CONSONANT.test(written[0] ?? '')) return false;
  for (let k = 2; k <= Math.min(4, written.length); k++) if (LETTER_NAMES.has(written.slice(0, k).join(''))) return true;
  return false;
}

export interface WordShape {
  /** The word is spelt like a Pali or Sanskrit loan (stacks, retroflex letters). */
  pali?: boolean;
}

/**
 * Word-internal rules over citation syllables (lexicon syllables are left alone):
 * - reduction: a plain bare-consonant syllable (a̰, no medial) that is not last becomes ə unless it is
 *   reduplicated (ကျကျ) or a free word (ည, လ); so do non-final တစ် and တံ, a Pali stack မ်+labial
 *   (ဓမ္မ də ma̰, ကမ္ဘာ ɡə bà), minor initials (ပု, ငါး, နွား) and numerals before classifiers;
 * - voicing sandhi after an open or nasal syllable, by morpheme and position (voicesAfter);
 * - a reduced syllable agrees in voicing with a voiced onset after it (ကစား ɡə zá);
 * - loans keep r (ɹ), letter names and elaborate expressions have their own patterns.
 */
export function applyWordRules(syls: Syl[], written: string[], shape: WordShape = {}): Syl[] {
  const out = syls.map((s) => ({ ...s }));
  const n = out.length;
  if (n >= 2 && startsWithLetterName(written)) {
    (out[0] as Syl).fixed = true;
    if (!out[1]?.fixed) (out[1] as Syl).onset = voice((out[1] as Syl).onset);
    (out[1] as Syl).fixed = true;
  }
  // နည်း is the verb "few" (nɛ́) alone and doubled (နည်းနည်း), but in compounds mostly the noun
  // "method, way" (ní): နည်းလမ်း, ထိုနည်းတူ.
  for (let i = 0; i < n; i++) {
    if (n > 1 && written[i] === 'နည်း' && written[i - 1] !== 'နည်း' && written[i + 1] !== 'နည်း' && !locked(out[i])) (out[i] as Syl).rime = 'i';
  }
  // Loans keep the r of the source: in Pali and Sanskrit words a bare ရ after the first syllable
  // (ရသ, ဝိဟာရ), and ရိ ရီ after the first syllable, which native words hardly have (ကိရိယာ, ဂျူရီ).
  // A bare ရ between a minor syllable and more of the word is such a loan too, Pali spelt without a
  // stack or not (ပရလောက pə ɹa̰ lɔ́ ka̰, သရဏ, ဗရချာ).
  for (let i = 1; i < n; i++) {
    const w = written[i] ?? '';
    if (locked(out[i]) || !w.startsWith('ရ')) continue;
    const afterMinor = i < n - 1 && BARE_CONSONANT.test(written[i - 1] ?? '');
    if ((BARE_RA.test(w) && (shape.pali || afterMinor)) || RI.test(w)) (out[i] as Syl).onset = 'ɹ';
  }
  for (let i = 0; i < n - 1; i++) {
    const s = out[i] as Syl;
    // Only a plain consonant is a minor syllable; with a medial (ကျ ပြ လှ) it is a full verb or noun root.
    const bare = s.rime === 'a' && s.tone === 'creaky' && written[i + 1] !== written[i] && !HAS_MEDIAL.test(written[i] ?? '') && !FREE_BARE_MORPHEMES.has(written[i] ?? '');
    // ခုနစ် "seven" is read kʰʊ̀ɴ n̥ɪʔ: the nasal of နစ် closes the first syllable.
    if (!locked(s) && written[i] === 'ခု' && written[i + 1] === 'နစ်') {
      s.rime = 'ʊɴ';
      s.tone = 'low';
    }
    // "one", "two" and the နစ် of ခုနစ် "seven" shorten before a classifier or number place.
    const shortNumeral = SHORT_NUMERALS.has(written[i] ?? '') && CLASSIFIERS.has(written[i + 1] ?? '');
    if (written[i] === 'နစ်' && written[i - 1] === 'ခု') s.onset = shortNumeral ? 'n' : 'n̥';
    const minor = i === 0 && MINOR_INITIALS.has(written[0] ?? '') && !CLASSIFIERS.has(written[1] ?? '');
    // နွား nə: the reduced vowel loses a medial w (the consonant ဝ of ဝါး stays: wə)
    if (minor && !locked(s)) s.onset = s.onset.replace(/(.)w$/u, '$1');
    const reduce = bare || reducedBeforeLabial(written, i) || minor || shortNumeral || REDUCED_PREFIXES.has(written[i] ?? '');
    if (!locked(s) && reduce) {
      s.rime = 'ə';
      s.tone = 'reduced';
    }
  }
  if (n > 1 && written[n - 1] === 'နစ်' && written[n - 2] === 'ခု' && !locked(out[n - 1])) (out[n - 1] as Syl).onset = 'n̥';
  for (let i = 1; i < n; i++) {
    const s = out[i] as Syl;
    if (!s.fixed && voicesAfter(out[i - 1] as Syl, s, i, n, {
      prevWritten: written[i - 1] ?? '',
      written: written[i] ?? '',
      nextWritten: written[i + 1],
      firstWritten: written[0] ?? '',
    })) s.onset = voice(s.onset);
  }
  // Four-syllable elaborate expressions repeat a syllable in both halves (ခွေးလေခွေးလွင့်, ကတိုက်ကရိုက်,
  // စက်မှုလက်မှု): the repeat is said as in the first half.
  if (n === 4) {
    for (const k of [0, 1]) {
      const a = out[k] as Syl, b = out[k + 2] as Syl;
      // (a last syllable keeps its full vowel: only the onset is copied there, and not after a checked
      // syllable, where no onset voices: ခြေဆံလက်ဆံ tɕʰè zàɴ lɛʔ sʰàɴ)
      if (written[k] !== written[k + 2] || locked(b)) continue;
      if (k + 2 < n - 1) out[k + 2] = { ...a };
      else if ((out[k + 1] as Syl).tone !== 'checked') out[k + 2] = { ...b, onset: a.onset };
    }
  }
  for (let i = n - 2; i >= 0; i--) {
    const s = out[i] as Syl;
    if (!locked(s) && s.tone === 'reduced' && VOICED_OBSTRUENT.test((out[i + 1] as Syl).onset)) s.onset = voice(s.onset);
  }
  return out;
}
