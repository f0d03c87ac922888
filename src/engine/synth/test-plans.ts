/** Hand-written speech plans (as the front end produces them) for engine tests and the benchmark. */
import type { SpeechPiece, SpeechPlan } from '../types';

export function burmese(input: string, chars: number, pauseAfterMs = 0): SpeechPiece {
  return { lang: 'my', spoken: input, input, chars, pauseAfterMs };
}

export function english(text: string, pauseAfterMs = 0): SpeechPiece {
  return { lang: 'en', spoken: text, input: text, chars: text.length, pauseAfterMs };
}

export function plan(pieces: SpeechPiece[]): SpeechPlan {
  const characters = pieces.reduce((sum, piece) => sum + piece.chars, 0);
  return { characters, expandedLength: characters, pieces };
}

/** မင်္ဂလာပါ */
export const MINGALABA = burmese("[['ma281'g@'la021'ba021]]", 9, 400);
/** A longer Burmese clause (phoneme input in the front end's notation). */
export const CLAUSE = burmese("[['kya051'n@'da282'ka031'mj@'ma021'sa401'ga151'ba021'da121]]", 30, 500);
