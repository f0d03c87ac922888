import type { Syl } from './syllable-ipa';

const MARK: Readonly<Record<string, string>> = { low: '\u0300', high: '\u0301', creaky: '\u0330' };

/**
 * Writes one syllable in the notation of the project's reference word list (myG2P): the tone mark sits
 * on the first vowel letter, checked syllables end in ʔ, a reduced syllable is ə. That list writes the
 * low-tone open ɛ as the precomposed Greek ὲ (U+1F72), so we follow it to stay comparable.
 */
export function sylToIpa(s: Syl): string {
  if (s.tone === 'reduced') return s.onset + 'ə';
  const mark = MARK[s.tone] ?? '';
  const rime = (s.rime.slice(0, 1) + mark + s.rime.slice(1)).normalize('NFC');
  return s.onset + (rime === 'ɛ\u0300' ? '\u1F72' : rime);
}
