import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_RATE, SpeechSynthesizer } from '../synth/speech-synthesizer';
import { synthesize } from '../synth/synthesize';
import { CLAUSE, english, MINGALABA, plan } from '../synth/test-plans';
import type { Pcm } from '../types';
import { audioDurationSeconds, encodeAudio } from './encode';
import { DEFAULT_MP3_KBPS, mp3Info } from './mp3';
import { decodeMp3, parseWav, rms } from './test-support';

const synthesizer = new SpeechSynthesizer({ workers: 2 });
afterAll(() => synthesizer.close());

const speech = () => synthesize(plan([MINGALABA, CLAUSE, english('And a few words in English.')]), 'my-nilar', { synthesizer });

/** About a minute of speech, so MP3 encoding is split across both workers. */
async function longSpeech(): Promise<Pcm> {
  return synthesize(plan(Array.from({ length: 24 }, (_, i) => (i % 4 === 3 ? english('Numbers and names.', 500) : CLAUSE))), 'my-thiha', {
    synthesizer,
  });
}

describe('encodeAudio', () => {
  it('writes a WAV that decodes to the same 16-bit mono samples with an exact duration', async () => {
    const pcm = await speech();
    const wav = await encodeAudio(pcm, 'wav', { synthesizer });
    const decoded = parseWav(wav);
    expect(decoded).toMatchObject({ sampleRate: SAMPLE_RATE, channels: 1, bitsPerSample: 16 });
    expect(decoded.samples).toEqual(pcm.samples);
    expect(audioDurationSeconds(wav, 'wav')).toBe(pcm.samples.length / SAMPLE_RATE);
  });

  it('writes an MP3 that mpg123 decodes: mono, 22,050 Hz, audible, duration as computed', async () => {
    const pcm = await speech();
    const mp3 = await encodeAudio(pcm, 'mp3', { synthesizer });
    const decoded = await decodeMp3(mp3);
    expect(mp3Info(mp3)).toMatchObject({ sampleRate: SAMPLE_RATE, channels: 1 });
    expect(decoded).toMatchObject({ sampleRate: SAMPLE_RATE, errors: 0 });
    expect(audioDurationSeconds(mp3, 'mp3')).toBe(decoded.samples.length / SAMPLE_RATE);
    const pcmSeconds = pcm.samples.length / SAMPLE_RATE;
    expect(decoded.samples.length / SAMPLE_RATE).toBeGreaterThanOrEqual(pcmSeconds);
    expect(decoded.samples.length / SAMPLE_RATE).toBeLessThan(pcmSeconds + 0.15);
    expect(rms(decoded.samples, SAMPLE_RATE, 0, pcmSeconds, 1)).toBeGreaterThan(0.5 * rms(pcm.samples, SAMPLE_RATE, 0, pcmSeconds));
    expect(mp3.length / pcmSeconds).toBeLessThan(((DEFAULT_MP3_KBPS * 1000) / 8) * 1.05); // CBR at the default bitrate
  });

  it('encodes long audio in parallel chunks that still play as one stream', async () => {
    const pcm = await longSpeech();
    const seconds = pcm.samples.length / SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(40);
    const mp3 = await encodeAudio(pcm, 'mp3', { synthesizer });
    const decoded = await decodeMp3(mp3);
    expect(decoded.errors).toBe(0);
    expect(mp3Info(mp3).samples).toBe(decoded.samples.length);
    // Each of the two chunks adds at most the encoder delay plus one frame of padding.
    expect(decoded.samples.length / SAMPLE_RATE - seconds).toBeLessThan(0.25);
    expect(rms(decoded.samples, SAMPLE_RATE, seconds - 5, seconds, 1)).toBeGreaterThan(0.01);
  });
});
