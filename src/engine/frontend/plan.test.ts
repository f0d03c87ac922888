import { describe, expect, it } from 'vitest';
import { apportion, isTooLong, normalizeForSpeech, planSpeech, prepareText } from './plan';

describe('prepareText', () => {
  it('decodes Zawgyi and normalises', () => {
    expect(prepareText('ျမန္မာ')).toBe('မြန်မာ');
    expect(prepareText('မြန်\u200Bမာ')).toBe('မြန်မာ');
  });
});

describe('normalizeForSpeech', () => {
  it('writes out numbers per mode', () => {
    expect(normalizeForSpeech('၂၀၂၄ ခုနှစ်', 'smart')).toBe('နှစ်ထောင့် နှစ်ဆယ့် လေး ခုနှစ်');
    expect(normalizeForSpeech('၂၀၂၄ ခုနှစ်', 'english')).toBe('two thousand twenty-four ခုနှစ်');
  });
});

describe('apportion', () => {
  it('sums exactly to the total', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [0, 0])).toEqual([7, 0]);
  });
});

describe('planSpeech', () => {
  it('plans Burmese and English pieces with shares summing to the billed length', () => {
    const raw = 'မင်္ဂလာပါ 😀။ I am 21.';
    const plan = planSpeech(raw, { numberMode: 'smart' });
    expect(plan.characters).toBe(raw.length);
    expect(plan.pieces.map((p) => [p.lang, p.input])).toEqual([
      ['my', "[['ma281'g@'la021'ba021]]"],
      ['en', 'I am twenty-one.'],
    ]);
    expect(plan.pieces.reduce((a, p) => a + p.chars, 0)).toBe(plan.characters);
    expect(plan.pieces[0]?.pauseAfterMs).toBe(500);
  });
  it('exposes the expanded length that decides text_too_long', () => {
    const plan = planSpeech('1234567890123 '.repeat(400), { numberMode: 'place' });
    expect(plan.expandedLength).toBeGreaterThan(10_000);
    expect(isTooLong(plan)).toBe(true);
    expect(isTooLong(planSpeech('ok', { numberMode: 'smart' }))).toBe(false);
  });
  it('plans 5,000 characters in a few milliseconds', () => {
    const text = 'မြန်မာနိုင်ငံသည် အရှေ့တောင်အာရှတွင် တည်ရှိသည်။ It has 54 million people. '.repeat(70).slice(0, 5000);
    planSpeech(text, { numberMode: 'smart' });
    const start = performance.now();
    for (let i = 0; i < 10; i++) planSpeech(text, { numberMode: 'smart' });
    expect((performance.now() - start) / 10).toBeLessThan(50);
  });
});
