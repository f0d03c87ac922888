import { LISTED } from './lexicon';
import { parseIpaSyllable } from './syllable-ipa';

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

let counts: Map<string, VoicingCounts> | undefined;

function build(): Map<string, VoicingCounts> {
  const out = new Map<string, VoicingCounts>();
  for (const { written, ipa } of LISTED.values()) {
    const spoken = ipa.split(' ');
    if (written.length !== spoken.length) continue;
    for (let k = 1; k < written.length; k++) {
      const w = written[k] as string;
      if (!VOICEABLE.test(w)) continue;
      const prev = parseIpaSyllable(spoken[k - 1] as string);
      if (prev.tone === 'checked' || prev.tone === 'reduced') continue;
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
  counts ??= build();
  return counts.get(written);
}

