import { describe, expect, it } from 'vitest';
import { joinPieces, MAX_PAUSE_MS, splitAtQuietPoints, trimSilence } from './pcm';

const RATE = 1000; // 1 sample per ms keeps the arithmetic readable

function tone(ms: number, amplitude = 8000): Int16Array {
  return Int16Array.from({ length: ms }, (_, i) => (i % 2 ? amplitude : -amplitude));
}

function padded(leadMs: number, body: Int16Array, trailMs: number): Int16Array {
  const out = new Int16Array(leadMs + body.length + trailMs);
  out.set(body, leadMs);
  return out;
}

describe('pcm', () => {
  it('trims long leading and trailing silence to a short margin', () => {
    const trimmed = trimSilence(padded(800, tone(200), 900), RATE);
    expect(trimmed.length).toBe(30 + 200 + 60);
  });

  it('keeps short margins as they are and empties an all-silent piece', () => {
    expect(trimSilence(padded(10, tone(100), 20), RATE).length).toBe(130);
    expect(trimSilence(new Int16Array(500), RATE).length).toBe(0);
  });

  it('joins pieces with their pauses, none after the last, pauses capped', () => {
    const joined = joinPieces(
      [
        { samples: tone(100), pauseAfterMs: 250 },
        { samples: tone(100), pauseAfterMs: 5000 },
        { samples: tone(100), pauseAfterMs: 400 },
      ],
      RATE,
    );
    expect(joined.samples.length).toBe(300 + 250 + MAX_PAUSE_MS);
    expect(joined.samples.subarray(100, 350).every((s) => s === 0)).toBe(true);
    expect(joined.samples[350]).not.toBe(0);
  });

  it('cuts at the quietest point near the even split', () => {
    const samples = new Int16Array(20_000).map((_, i) => (i % 2 ? 5000 : -5000));
    samples.fill(0, 11_000, 11_300); // a pause a second after the middle
    const [first, second] = splitAtQuietPoints({ sampleRate: RATE, samples }, 2);
    expect(first!.length + second!.length).toBe(20_000);
    expect(first!.length).toBeGreaterThanOrEqual(11_000);
    expect(first!.length).toBeLessThanOrEqual(11_300);
  });
});
