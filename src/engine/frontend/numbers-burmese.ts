/**
 * Burmese number words. Input is a string of ASCII digits (Burmese digits are mapped first), so numbers
 * of any length are exact. Place words: ဆယ် 10, ရာ 10², ထောင် 10³, သောင်း 10⁴, သိန်း 10⁵, သန်း 10⁶,
 * ကုဋေ 10⁷; above that the count of ကုဋေ is itself read (up to 9,999,999 ကုဋေ, i.e. 14 digits), and
 * longer numbers are read digit by digit. A place word takes its creaky form (ဆယ့် ထောင့် ရာ့) when
 * more digits follow it, as in speech: 2024 နှစ်ထောင့် နှစ်ဆယ့် လေး.
 */

export const BURMESE_DIGIT_WORDS = ['သုည', 'တစ်', 'နှစ်', 'သုံး', 'လေး', 'ငါး', 'ခြောက်', 'ခုနစ်', 'ရှစ်', 'ကိုး'] as const;

/** Place words for 10^0 .. 10^6: [plain, creaky form used when more digits follow]. */
const PLACES: ReadonlyArray<readonly [string, string]> = [
  ['', ''], ['ဆယ်', 'ဆယ့်'], ['ရာ', 'ရာ့'], ['ထောင်', 'ထောင့်'], ['သောင်း', 'သောင်း'], ['သိန်း', 'သိန်း'], ['သန်း', 'သန်း'],
];
const KUTE = 'ကုဋေ';
const KUTE_DIGITS = 7;
export const MAX_BURMESE_PLACE_DIGITS = 14;

export const NEGATIVE_WORD = 'အနုတ်';
export const DECIMAL_POINT_WORD = 'ဒသမ';

/** Ordinals 1-10 (Pali loans used in Burmese); higher ordinals are "N ကြိမ်မြောက်". */
const ORDINALS = ['ပထမ', 'ဒုတိယ', 'တတိယ', 'စတုတ္ထ', 'ပဉ္စမ', 'ဆဋ္ဌမ', 'သတ္တမ', 'အဋ္ဌမ', 'နဝမ', 'ဒသမ'];

function digitWord(d: string): string {
  return BURMESE_DIGIT_WORDS[Number(d)] ?? '';
}

/** Reads up to 7 digits (below one ကုဋေ) with place words; '' for zero. */
function belowKute(digits: string): string {
  const words: string[] = [];
  const n = digits.length;
  for (let i = 0; i < n; i++) {
    const d = digits[i] as string;
    if (d === '0') continue;
    const place = n - 1 - i;
    const moreFollow = /[1-9]/.test(digits.slice(i + 1));
    const [plain, creaky] = PLACES[place] as readonly [string, string];
    words.push(digitWord(d) + (moreFollow ? creaky : plain));
  }
  return words.join(' ');
}

/** Digits read one by one: "၀၉" -> "သုည ကိုး". */
export function burmeseDigits(digits: string): string {
  return [...digits].map(digitWord).join(' ');
}

/** Cardinal in place words; digit by digit beyond MAX_BURMESE_PLACE_DIGITS. */
export function burmeseCardinal(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed === '0') return digitWord('0');
  if (trimmed.length > MAX_BURMESE_PLACE_DIGITS) return burmeseDigits(trimmed);
  // 11-19 on their own are said without "one": ဆယ့် တစ်.
  if (/^1[1-9]$/.test(trimmed)) return `ဆယ့် ${digitWord(trimmed[1] as string)}`;
  if (trimmed.length <= KUTE_DIGITS) return belowKute(trimmed);
  const high = trimmed.slice(0, -KUTE_DIGITS);
  const low = trimmed.slice(-KUTE_DIGITS);
  const lowWords = belowKute(low);
  return `${belowKute(high)}${KUTE}` + (lowWords ? ' ' + lowWords : '');
}

export function burmeseOrdinal(digits: string): string {
  const n = Number(digits);
  return ORDINALS[n - 1] ?? `${burmeseCardinal(digits)} ကြိမ်မြောက်`;
}

/** Gregorian month names as used in Burmese. */
export const BURMESE_MONTHS = [
  'ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ',
] as const;

/** 2024-05-01 -> "<2024> ခုနှစ် မေလ <1> ရက်". */
export function burmeseDate(year: string, month: number, day: string): string {
  return `${burmeseCardinal(year)} ခုနှစ် ${BURMESE_MONTHS[month - 1]}လ ${burmeseCardinal(day)} ရက်`;
}
