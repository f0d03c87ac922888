import { afterAll, describe, expect, it } from 'vitest';
import { decodeMp3, parseWav, rms } from './audio/test-support';
import { DEFAULT_VOICE_ID, NothingToSpeakError, previewText, SAMPLE_RATE, speak, SpeechSynthesizer, VOICES } from './index';

const synthesizer = new SpeechSynthesizer({ workers: 2 });
afterAll(() => synthesizer.close());

describe('official voices', () => {
  it('has stable unique ids, one default, the brand source, and a Burmese preview sentence', () => {
    expect(new Set(VOICES.map((voice) => voice.id)).size).toBe(VOICES.length);
    expect(VOICES.length).toBeGreaterThanOrEqual(2);
    expect(VOICES.filter((voice) => voice.isDefault).map((voice) => voice.id)).toEqual([DEFAULT_VOICE_ID]);
    for (const voice of VOICES) {
      expect(voice).toMatchObject({ source: 'zaga', category: 'standard' });
      expect(previewText(voice)).toMatch(/[\u1000-\u109f]/);
      expect(previewText(voice)).toContain(voice.burmeseName);
    }
  });
});

describe('speak (front end + synthesis + encoding)', () => {
  it('speaks each voice preview as WAV', async () => {
    for (const voice of VOICES) {
      const result = await speak(previewText(voice), { voiceId: voice.id, format: 'wav', synthesizer });
      const wav = parseWav(result.audio);
      expect(wav.sampleRate).toBe(SAMPLE_RATE);
      expect(result.durationSeconds).toBe(wav.samples.length / SAMPLE_RATE);
      expect(result.durationSeconds).toBeGreaterThan(2);
      expect(rms(wav.samples, SAMPLE_RATE, 0, result.durationSeconds)).toBeGreaterThan(0.02);
    }
  });

  it('speaks mixed text with numbers as MP3 whose stated duration is what a decoder plays', async () => {
    const result = await speak('ဈေးနှုန်းက ကျပ် ၁၂,၅၀၀ ဖြစ်ပါတယ်။ Thank you for calling.', { format: 'mp3', synthesizer });
    expect(result.plan.pieces.map((piece) => piece.lang)).toEqual(expect.arrayContaining(['my', 'en']));
    const decoded = await decodeMp3(result.audio);
    expect(decoded.errors).toBe(0);
    expect(result.durationSeconds).toBe(decoded.samples.length / SAMPLE_RATE);
    expect(result.durationSeconds).toBeGreaterThan(2);
  });

  it('refuses text with nothing to speak', async () => {
    await expect(speak(' ။ ', { synthesizer })).rejects.toBeInstanceOf(NothingToSpeakError);
  });
});
