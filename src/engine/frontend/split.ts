import type { PieceLang } from '../types';

/**
 * Splitting spoken text into dispatch pieces: first script runs (Burmese -> 'my', Latin -> 'en'; other
 * scripts cannot be voiced and are dropped), then clauses at ။ ၊ . ! ? ; , : and line breaks, then any
 * clause longer than MAX_PIECE_CHARS at spaces, or for Burmese written without spaces, at syllable
 * starts. A piece is never cut inside a syllable or a word (a single word longer than the limit,
 * such as a URL, is the only exception).
 */

export const MAX_PIECE_CHARS = 300;

/** Pauses after a piece, by the punctuation that ends it. */
export const PAUSE_MS = {
  sentence: 500, // ။ . ! ?
  clause: 250, // ၊ , ; :
  line: 400, // a line break
  paragraph: 700, // a blank line
  script: 0, // a change of script with no punctuation
} as const;

export interface RawPiece {
  lang: PieceLang;
  text: string;
  pauseAfterMs: number;
}

const MYANMAR = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/;
const LATIN_OR_DIGIT = /[\p{Script=Latin}0-9]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SENTENCE_END = /[။.!?]/;
const CLAUSE_END = /[၊,;:]/;
/** Where a Burmese syllable starts: a consonant not after ္ and not followed by ် or ္ (sylbreak). */
const SYLLABLE_START = /(?<!\u1039)[\u1000-\u1021](?!\u1037?[\u103A\u1039])|[\u1023-\u102A\u103F\u104C-\u104F]/g;

type Cls = PieceLang | 'other' | 'neutral';

function classify(c: string): Cls {
  const code = c.charCodeAt(0);
  if (code === 0x104a || code === 0x104b) return 'neutral';
  if (code >= 0x1000 && code <= 0x109f) return 'my';
  if (code < 0x80) return /[A-Za-z0-9]/.test(c) ? 'en' : 'neutral';
  if (MYANMAR.test(c)) return 'my';
  if (LATIN_OR_DIGIT.test(c)) return 'en';
  if (LETTER_OR_DIGIT.test(c)) return 'other';
  return 'neutral';
}

/** Cuts positions for an over-long clause: the last space or syllable start before the limit. */
function cutLong(text: string, lang: PieceLang): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_PIECE_CHARS) {
    const window = rest.slice(0, MAX_PIECE_CHARS + 1);
    let cut = window.lastIndexOf(' ');
    if (cut <= 0 && lang === 'my') {
      for (const m of window.matchAll(SYLLABLE_START)) if (m.index > 0 && m.index <= MAX_PIECE_CHARS) cut = m.index;
    }
    if (cut <= 0) {
      const nextSpace = rest.indexOf(' ');
      cut = nextSpace > 0 ? nextSpace : rest.length;
    }
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** Splits spoken text (numbers already written out) into pieces with their pauses. */
export function splitPieces(text: string): RawPiece[] {
  const pieces: RawPiece[] = [];
  let lang: PieceLang | null = null;
  let buf = '';
  const flush = (pauseAfterMs: number) => {
    const t = buf.replace(/\s+/g, ' ').trim();
    buf = '';
    if (!lang || !LETTER_OR_DIGIT.test(t)) {
      // Only punctuation since the last piece: its pause extends the previous one.
      const last = pieces[pieces.length - 1];
      if (last) last.pauseAfterMs = Math.max(last.pauseAfterMs, pauseAfterMs);
      return;
    }
    const parts = cutLong(t, lang);
    parts.forEach((p, i) => pieces.push({ lang: lang as PieceLang, text: p, pauseAfterMs: i === parts.length - 1 ? pauseAfterMs : 0 }));
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    const cls = classify(c);
    if (cls === 'my' || cls === 'en') {
      if (lang && cls !== lang && LETTER_OR_DIGIT.test(buf)) flush(PAUSE_MS.script);
      lang = cls;
      buf += c;
    } else if (cls === 'other') {
      buf += ' ';
    } else if (c === '\n') {
      const blank = text[i + 1] === '\n' || /\n\s*$/.test(buf);
      flush(blank ? PAUSE_MS.paragraph : PAUSE_MS.line);
    } else if (SENTENCE_END.test(c) && !(c === '.' && lang === 'en' && /\S/.test(text[i + 1] ?? ' '))) {
      buf += lang === 'en' ? c : '';
      flush(PAUSE_MS.sentence);
    } else if (CLAUSE_END.test(c)) {
      buf += lang === 'en' ? c : '';
      flush(PAUSE_MS.clause);
    } else {
      buf += c;
    }
  }
  flush(PAUSE_MS.sentence);
  return pieces;
}
