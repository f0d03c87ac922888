import myanmarTools from 'myanmar-tools';

/** Above this Zawgyi probability a line is converted; Unicode text scores <= 1e-4, Zawgyi ~1. */
export const ZAWGYI_THRESHOLD = 0.95;

const detector = new myanmarTools.ZawgyiDetector();
const converter = new myanmarTools.ZawgyiConverter();
const BURMESE = /[\u1000-\u109F]/;

export function isZawgyi(text: string): boolean {
  return detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD;
}

/**
 * Converts Zawgyi-encoded lines to Unicode and leaves Unicode lines alone. Decided line by line,
 * because pasted text can mix both encodings.
 */
export function decodeZawgyi(text: string): string {
  if (!BURMESE.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (BURMESE.test(line) && isZawgyi(line) ? converter.zawgyiToUnicode(line) : line))
    .join('\n');
}
