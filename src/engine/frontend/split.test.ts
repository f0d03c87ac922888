import { describe, expect, it } from 'vitest';
import { MAX_PIECE_CHARS, PAUSE_MS, splitPieces } from './split';

describe('splitPieces', () => {
  it('splits script runs and clauses, with pauses from punctuation', () => {
    expect(splitPieces('မင်္ဂလာပါ။ Hello there, world!\nကျွန်တော်၊ Zaga')).toEqual([
      { lang: 'my', text: 'မင်္ဂလာပါ', pauseAfterMs: PAUSE_MS.sentence },
      { lang: 'en', text: 'Hello there,', pauseAfterMs: PAUSE_MS.clause },
      { lang: 'en', text: 'world!', pauseAfterMs: PAUSE_MS.sentence },
      { lang: 'my', text: 'ကျွန်တော်', pauseAfterMs: PAUSE_MS.clause },
      { lang: 'en', text: 'Zaga', pauseAfterMs: PAUSE_MS.sentence },
    ]);
  });
  it('drops pieces with nothing to say and keeps abbreviations like 3.5 or e.g. whole', () => {
    expect(splitPieces('။။ 😀').length).toBe(0);
    expect(splitPieces('see e.g.this').map((p) => p.text)).toEqual(['see e.g.this']);
  });
  it('cuts long Burmese clauses at syllable starts and long English ones at spaces', () => {
    const burmese = splitPieces('ကျောင်းသား'.repeat(80));
    expect(burmese.every((p) => p.text.length <= MAX_PIECE_CHARS)).toBe(true);
    expect(burmese.map((p) => p.text).join('')).toBe('ကျောင်းသား'.repeat(80));
    expect(burmese.every((p) => !/^[\u102B-\u103E]/.test(p.text))).toBe(true);
    const english = splitPieces('word '.repeat(200));
    expect(english.every((p) => p.text.length <= MAX_PIECE_CHARS && !p.text.startsWith(' '))).toBe(true);
  });
});
