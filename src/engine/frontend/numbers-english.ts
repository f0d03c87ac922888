/** English number words for the `english` and `english_digits` modes and for digits in English runs. */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion'];
export const MAX_ENGLISH_PLACE_DIGITS = SCALES.length * 3;

export const ENGLISH_NEGATIVE_WORD = 'minus';
export const ENGLISH_POINT_WORD = 'point';

function belowThousand(n: number): string {
  const words: string[] = [];
  if (n >= 100) {
    words.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) words.push(TENS[Math.floor(n / 10)] + (n % 10 ? '-' + ONES[n % 10] : ''));
  else if (n > 0) words.push(ONES[n] as string);
  return words.join(' ');
}

export function englishDigits(digits: string): string {
  return [...digits].map((d) => ONES[Number(d)]).join(' ');
}

/** Cardinal in words; digit by digit beyond MAX_ENGLISH_PLACE_DIGITS. */
export function englishCardinal(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed === '0') return 'zero';
  if (trimmed.length > MAX_ENGLISH_PLACE_DIGITS) return englishDigits(trimmed);
  const groups: string[] = [];
  for (let end = trimmed.length, scale = 0; end > 0; end -= 3, scale++) {
    const n = Number(trimmed.slice(Math.max(0, end - 3), end));
    if (n) groups.unshift(belowThousand(n) + (scale ? ' ' + SCALES[scale] : ''));
  }
  return groups.join(' ');
}

const IRREGULAR_ORDINALS: Readonly<Record<string, string>> = {
  one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth',
};

/** 1 -> first, 22 -> twenty-second, 40 -> fortieth. */
export function englishOrdinal(digits: string): string {
  const cardinal = englishCardinal(digits);
  const m = cardinal.match(/([a-z]+)$/);
  const last = m?.[1] ?? '';
  const head = cardinal.slice(0, cardinal.length - last.length);
  const ordinal = IRREGULAR_ORDINALS[last] ?? (last.endsWith('y') ? last.slice(0, -1) + 'ieth' : last + 'th');
  return head + ordinal;
}

export const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
  'September', 'October', 'November', 'December'] as const;

/** 2024-05-01 -> "May first, two thousand twenty-four". */
export function englishDate(year: string, month: number, day: string): string {
  return `${ENGLISH_MONTHS[month - 1]} ${englishOrdinal(day)}, ${englishCardinal(year)}`;
}
