import { describe, expect, it } from 'vitest';
import { splitSyllables } from './syllables';

describe('splitSyllables', () => {
  it('breaks before consonants that start a syllable', () => {
    expect(splitSyllables('ကျောင်းသား')).toEqual(['ကျောင်း', 'သား']);
    expect(splitSyllables('ကြည့်ရှု')).toEqual(['ကြည့်', 'ရှု']);
  });
  it('opens kinzi and stacks, and spells ဿ as သ်သ', () => {
    expect(splitSyllables('မင်္ဂလာ')).toEqual(['မင်', 'ဂ', 'လာ']);
    expect(splitSyllables('ဗုဒ္ဓ')).toEqual(['ဗုဒ်', 'ဓ']);
    expect(splitSyllables('ပြဿနာ')).toEqual(['ပြသ်', 'သ', 'နာ']);
  });
  it('reads a final followed by a vowel sign as also the next onset (ကျွန်ုပ် = ကျွန် + နုပ်)', () => {
    expect(splitSyllables('ကျွန်ုပ်')).toEqual(['ကျွန်', 'နုပ်']);
  });
  it('spells out abbreviations and independent vowels', () => {
    expect(splitSyllables('၎င်း')).toEqual(['လည်း', 'ကောင်း']);
    expect(splitSyllables('ဦး')).toEqual(['အူး']);
    expect(splitSyllables('၍')).toEqual(['ရွေ့']);
  });
});
