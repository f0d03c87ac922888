import type { NumberMode, SpeechPiece, SpeechPlan } from '../types';
import { billedLength, normalizeBurmese } from './normalize';
import { decodeZawgyi } from './zawgyi';
import { expandNumbers } from './numbers';
import { splitPieces } from './split';
import { phonemizeWords } from './phonemize';
import { wordsToEspeak } from './espeak';

/** Above this length once numbers are written out, a text is refused with `text_too_long`. */
export const MAX_EXPANDED_CHARS = 10_000;

/** Text as the client sent it -> Unicode (Zawgyi decoded) and normalised. Idempotent. */
export function prepareText(raw: string): string {
  return normalizeBurmese(decodeZawgyi(raw));
}

/** The text as it will be spoken: prepared, with every number written out for `numberMode`. */
export function normalizeForSpeech(text: string, numberMode: NumberMode): string {
  return expandNumbers(prepareText(text), numberMode);
}

export function isTooLong(plan: Pick<SpeechPlan, 'expandedLength'>): boolean {
  return plan.expandedLength > MAX_EXPANDED_CHARS;
}

/** Splits `total` into integer shares proportional to `weights` (largest remainder), summing exactly. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!weights.length) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return shares;
}

/**
 * The synthesis plan for a text as the client sent it. Burmese pieces carry espeak phoneme input,
 * English pieces plain text. The billed characters are shared out over the pieces in proportion to
 * their spoken length (a piece's share is what a cancellation refunds if it was not yet made).
 * An unspeakable text gives no pieces: check isSpeakable first.
 */
export function planSpeech(text: string, options: { numberMode: NumberMode }): SpeechPlan {
  const spoken = normalizeForSpeech(text, options.numberMode);
  const pieces: Omit<SpeechPiece, 'chars'>[] = [];
  for (const p of splitPieces(spoken)) {
    if (p.lang === 'en') {
      pieces.push({ lang: 'en', spoken: p.text, input: p.text, pauseAfterMs: p.pauseAfterMs });
      continue;
    }
    const words = phonemizeWords(p.text);
    if (words.length) pieces.push({ lang: 'my', spoken: p.text, input: wordsToEspeak(words), pauseAfterMs: p.pauseAfterMs });
    else if (pieces.length) {
      const last = pieces[pieces.length - 1] as Omit<SpeechPiece, 'chars'>;
      last.pauseAfterMs = Math.max(last.pauseAfterMs, p.pauseAfterMs);
    }
  }
  const characters = billedLength(text);
  const shares = apportion(characters, pieces.map((p) => p.spoken.length));
  return {
    characters,
    expandedLength: spoken.length,
    pieces: pieces.map((p, i) => ({ ...p, chars: shares[i] ?? 0 })),
  };
}
