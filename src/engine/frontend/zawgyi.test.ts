import { describe, expect, it } from 'vitest';
import { decodeZawgyi, isZawgyi } from './zawgyi';

describe('zawgyi', () => {
  it('detects and converts Zawgyi (hand-checked: ျမန္မာ is Zawgyi for မြန်မာ)', () => {
    expect(isZawgyi('ျမန္မာ')).toBe(true);
    expect(decodeZawgyi('ျမန္မာ')).toBe('မြန်မာ');
    expect(decodeZawgyi('မဂၤလာပါ')).toBe('မင်္ဂလာပါ');
  });

  it('leaves Unicode and non-Burmese text unchanged', () => {
    expect(isZawgyi('မင်္ဂလာပါ')).toBe(false);
    expect(decodeZawgyi('မင်္ဂလာပါ')).toBe('မင်္ဂလာပါ');
    expect(decodeZawgyi('hello 123')).toBe('hello 123');
  });

  it('decides line by line', () => {
    expect(decodeZawgyi('မင်္ဂလာပါ\nျမန္မာ')).toBe('မင်္ဂလာပါ\nမြန်မာ');
  });
});
