import { describe, expect, it } from 'vitest';
import { billedLength, isSpeakable, normalizeBurmese } from './normalize';

describe('normalizeBurmese', () => {
  it('drops zero-width characters', () => {
    expect(normalizeBurmese('မြန်\u200Bမာ\uFEFF\u2060\u200D')).toBe('မြန်မာ');
  });
  it('puts dot below before asat (ကြည့် typed as ့်)', () => {
    expect(normalizeBurmese('ကြည\u103A\u1037')).toBe('ကြည\u1037\u103A');
  });
  it('reads the tall aa ါ as ာ', () => {
    expect(normalizeBurmese('ပါ')).toBe('ပ\u102C');
  });
});

describe('billedLength', () => {
  it('counts UTF-16 code units of the raw text', () => {
    expect(billedLength('မြန်မာ')).toBe(6);
    expect(billedLength('hi 😀')).toBe(5);
    expect(billedLength('a\u200Bb')).toBe(3);
  });
});

describe('isSpeakable', () => {
  it('is false for emoji, punctuation, symbols and whitespace only', () => {
    expect(isSpeakable('😀 ။ ... $%^ \n')).toBe(false);
    expect(isSpeakable('')).toBe(false);
  });
  it('is true with any letter or digit', () => {
    expect(isSpeakable('😀 က')).toBe(true);
    expect(isSpeakable('၅')).toBe(true);
    expect(isSpeakable('ok!')).toBe(true);
  });
});
