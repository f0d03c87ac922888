import { describe, expect, it } from 'vitest';
import { listedVoicing, majority, voicingAsPart } from './lexicon-voicing';
import { phonemize } from './phonemize';

describe('voicing learnt from the word lists', () => {
  it('counts, for a morpheme, how often the listed words voice it after a full syllable', () => {
    const card = listedVoicing('ကတ်');
    expect(card).toBeDefined();
    expect(card!.lastVoiceless).toBeGreaterThanOrEqual(5);
    expect(card!.lastVoiced).toBe(0);
    const verbal = listedVoicing('ခြင်း');
    expect(verbal!.lastVoiced).toBeGreaterThan(50);
  });

  it('an unlisted compound follows the lists: the loan ကတ် "card" keeps k where a plain onset would voice', () => {
    expect(phonemize('ဆေးရုံကတ်')).toBe('sʰé jòʊɴ kaʔ');
    // without a vote the default applies: a plain onset voices after an open syllable
    expect(phonemize('ဆေးရုံကန်')).toMatch(/ ɡàɴ$/);
  });

  it('a listed word inside an unlisted compound voices as the listed compounds that hold it do', () => {
    // the syllable သူ mostly voices after a full syllable (ကျောင်းသူ), but the listed compounds ending
    // in the word သူဌေး "rich man" keep its θ: that vote, about the whole word, wins
    const syllable = listedVoicing('သူ')!;
    expect(syllable.lastVoiced + syllable.midVoiced).toBeGreaterThan(syllable.lastVoiceless + syllable.midVoiceless);
    expect(voicingAsPart('သူဌေး')).toBe(false);
    expect(phonemize('ငွေသူဌေး')).toBe('ŋwè θə tʰé');
    expect(voicingAsPart('သား')).toBe(true);
    expect(voicingAsPart('မရှိသောစကားလုံး')).toBeUndefined();
  });

  it('a vote needs enough voices and 70% of them one way', () => {
    expect(majority(7, 3, 2)).toBe(true);
    expect(majority(3, 7, 2)).toBe(false);
    expect(majority(6, 4, 2)).toBeUndefined();
    expect(majority(1, 0, 2)).toBeUndefined();
    expect(majority(1, 0, 1)).toBe(true);
  });
});
