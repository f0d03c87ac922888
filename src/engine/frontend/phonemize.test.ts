import { describe, expect, it } from 'vitest';
import { phonemize } from './phonemize';

/** Hand-checked readings. */
const WORDS: ReadonlyArray<readonly [string, string]> = [
  ['မင်္ဂလာပါ', 'mɪ̀ɴ ɡə là bà'], // kinzi, reduction, voiced particle
  ['မြန်မာ', 'mjə mà'], // irregular word
  ['ကျွန်တော်', 'tɕə nɔ̀'],
  ['ကျောင်းသား', 'tɕáʊɴ ðá'], // θ -> ð after an open syllable
  ['ကစား', 'ɡə zá'], // reduced syllable agrees in voicing
  ['ဗုဒ္ဓ', 'boʊʔ da̰'], // stack: upper consonant is a final
  ['ပြဿနာ', 'pjaʔ θə nà'], // ဿ, no voicing after a checked syllable
  ['ရှင်', 'ʃɪ̀ɴ'],
  ['နှင်း', 'n̥ɪ́ɴ'],
  ['လှ', 'ɬa̰'],
  ['ကြည့်', 'tɕḭ'],
  ['လည်း', 'lɛ́'],
  ['ဝန်ကြီး', 'wʊ̀ɴ dʑí'],
  ['နေကောင်းပါတယ်', 'nè ɡáʊɴ bà dὲ'], // ὲ: the reference list's way of writing low-tone ɛ
  ['စာအုပ်', 'sà ʔoʊʔ'],
  ['မြို့', 'mjo̰'],
];

describe('phonemize', () => {
  it.each(WORDS)('%s -> %s', (word, ipa) => {
    expect(phonemize(word)).toBe(ipa.normalize('NFC'));
  });
  it('reads ါ like ာ and joins words with single spaces', () => {
    expect(phonemize('ပါ  ပါ')).toBe('pà pà');
  });
  it('reads numbers as in smart mode', () => {
    expect(phonemize('၁၀၅')).toBe('tə ja̰ ŋá'.normalize('NFC'));
  });
  it('gives an empty string for text with no Burmese', () => {
    expect(phonemize('hello 123')).toBe('');
  });
});
