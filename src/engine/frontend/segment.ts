import { COMPOUND_FORMS, LISTED, LONGEST_WORD, MINOR_INITIALS, REDUCED_PREFIXES } from './lexicon';
import { spellOut, splitSyllables } from './syllables';
import {
  COMMON_VERBS, FINAL_ONLY, KNOWN_WORD_SET, NEEDS_WORD_AFTER, NOUN_MARKERS, PARTICLE_BEFORE_PARTICLE_IPA, PARTICLE_IPA, PHRASE_WORD_SET,
} from './phrase-lexicon';

/**
 * Cutting a run of Burmese written without spaces (a phrase or a whole clause) into words and
 * particles, so that the word rules (reduction, compound sandhi) see one word at a time and each
 * particle is read as a particle.
 *
 * Dictionary-free apart from the small phrase lexicon: a cheapest-path search over the written
 * syllables where
 * - a particle (က ကို မှာ တယ် ပါ ...) costs less than an unknown syllable, so wherever a syllable is
 *   spelt like a particle it is split off, but never first in the run (a particle needs a host: ကို
 *   as the title Ko, ပါ as a verb); sentence-final ones (လား လဲ) only at the end or before another
 *   particle, က only before something that starts a word (see NEEDS_WORD_AFTER);
 * - a known word costs less than the particle reading of a syllable inside it (ကလေး stays whole in
 *   သူ့ကလေးကို); phrase words (pronouns, demonstratives, time words) stand alone, and one of one
 *   syllable is taken only where a phrase starts (first, or right after a particle);
 * - a syllable that is reduced before more of its word (a bare consonant က ပ, a prefix အ မ တစ်,
 *   a minor initial ပု) is never a word of its own before a particle (ကရင်, ပုလဲ, အများ);
 * - the words between particles are read as one word (a compound goes on across a known word:
 *   ဆရာဝန်ကြီး), except that phrase words stay apart;
 * - a four-syllable elaborate expression (ကစိန်းကဝါး) or a doubled word is left whole.
 */

export type Segment =
  | { kind: 'word'; written: string[]; standalone?: boolean }
  | { kind: 'particle'; written: string[]; ipa: string };

const PARTICLE_COST = 1;
const KNOWN_COST = 1;
const UNKNOWN_SYLLABLE_COST = 1.6;
const UNKNOWN_RUN_COST = 0.1;
const LONGEST_PARTICLE = 3;
const LONGEST_KNOWN = Math.max(5, LONGEST_WORD);

const BARE = /^[\u1000-\u1021]$/;
const BOUND_PREFIXES: ReadonlySet<string> = new Set(['အ', 'မ']);

/** Known words: the phrase lexicon's, and the irregular words of the word lexicon (သူခိုး, စကား). */
const KNOWN: ReadonlySet<string> = new Set([
  ...KNOWN_WORD_SET, ...LISTED.keys(), ...[...COMPOUND_FORMS.keys()].map(spellOut),
]);

/**
 * Known words that start with a phrase word of two or more syllables (ကျွန်တော်တို့, ဒီနေ့ည): they
 * stand alone like it, instead of starting a compound with the word after them.
 */
const PHRASE_LED = new Set<string>();
const LONG_PHRASE_WORDS = new Set([...PHRASE_WORD_SET].filter((p) => splitSyllables(p).length >= 2));

/** How a position was reached: from where, in which state, with a segment of which kind and length. */
type Step = { from: number; fromState: number; kind: 'particle' | 'word'; ipa?: string; standalone?: boolean };

const join = (written: string[], i: number, k: number): string => written.slice(i, i + k).join('');

/** First and last syllables of all particles and known words: most syllables start or end none. */
const FIRST = new Set<string>();
const LAST = new Set<string>();
for (const key of [...PARTICLE_IPA.keys(), ...PARTICLE_BEFORE_PARTICLE_IPA.keys(), ...KNOWN, ...PHRASE_WORD_SET]) {
  const syllables = LISTED.get(key)?.written ?? splitSyllables(key);
  FIRST.add(syllables[0] as string);
  LAST.add(syllables[syllables.length - 1] as string);
  if (KNOWN.has(key)) {
    let prefix = syllables[0] as string;
    for (let k = 1; k < syllables.length; k++) {
      if (k >= 2 && LONG_PHRASE_WORDS.has(prefix)) PHRASE_LED.add(key);
      prefix += syllables[k] as string;
    }
  }
}

function particleAt(written: string[], i: number, k: number): string | undefined {
  return PARTICLE_IPA.get(join(written, i, k));
}

function startsParticle(written: string[], i: number): boolean {
  if (!FIRST.has(written[i] as string)) return false;
  for (let k = 1; k <= LONGEST_PARTICLE && i + k <= written.length; k++) if (particleAt(written, i, k)) return true;
  return false;
}

/** The run ends at i, or a particle, a known word, a verb or a word-starting prefix begins there. */
function startsWordOrEnd(written: string[], i: number): boolean {
  if (i >= written.length) return true;
  const w = written[i] as string;
  return BOUND_PREFIXES.has(w) || COMMON_VERBS.has(w) || startsParticle(written, i) || startsKnown(written, i);
}

/**
 * Where a one-syllable phrase word (သူ, ည, မင်း) is a word of its own: before a particle, a known
 * word of two or more syllables, a verb or a prefix; otherwise it starts a compound (သူငယ်, ညစာ).
 */
function startsPhraseAfter(written: string[], i: number): boolean {
  if (i >= written.length) return true;
  const w = written[i] as string;
  if (BOUND_PREFIXES.has(w) || COMMON_VERBS.has(w) || startsParticle(written, i)) return true;
  for (let k = 2; k <= LONGEST_KNOWN && i + k <= written.length; k++) {
    const key = join(written, i, k);
    if (PHRASE_WORD_SET.has(key) || KNOWN.has(key)) return true;
  }
  return false;
}

/**
 * A syllable spelt like a particle is part of a word where it is doubled (တဲ့တဲ့, ပေါ့ပေါ့; not a
 * bare က before the word ကလေး) or repeats the first syllable two before it (the elaborate
 * ကပြောင်းကပြန်).
 */
function insideWord(written: string[], i: number): boolean {
  const w = written[i] as string;
  if (w === written[i - 1] || (i === 2 && w === written[0])) return true;
  return w === written[i + 1] && !startsKnown(written, i + 1);
}

function startsKnown(written: string[], i: number): boolean {
  if (!FIRST.has(written[i] as string)) return false;
  for (let k = 1; k <= LONGEST_KNOWN && i + k <= written.length; k++) {
    const key = join(written, i, k);
    if (PHRASE_WORD_SET.has(key) || KNOWN.has(key)) return true;
  }
  return false;
}

/**
 * The negative circumfix မ ... ဘူး: a word ending in မ (သူမ "she") is not taken where ဘူး follows in
 * the run, so that သူမသွားဘူး reads သူ မသွားဘူး "he does not go".
 */
function negativeAhead(written: string[], from: number): boolean {
  for (let j = from; j < written.length; j++) if (written[j] === 'ဘူး') return true;
  return false;
}

/** A syllable that is reduced before more of its word and so cannot be a word before a particle. */
function isBoundSyllable(w: string): boolean {
  return BARE.test(w) || MINOR_INITIALS.has(w) || REDUCED_PREFIXES.has(w);
}

/** Whether the run should be read as one word whatever it contains. */
function keepWhole(written: string[]): boolean {
  const n = written.length;
  if (n === 4 && (written[0] === written[2] || written[1] === written[3])) return true;
  return n >= 2 && n % 2 === 0 && join(written, 0, n / 2) === join(written, n / 2, n / 2);
}

/** Whether a known word ends right before i (ဆရာမ before က). */
function endsKnown(written: string[], i: number): boolean {
  if (!LAST.has(written[i - 1] as string)) return false;
  for (let k = 1; k <= LONGEST_KNOWN && k <= i; k++) if (KNOWN.has(join(written, i - k, k)) || PHRASE_WORD_SET.has(join(written, i - k, k))) return true;
  return false;
}

/**
 * States of the search at a position: 0 after a known word, 1 at a phrase start (the run's start, or
 * right after a particle or a phrase-led word), 2 inside an unknown run, 3 inside an unknown run that
 * so far is one bound syllable (it cannot end there unless the run does).
 */
const STATES = 4;

function search(written: string[]): Segment[] {
  const n = written.length;
  const cost = new Float64Array((n + 1) * STATES).fill(Infinity);
  const fromPos = new Int32Array((n + 1) * STATES);
  const fromState = new Int8Array((n + 1) * STATES);
  const step: (Step | undefined)[] = new Array((n + 1) * STATES);
  cost[1] = 0;
  const relax = (to: number, state: number, c: number, from: number, prevState: number, how: Step | undefined): void => {
    const at = to * STATES + state;
    if (c < (cost[at] as number)) {
      cost[at] = c;
      fromPos[at] = from;
      fromState[at] = prevState;
      step[at] = how;
    }
  };
  const UNKNOWN: Step = { from: 0, fromState: 0, kind: 'word' };
  for (let i = 0; i < n; i++) {
    const w = written[i] as string;
    const first = FIRST.has(w);
    const lastWritten = written[i - 1] ?? '';
    // After a bound prefix (အ, မ) nothing is a particle: the prefix needs its root (အက dance).
    const afterPrefix = i > 0 && BOUND_PREFIXES.has(lastWritten) && !endsKnown(written, i);
    const particleHere = first && i > 0 && !afterPrefix && !insideWord(written, i);
    // the spellings starting here, joined once for all states
    const keys: string[] = [];
    for (let k = 1; first && k <= LONGEST_KNOWN && i + k <= n; k++) keys.push(join(written, i, k));
    for (let state = 0; state < STATES; state++) {
      const here = cost[i * STATES + state] as number;
      if (here === Infinity) continue;
      // continuing an unknown run
      if (state >= 2) relax(i + 1, 2, here + UNKNOWN_SYLLABLE_COST, i, state, undefined);
      if (state === 3) continue;
      const bound = i + 1 < n && isBoundSyllable(w);
      relax(i + 1, bound ? 3 : 2, here + UNKNOWN_RUN_COST + UNKNOWN_SYLLABLE_COST, i, state, UNKNOWN);
      if (!first) continue;
      if (particleHere) {
        const afterBare = state !== 1 && BARE.test(lastWritten) && !endsKnown(written, i);
        for (let k = 1; k <= LONGEST_PARTICLE && i + k <= n; k++) {
          const key = keys[k - 1] as string;
          const ipa = PARTICLE_IPA.get(key);
          if (!ipa) continue;
          if (FINAL_ONLY.has(key) && i + k < n && !startsParticle(written, i + k)) continue;
          if (NEEDS_WORD_AFTER.has(key) && !startsWordOrEnd(written, i + k)) continue;
          if (afterBare && !NOUN_MARKERS.has(key)) continue;
          relax(i + k, 1, here + PARTICLE_COST, i, state, { from: i, fromState: 0, kind: 'particle', ipa });
        }
        const aux = PARTICLE_BEFORE_PARTICLE_IPA.get(w);
        if (aux && startsParticle(written, i + 1)) {
          relax(i + 1, 1, here + PARTICLE_COST, i, state, { from: i, fromState: 0, kind: 'particle', ipa: aux });
        }
      }
      for (let k = 1; k <= keys.length; k++) {
        const key = keys[k - 1] as string;
        const phrase = PHRASE_WORD_SET.has(key);
        if (!phrase && !KNOWN.has(key)) continue;
        if (k === 1 && (state !== 1 || !startsPhraseAfter(written, i + 1))) continue;
        if (key.endsWith('မ') && negativeAhead(written, i + k)) continue;
        const standalone = (phrase || PHRASE_LED.has(key)) && state === 1;
        relax(i + k, PHRASE_LED.has(key) ? 1 : 0, here + KNOWN_COST, i, state, { from: i, fromState: 0, kind: 'word', standalone });
      }
    }
  }
  let state = 0;
  for (let st = 1; st < STATES; st++) if ((cost[n * STATES + st] as number) < (cost[n * STATES + state] as number)) state = st;
  const out: Segment[] = [];
  let end = n;
  for (let at = n; at > 0; ) {
    const idx = at * STATES + state;
    const how = step[idx];
    const from = fromPos[idx] as number;
    if (how) {
      const part = written.slice(from, end);
      out.push(how.kind === 'particle' ? { kind: 'particle', written: part, ipa: how.ipa as string } : { kind: 'word', written: part, standalone: how.standalone });
      end = from;
    }
    at = from;
    state = fromState[idx] as number;
  }
  return out.reverse();
}

/** Written syllables of one run (no spaces or punctuation) -> words and particles, in order. */
export function segmentSyllables(written: string[]): Segment[] {
  const n = written.length;
  if (n <= 1 || keepWhole(written)) return n ? [{ kind: 'word', written }] : [];
  const out: Segment[] = [];
  for (const seg of search(written)) {
    const last = out[out.length - 1];
    if (seg.kind === 'word' && last?.kind === 'word' && !last.standalone && !seg.standalone) last.written = [...last.written, ...seg.written];
    else out.push(seg.kind === 'word' ? { ...seg, written: [...seg.written] } : seg);
  }
  return out;
}
