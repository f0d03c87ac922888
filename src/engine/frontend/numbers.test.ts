import { describe, expect, it } from 'vitest';
import { expandNumbers } from './numbers';
import { burmeseCardinal } from './numbers-burmese';
import { englishCardinal, englishOrdinal } from './numbers-english';

/** Each case in ASCII and in Burmese digits, hand-checked. */
const SAME_IN_BOTH = (ascii: string, burmese: string) => [ascii, burmese] as const;
const CASES = [
  SAME_IN_BOTH('2024', '၂၀၂၄'),
  SAME_IN_BOTH('105', '၁၀၅'),
  SAME_IN_BOTH('1,250,000', '၁,၂၅၀,၀၀၀'),
  SAME_IN_BOTH('3.14', '၃.၁၄'),
  SAME_IN_BOTH('-19', '-၁၉'),
  SAME_IN_BOTH('09-123456789', '၀၉-၁၂၃၄၅၆၇၈၉'),
];

const EXPECTED = {
  place: [
    'နှစ်ထောင့် နှစ်ဆယ့် လေး',
    'တစ်ရာ့ ငါး',
    'တစ်သန်း နှစ်သိန်း ငါးသောင်း',
    'သုံး ဒသမ တစ် လေး',
    'အနုတ် ဆယ့် ကိုး',
    'သုည ကိုး၊ တစ် နှစ် သုံး လေး ငါး ခြောက် ခုနစ် ရှစ် ကိုး',
  ],
  digits: [
    'နှစ် သုည နှစ် လေး',
    'တစ် သုည ငါး',
    'တစ် နှစ် ငါး သုည သုည သုည သုည',
    'သုံး ဒသမ တစ် လေး',
    'အနုတ် တစ် ကိုး',
    'သုည ကိုး၊ တစ် နှစ် သုံး လေး ငါး ခြောက် ခုနစ် ရှစ် ကိုး',
  ],
  english: [
    'two thousand twenty-four',
    'one hundred five',
    'one million two hundred fifty thousand',
    'three point one four',
    'minus nineteen',
    'zero nine, one two three four five six seven eight nine',
  ],
  english_digits: [
    'two zero two four',
    'one zero five',
    'one two five zero zero zero zero',
    'three point one four',
    'minus one nine',
    'zero nine, one two three four five six seven eight nine',
  ],
} as const;

describe('expandNumbers', () => {
  for (const [mode, expected] of Object.entries(EXPECTED)) {
    it(`reads the must-pass numbers in ${mode} mode, in both digit sets`, () => {
      CASES.forEach(([ascii, burmese], i) => {
        expect(expandNumbers(ascii, mode as keyof typeof EXPECTED)).toBe(expected[i]);
        expect(expandNumbers(burmese, mode as keyof typeof EXPECTED)).toBe(expected[i]);
      });
    });
  }

  it('smart: Burmese digits and digits in Burmese text in Burmese, digits in English text in English', () => {
    CASES.forEach(([, burmese], i) => expect(expandNumbers(burmese, 'smart')).toBe(EXPECTED.place[i]));
    expect(expandNumbers('ဈေး 500 ကျပ်', 'smart')).toBe('ဈေး ငါးရာ ကျပ်');
    expect(expandNumbers('I have 21 cats', 'smart')).toBe('I have twenty-one cats');
    expect(expandNumbers('2024', 'smart')).toBe('နှစ်ထောင့် နှစ်ဆယ့် လေး');
  });

  it('reads dates and ordinals', () => {
    expect(expandNumbers('2024-05-01', 'place')).toBe('နှစ်ထောင့် နှစ်ဆယ့် လေး ခုနှစ် မေလ တစ် ရက်');
    expect(expandNumbers('on 2024-05-01', 'smart')).toBe('on May first, two thousand twenty-four');
    expect(expandNumbers('the 1st and 22nd', 'smart')).toBe('the first and twenty-second');
    expect(expandNumbers('1st', 'place')).toBe('ပထမ');
  });

  it('reads +95 numbers and long bare runs digit by digit in groups', () => {
    expect(expandNumbers('+959123456789', 'english_digits')).toBe(
      'plus nine five, nine, one two three, four five six, seven eight nine',
    );
    expect(expandNumbers('1234567', 'smart')).toBe('တစ်၊ နှစ် သုံး လေး၊ ငါး ခြောက် ခုနစ်');
    expect(expandNumbers('1234567', 'place')).toBe('တစ်သန်း နှစ်သိန်း သုံးသောင်း လေးထောင့် ငါးရာ့ ခြောက်ဆယ့် ခုနစ်');
  });

  it('keeps words apart from the number', () => {
    expect(expandNumbers('၅ခု', 'smart')).toBe('ငါး ခု');
    expect(expandNumbers('A4 and COVID-19', 'smart')).toBe('A4 and COVID-nineteen');
  });
});

describe('burmeseCardinal', () => {
  it('uses ကုဋေ above ten million and digits beyond 14 digits', () => {
    expect(burmeseCardinal('10000000')).toBe('တစ်ကုဋေ');
    expect(burmeseCardinal('250000000')).toBe('နှစ်ဆယ့် ငါးကုဋေ');
    expect(burmeseCardinal('10000001')).toBe('တစ်ကုဋေ တစ်');
    expect(burmeseCardinal('123456789012345')).toBe('တစ် နှစ် သုံး လေး ငါး ခြောက် ခုနစ် ရှစ် ကိုး သုည တစ် နှစ် သုံး လေး ငါး');
    expect(burmeseCardinal('0')).toBe('သုည');
    expect(burmeseCardinal('10')).toBe('တစ်ဆယ်');
    expect(burmeseCardinal('11')).toBe('ဆယ့် တစ်');
  });
});

describe('english numbers', () => {
  it('reads cardinals and ordinals', () => {
    expect(englishCardinal('1000001')).toBe('one million one');
    expect(englishOrdinal('40')).toBe('fortieth');
    expect(englishOrdinal('12')).toBe('twelfth');
    expect(englishOrdinal('103')).toBe('one hundred third');
  });
});
