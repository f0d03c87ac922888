import { LISTED, LONGEST_WORD, type ListedWord } from './lexicon';
import { coverWithEntries } from './cover';

/**
 * What the word lists say about voicing sandhi, morpheme by morpheme: for each written syllable, how
 * often the listed words voice its onset after an open or nasal full syllable, last in the word and
 * inside it. The rules use this for compounds no list has (a new X + ခန်း reads like the listed ones).
 */
export interface VoicingCounts {
  lastVoiced: number;
  lastVoiceless: number;
  midVoiced: number;
  midVoiceless: number;
}

/** Written onsets that sandhi can voice: က ခ စ ဆ တ ထ ဋ ဌ ပ ဖ သ (with any medial). */
const VOICEABLE = /^[ကခစဆတထဋဌပဖသ]/;
const VOICED_ONSET = /^(ɡ|dʑ|z|d|b|ð)/;

/** Whether the spoken syllable before position k lets sandhi happen (open or nasal, not reduced). */
const afterFullSyllable = (spoken: readonly string[], k: number): boolean => !/[ʔə]$/.test(spoken[k - 1] as string);

let counts: Map<string, VoicingCounts> | undefined;

function buildCounts(): Map<string, VoicingCounts> {
  const out = new Map<string, VoicingCounts>();
  for (const { written, ipa } of LISTED.values()) {
    const spoken = ipa.split(' ');
    if (written.length !== spoken.length) continue;
    for (let k = 1; k < written.length; k++) {
      const w = written[k] as string;
      if (!VOICEABLE.test(w) || !afterFullSyllable(spoken, k)) continue;
      const voiced = VOICED_ONSET.test(spoken[k] as string);
      let c = out.get(w);
      if (!c) out.set(w, (c = { lastVoiced: 0, lastVoiceless: 0, midVoiced: 0, midVoiceless: 0 }));
      if (k === written.length - 1) voiced ? c.lastVoiced++ : c.lastVoiceless++;
      else voiced ? c.midVoiced++ : c.midVoiceless++;
    }
  }
  return out;
}

/** Counts for one written syllable (built from the word lists on first use). */
export function listedVoicing(written: string): VoicingCounts | undefined {
  counts ??= buildCounts();
  return counts.get(written);
}

/** Voiced and voiceless counts for one listed word as a later part of other listed words. */
interface PartCounts {
  voiced: number;
  voiceless: number;
}

let parts: Map<string, PartCounts> | undefined;

/**
 * Each listed word is covered by the other listed words (ရေချိုးခန်း = ရေ + ချိုးခန်း); where a later part
 * starts with a voiceable onset after a full syllable, the listed reading says whether it voiced.
 */
function buildParts(): Map<string, PartCounts> {
  const out = new Map<string, PartCounts>();
  for (const { written, ipa } of LISTED.values()) {
    const spoken = ipa.split(' ');
    const n = written.length;
    if (n < 2 || n !== spoken.length) continue;
    if (!written.some((w, k) => k > 0 && VOICEABLE.test(w) && afterFullSyllable(spoken, k))) continue;
    const pieces = coverWithEntries(n, LONGEST_WORD, (i, k) => (k < n ? otherEntry(written, i, k) : undefined));
    for (const { at, length } of pieces) {
      if (at === 0 || !VOICEABLE.test(written[at] as string) || !afterFullSyllable(spoken, at)) continue;
      const key = written.slice(at, at + length).join('');
      let c = out.get(key);
      if (!c) out.set(key, (c = { voiced: 0, voiceless: 0 }));
      VOICED_ONSET.test(spoken[at] as string) ? c.voiced++ : c.voiceless++;
    }
  }
  return out;
}

const otherEntry = (written: readonly string[], i: number, k: number): ListedWord | undefined => {
  const entry = LISTED.get(written.slice(i, i + k).join(''));
  return entry && entry.written.length === k ? entry : undefined;
};

/**
 * How the listed compounds that hold the listed word `key` (spelled out) as a later part say its first
 * onset after a full syllable: voiced (true) or not (false), when at least one does and 70% agree.
 */
export function voicingAsPart(key: string): boolean | undefined {
  parts ??= buildParts();
  const c = parts.get(key);
  return c && majority(c.voiced, c.voiceless, 1);
}

/** True or false when `min` votes or more are cast and 70% of them agree; otherwise undefined. */
export function majority(voiced: number, voiceless: number, min: number): boolean | undefined {
  const all = voiced + voiceless;
  if (all < min) return undefined;
  if (voiced >= MAJORITY * all) return true;
  if (voiceless >= MAJORITY * all) return false;
  return undefined;
}
const MAJORITY = 0.7;
