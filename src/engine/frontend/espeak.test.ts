import { describe, expect, it } from 'vitest';
import { phonemizeWords } from './phonemize';
import { wordsToEspeak } from './espeak';

describe('wordsToEspeak', () => {
  it('writes mingalaba as in the espeak notes', () => {
    expect(wordsToEspeak(phonemizeWords('မင်္ဂလာပါ'))).toBe("[['ma281'g@'la021'ba021]]");
  });
  it('maps tones, checked rimes, aspirates, palatals and words', () => {
    expect(wordsToEspeak(phonemizeWords('ကျောင်း ချက် ဖြစ် သိ ရှင်'))).toBe(
      "[['kya362 'q1a254 'q7a374 'tha043 'q46a281]]",
    );
  });
});
