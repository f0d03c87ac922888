import type { NumberMode } from '../types';
import {
  DECIMAL_POINT_WORD, NEGATIVE_WORD, burmeseCardinal, burmeseDate, burmeseDigits, burmeseOrdinal,
} from './numbers-burmese';
import {
  ENGLISH_NEGATIVE_WORD, ENGLISH_POINT_WORD, englishCardinal, englishDate, englishDigits, englishOrdinal,
} from './numbers-english';

/**
 * Writes out the numbers of a text for one number_mode.
 *
 * - smart: Burmese digits (၀-၉) are read in Burmese. ASCII digits are read in the voice of their run:
 *   English inside Latin text, Burmese inside Burmese text (decided by the nearest letter before the
 *   number on its line, else after it; with no letter at all, Burmese, the product's main voice).
 *   Modern Burmese writing uses ASCII digits for prices and dates, so reading them in Burmese keeps a
 *   Burmese sentence in one voice.
 * - place / digits: every number in Burmese, with place words / digit by digit.
 * - english / english_digits: every number in English, in words / digit by digit.
 * Phone-like numbers (leading 0, a leading +, digit groups joined by '-') are read digit by digit in
 * every mode, with a clause pause between groups; so are runs of 7+ digits without thousands
 * separators, except in `place` and `english`, where the client asked for words.
 * ISO dates (2024-05-01, 2024/05/01) and English ordinals (1st, 22nd) are read as such.
 */

type Lang = 'my' | 'en';

/** A number: not glued to a Latin word before it (A4, mp3 stay as written); Burmese words may touch it. */
const NUMBER = /(?<![A-Za-z0-9၀-၉])[-+−]?[0-9၀-၉]+(?:[.,/-][0-9၀-၉]+)*(?:(?:st|nd|rd|th)(?![A-Za-z]))?(?![0-9၀-၉])/gu;
const BURMESE_DIGIT = /[၀-၉]/g;
const HAS_BURMESE_DIGIT = /[၀-၉]/;
const DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const ORDINAL = /^(\d+)(st|nd|rd|th)$/;
const GROUPED = /^(-?)(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;
const PHONE = /^\+?\d+(?:-\d+)*$/;
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MYANMAR_LETTER = /[\u1000-\u109F]/;
const PHONE_MIN_DIGITS = 7;
/** Clause marks put between digit groups so that the splitter pauses there. */
const GROUP_PAUSE: Readonly<Record<Lang, string>> = { my: '၊ ', en: ', ' };

function toAscii(s: string): string {
  return s.replace(BURMESE_DIGIT, (d) => String(d.charCodeAt(0) - 0x1040)).replace('−', '-');
}

interface Reader {
  cardinal(d: string): string;
  digits(d: string): string;
  ordinal(d: string): string;
  date(y: string, m: number, d: string): string;
  negative: string;
  point: string;
}

const BURMESE: Reader = {
  cardinal: burmeseCardinal, digits: burmeseDigits, ordinal: burmeseOrdinal, date: burmeseDate,
  negative: NEGATIVE_WORD, point: DECIMAL_POINT_WORD,
};
const ENGLISH: Reader = {
  cardinal: englishCardinal, digits: englishDigits, ordinal: englishOrdinal, date: englishDate,
  negative: ENGLISH_NEGATIVE_WORD, point: ENGLISH_POINT_WORD,
};

/** Long bare digit runs count as phone-like only where no mode asked for words. */
function isPhoneLike(t: string, mode: NumberMode): boolean {
  if (!PHONE.test(t)) return false;
  const longRun = t.length >= PHONE_MIN_DIGITS && mode !== 'place' && mode !== 'english';
  return t.startsWith('+') || t.includes('-') || (t.startsWith('0') && t.length > 1) || longRun;
}

/** Phone-like: digit by digit, a pause between groups; a bare run is cut after a +95-style prefix or in threes. */
function readPhone(t: string, r: Reader, lang: Lang): string {
  let groups = t.replace('+', '').split('-');
  if (groups.length === 1) {
    const run = groups[0] as string;
    const head = t.startsWith('+') ? 2 : run.startsWith('0') ? 2 : 0;
    const rest = run.slice(head);
    groups = [...(head ? [run.slice(0, head)] : []), ...(rest.match(/\d{1,3}(?=(?:\d{3})*$)|\d{3}/g) ?? [])];
  }
  const plus = t.startsWith('+') ? (lang === 'my' ? 'အပေါင်း ' : 'plus ') : '';
  return plus + groups.map((g) => r.digits(g)).join(GROUP_PAUSE[lang]);
}

function readNumber(token: string, mode: NumberMode, lang: Lang): string {
  const r = lang === 'my' ? BURMESE : ENGLISH;
  const byDigits = mode === 'digits' || mode === 'english_digits';
  const t = toAscii(token);
  const date = t.match(DATE);
  if (date && !byDigits) {
    const [, y, m, d] = date as unknown as [string, string, string, string];
    const month = Number(m);
    if (month >= 1 && month <= 12 && Number(d) >= 1 && Number(d) <= 31) return r.date(y, month, d);
  }
  const ordinal = t.match(ORDINAL);
  if (ordinal) return byDigits ? r.digits(ordinal[1] as string) : r.ordinal(ordinal[1] as string);
  if (isPhoneLike(t, mode)) return readPhone(t, r, lang);
  const m = t.match(GROUPED) ?? t.match(PLAIN);
  if (!m) {
    // Lists and ranges (1,2,3 or 1/2): each number on its own, separators kept.
    return t.replace(/\d+/g, (d) => readNumber(d, mode, lang)).replace(/([,/])/g, '$1 ');
  }
  const [, sign, int = '', frac] = m;
  const intWords = byDigits ? r.digits(int.replace(/,/g, '')) : r.cardinal(int.replace(/,/g, ''));
  const words = intWords + (frac ? ` ${r.point} ${r.digits(frac)}` : '');
  return sign ? `${r.negative} ${words}` : words;
}

/** The language a number in Burmese or ASCII digits is read in, per mode and surrounding text. */
function languageFor(token: string, mode: NumberMode, text: string, start: number, end: number): Lang {
  if (mode === 'english' || mode === 'english_digits') return 'en';
  if (mode !== 'smart' || HAS_BURMESE_DIGIT.test(token)) return 'my';
  const lineStart = text.lastIndexOf('\n', start) + 1;
  for (let i = start - 1; i >= lineStart; i--) {
    const c = text[i] as string;
    if (LETTER.test(c)) return MYANMAR_LETTER.test(c) ? 'my' : 'en';
  }
  for (let i = end; i < text.length && text[i] !== '\n'; i++) {
    const c = text[i] as string;
    if (LETTER.test(c)) return MYANMAR_LETTER.test(c) ? 'my' : 'en';
  }
  return 'my';
}

/** The text with every number written out as words for `mode`. */
export function expandNumbers(text: string, mode: NumberMode): string {
  return text.replace(NUMBER, (token, offset: number) => {
    const lang = languageFor(token, mode, text, offset, offset + token.length);
    const words = readNumber(token, mode, lang);
    const before = LETTER_OR_DIGIT.test(text[offset - 1] ?? '') ? ' ' : '';
    const after = LETTER_OR_DIGIT.test(text[offset + token.length] ?? '') ? ' ' : '';
    return before + words + after;
  });
}
