import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav';
import { decodeWav } from './wav-decode';

describe('decodeWav', () => {
  it('reads back what encodeWav wrote', () => {
    const samples = Int16Array.from({ length: 2205 }, (_, i) => Math.round(8000 * Math.sin(i / 7)));
    const pcm = decodeWav(encodeWav({ sampleRate: 22050, samples }));
    expect(pcm.sampleRate).toBe(22050);
    expect(Array.from(pcm.samples)).toEqual(Array.from(samples));
  });

  it('refuses what is not 16-bit mono PCM WAV', () => {
    expect(() => decodeWav(new Uint8Array(40))).toThrow(/not a WAV/);
  });
});
