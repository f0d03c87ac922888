import type { Syl, Tone } from './syllable-ipa';

/**
 * Spoken syllables -> espeak-ng phoneme input for the `my` phoneme table (`[['ma281'g@'la021'ba021]]`).
 *
 * The installed table (espeak-ng 1.51) has whole-rime vowel phonemes a01-a50 and tone phonemes 1 low,
 * 2 high, 3 creaky, 4 checked. Its source is not installed; the rimes were identified from the compiled
 * data: the formants of each rime's spectrum file in phondata (F1/F2, and diphthong glides) give the
 * vowel, and each three-rime set has one short (65), one long (90) and one longest (100) member, the
 * creaky, low and high forms; the eight short-only rimes are the checked ones. The checks below were
 * confirmed by ear-free means only: `espeak-ng -v my -x` accepts every code, and mingalaba renders as
 * documented (mɪ̀ɴ = a28+1, là = a02+1).
 */

type ToneRimes = readonly [creaky: string, low: string, high: string];

const OPEN_AND_NASAL: Readonly<Record<string, ToneRimes>> = {
  a: ['a01', 'a02', 'a03'], // F1 ~900 F2 ~1200
  i: ['a04', 'a05', 'a06'], // 300/2100
  u: ['a07', 'a08', 'a09'], // 340/800
  e: ['a11', 'a10', 'a12'], // 500/2000
  ɛ: ['a14', 'a13', 'a15'], // 590/1960
  ɔ: ['a17', 'a18', 'a16'], // 656/980
  aɴ: ['a20', 'a19', 'a21'], // 736/1600
  o: ['a23', 'a22', 'a24'], // 432/800
  ɪɴ: ['a29', 'a28', 'a30'], // 408/2220
  aɪɴ: ['a32', 'a31', 'a33'], // 880/1180 gliding to 712/1860
  aʊɴ: ['a35', 'a34', 'a36'], // 856/1140 gliding to 736/1000
  eɪɴ: ['a43', 'a42', 'a44'], // 616/1720 gliding to 616/2220
  oʊɴ: ['a46', 'a45', 'a47'], // 560/920 gliding to 416/780
  ʊɴ: ['a49', 'a48', 'a50'], // 650/1000
};

const CHECKED: Readonly<Record<string, string>> = {
  ɛʔ: 'a25', aʊʔ: 'a26', aɪʔ: 'a27', ɪʔ: 'a37', aʔ: 'a38', eɪʔ: 'a39', oʊʔ: 'a40', ʊʔ: 'a41',
};

const TONE_DIGIT: Readonly<Record<Exclude<Tone, 'reduced'>, string>> = { low: '1', high: '2', creaky: '3', checked: '4' };
const TONE_INDEX: Readonly<Record<'creaky' | 'low' | 'high', number>> = { creaky: 0, low: 1, high: 2 };

/**
 * Onset pieces, longest first. Medial clusters with their own phoneme: pj q8, pʰj q7, bj q0; voiceless
 * sonorants (m̥ n̥ ɲ̥ ŋ̥ ɬ ʍ) have none and are written h + the voiced one.
 */
const ONSETS: ReadonlyArray<readonly [string, string]> = [
  ['tɕʰ', 'q1'], ['pʰj', 'q7'], ['tɕ', 'ky'], ['dʑ', 'q3'], ['kʰ', 'kh'], ['sʰ', 'hs'], ['tʰ', 'ht'], ['pʰ', 'ph'],
  ['pj', 'q8'], ['bj', 'q0'], ['m̥', 'hm'], ['n̥', 'hn'], ['ɲ̥', 'hn^'], ['ŋ̥', 'hN'],
  ['k', 'k'], ['ɡ', 'g'], ['g', 'g'], ['ŋ', 'N'], ['s', 's'], ['z', 'z'], ['ɲ', 'n^'], ['t', 't'], ['d', 'd'],
  ['n', 'n'], ['p', 'p'], ['b', 'b'], ['m', 'm'], ['j', 'j'], ['l', 'l'], ['ɬ', 'hl'], ['w', 'w'], ['ʍ', 'hw'],
  ['θ', 'th'], ['ð', 'D'], ['h', 'h'], ['ʔ', '?'], ['ʃ', 'q46'], ['ɹ', 'r'],
];

const onsetCache = new Map<string, string>();

function onsetToEspeak(onset: string): string {
  const cached = onsetCache.get(onset);
  if (cached !== undefined) return cached;
  let out = '';
  let rest = onset;
  while (rest) {
    const hit = ONSETS.find(([ipa]) => rest.startsWith(ipa));
    if (!hit) {
      rest = rest.slice(1);
      continue;
    }
    out += hit[1];
    rest = rest.slice(hit[0].length);
  }
  onsetCache.set(onset, out);
  return out;
}

/** One syllable, e.g. {m, ɪɴ, low} -> "'ma281". */
export function sylToEspeak(s: Syl): string {
  const onset = onsetToEspeak(s.onset);
  if (s.tone === 'reduced') return `'${onset}@`;
  if (s.tone === 'checked') return `'${onset}${CHECKED[s.rime] ?? 'a38'}${TONE_DIGIT.checked}`;
  const rimes = OPEN_AND_NASAL[s.rime] ?? OPEN_AND_NASAL.a;
  return `'${onset}${rimes?.[TONE_INDEX[s.tone]] ?? 'a02'}${TONE_DIGIT[s.tone]}`;
}

/** Words of syllables -> one espeak phoneme-input string. */
export function wordsToEspeak(words: Syl[][]): string {
  return `[[${words.map((w) => w.map(sylToEspeak).join('')).join(' ')}]]`;
}
