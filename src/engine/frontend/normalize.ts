/**
 * Unicode clean-up of Burmese text before anything reads it: NFC (which also puts ့ U+1037 before
 * ် U+103A, their canonical order), ါ (U+102B, the tall aa) read as ာ (U+102C), and no zero-width
 * characters. The billed length is always taken from the raw text, never from this output.
 */

const ZERO_WIDTH = /[\u200B-\u200D\uFEFF\u2060]/g;
const TALL_AA = /\u102B/g;

export function normalizeBurmese(text: string): string {
  return text
    .replace(ZERO_WIDTH, '')
    .normalize('NFC')
    .replace(TALL_AA, '\u102C');
}

/** Billed length: UTF-16 code units of the text exactly as the client sent it (an emoji counts 2). */
export function billedLength(raw: string): number {
  return raw.length;
}

/** Letters or digits of any script; emoji, punctuation, symbols, marks alone and whitespace are not. */
const SPEAKABLE = /[\p{L}\p{N}]/u;

export function isSpeakable(text: string): boolean {
  return SPEAKABLE.test(text);
}
