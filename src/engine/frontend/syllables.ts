/**
 * Burmese syllable segmentation (after Ye Kyaw Thu's sylbreak rule): a syllable starts at a consonant
 * that does not follow ္ and is not followed by ် or ္. Stacks are opened first so the rule sees plain
 * finals: kinzi င်္X ends the previous syllable with င်; any other X္Y makes X a final (X်Y);
 * ဿ is သ်သ. Independent vowels become အ plus the vowel sign so that one rime table reads them all.
 */

const CONSONANT = /[\u1000-\u1021]/;

/** Abbreviation symbols and independent vowels, spelt out the way they are read. */
const SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/၎င်း/g, 'လည်းကောင်း'],
  [/၍/g, 'ရွေ့'],
  [/၌/g, 'နှိုက်'],
  [/၏/g, 'ဣ'],
  [/ဦ/g, 'အူ'],
  [/ဣ/g, 'အိ'],
  [/ဤ/g, 'အီ'],
  [/ဥ/g, 'အု'],
  [/ဧ/g, 'အေ'],
  [/ဩ/g, 'အော'],
  [/ဪ/g, 'အော်'],
  [/ဿ/g, 'သ်သ'],
  [/င်္/g, 'င်'],
  [/(?<!္)([\u1000-\u1021])္/g, '$1်'],
  // A final with a vowel sign or a medial after it is also the next syllable's onset:
  // ကျွန်ုပ် = ကျွန် + နုပ်, ယောက်ျား = ယောက် + ကျား.
  [/([\u1000-\u1021])်(?=[\u102B-\u1032\u103B-\u103E])/g, '$1်$1'],
];

const NEEDS_SPELLING = /[\u1023-\u102A\u103F\u104C-\u104F\u1039]|\u103A[\u102B-\u1032\u103B-\u103E]/;

/** Spells out abbreviations, independent vowels and stacks (input already normalised). */
export function spellOut(word: string): string {
  if (!NEEDS_SPELLING.test(word)) return word;
  let out = word;
  for (const [pattern, replacement] of SPELLINGS) out = out.replace(pattern, replacement);
  return out;
}

function startsSyllable(chars: string[], i: number): boolean {
  const c = chars[i] as string;
  if (!CONSONANT.test(c)) return false;
  const next = chars[i + 1];
  // A consonant is a final when ် follows it, also past a dot or a medial (loan spellings: ဒေ့ရှ်, ဆေ့ချ်).
  let k = i + 1;
  while (k < chars.length && /[\u1037\u103B-\u103E]/.test(chars[k] as string)) k++;
  return chars[k] !== '\u103A' && next !== '\u1039';
}

/** Splits one Burmese word (no spaces, normalised) into written syllables. */
export function splitSyllables(word: string): string[] {
  const chars = [...spellOut(word)];
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < chars.length; i++) {
    if (current && startsSyllable(chars, i)) {
      out.push(current);
      current = '';
    }
    current += chars[i];
  }
  if (current) out.push(current);
  return out;
}

/**
 * A consonant closed by မ before a labial (ဓမ္မ = ဓမ်|မ, ကမ္ဘာ = ကမ်|ဘာ): the Pali stack whose first
 * syllable is said reduced (də ma̰, ɡə bà), in the rules and in the word lists alike. The Pali prefix
 * saṃ- keeps its vowel before ပ ဖ ဗ ဘ (သမ္ပတ္တိ θàɴ paʔ tḭ); သမ္မ reduces like the rest (သမ္မတ θə mə da̰).
 */
export function reducedBeforeLabial(written: readonly string[], i: number): boolean {
  const here = written[i] ?? '';
  const next = written[i + 1] ?? '';
  if (!/^[\u1000-\u1021]မ်$/.test(here) || !/^[ပဖဗဘမ]/.test(next)) return false;
  return here !== 'သမ်' || next.startsWith('မ');
}
