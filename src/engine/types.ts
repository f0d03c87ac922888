/**
 * The engine's public data shapes. The engine is a plain TypeScript library: it imports nothing from
 * Next, tRPC, the database or the worker, so the API, the worker and the CLI can all call it.
 */

export const NUMBER_MODES = ['smart', 'place', 'digits', 'english', 'english_digits'] as const;
export type NumberMode = (typeof NUMBER_MODES)[number];

/** Which voice half speaks a piece: the Burmese (tonal) voice or its paired English voice. */
export type PieceLang = 'my' | 'en';

/**
 * One unit of synthesis (a "dispatch" in the spec): a clause of one script run, never split inside a
 * syllable or word. `input` is what espeak-ng is given: espeak phoneme input (`[[...]]`) for Burmese,
 * plain text for English.
 */
export interface SpeechPiece {
  lang: PieceLang;
  /** The text as it will be spoken (numbers written out), for display and debugging. */
  spoken: string;
  /** What espeak-ng receives for this piece. */
  input: string;
  /** The share of the billed characters this piece covers; the pieces' shares sum to the billed length. */
  chars: number;
  /** Silence to insert after this piece, in milliseconds (punctuation pauses, number-group pauses). */
  pauseAfterMs: number;
}

export interface SpeechPlan {
  /** Billed length of the original text in UTF-16 code units. */
  characters: number;
  /** Length of the text once numbers are written out as words (decides `text_too_long` when > 10,000). */
  expandedLength: number;
  pieces: SpeechPiece[];
}

/** Mono 16-bit PCM at `sampleRate`. */
export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}
