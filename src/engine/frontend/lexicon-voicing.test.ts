import { describe, expect, it } from 'vitest';
import { listedVoicing } from './lexicon-voicing';
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
});
