/**
 * The Burmese (+English) text front end: text in, synthesis plan out. Plain TypeScript: no Next,
 * tRPC or database imports.
 */
export { billedLength, isSpeakable } from './normalize';
export { prepareText, normalizeForSpeech, planSpeech, isTooLong, MAX_EXPANDED_CHARS } from './plan';
export { phonemize } from './phonemize';
export { isZawgyi } from './zawgyi';
export { MAX_PIECE_CHARS, PAUSE_MS } from './split';
