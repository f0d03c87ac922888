import { afterAll, describe, expect, it } from 'vitest';
import { trimSilence } from '../audio/pcm';
import { longestInnerSilence, medianPitchHz, rms } from '../audio/test-support';
import { EngineError, SynthesisCancelledError, UnknownVoiceError } from './errors';
import { SAMPLE_RATE, SpeechSynthesizer } from './speech-synthesizer';
import { synthesize, synthesizePieces } from './synthesize';
import { CLAUSE, english, MINGALABA, plan } from './test-plans';

const synthesizer = new SpeechSynthesizer({ workers: 2 });
afterAll(() => synthesizer.close());

describe('synthesize (real espeak-ng WASM)', () => {
  it('speaks a mixed Burmese + English plan with both runs audible', async () => {
    const mixed = plan([{ ...CLAUSE, pauseAfterMs: 700 }, english('Welcome to Zaga text to speech.')]);
    const pieces = [];
    for await (const spoken of synthesizePieces(mixed, 'my-thiha', { synthesizer })) pieces.push(spoken);
    const pcm = await synthesize(mixed, 'my-thiha', { synthesizer });
    expect(pcm.sampleRate).toBe(SAMPLE_RATE);

    const burmeseSeconds = trimSilence(pieces[0]!.pcm.samples, SAMPLE_RATE).length / SAMPLE_RATE;
    const englishStart = burmeseSeconds + 0.7;
    const total = pcm.samples.length / SAMPLE_RATE;
    expect(burmeseSeconds).toBeGreaterThan(1);
    expect(total - englishStart).toBeGreaterThan(1);
    expect(rms(pcm.samples, SAMPLE_RATE, 0, burmeseSeconds)).toBeGreaterThan(0.03);
    expect(rms(pcm.samples, SAMPLE_RATE, englishStart, total)).toBeGreaterThan(0.03);
    // The pause itself is silent.
    expect(rms(pcm.samples, SAMPLE_RATE, burmeseSeconds + 0.1, englishStart - 0.1)).toBeLessThan(0.005);
  });

  it('makes longer audio for longer text', async () => {
    const short = await synthesize(plan([MINGALABA]), 'my-thiha', { synthesizer });
    const long = await synthesize(plan([MINGALABA, CLAUSE, CLAUSE]), 'my-thiha', { synthesizer });
    expect(short.samples.length / SAMPLE_RATE).toBeGreaterThan(0.5);
    expect(long.samples.length).toBeGreaterThan(short.samples.length * 3);
  });

  it('never leaves a silence longer than 1.2 s inside the audio, even for long planned pauses', async () => {
    const pcm = await synthesize(
      plan([{ ...MINGALABA, pauseAfterMs: 3000 }, { ...CLAUSE, pauseAfterMs: 900 }, english('One more sentence, please.')]),
      'my-nilar',
      { synthesizer },
    );
    const longest = longestInnerSilence(pcm.samples, SAMPLE_RATE);
    expect(longest).toBeGreaterThan(0.5); // the pauses are there ...
    expect(longest).toBeLessThan(1.2); // ... but capped
  });

  it('gives the two official voices clearly different pitch, in Burmese and in English', async () => {
    for (const piece of [CLAUSE, english('This is how my voice sounds in English.')]) {
      const low = medianPitchHz(await synthesize(plan([piece]), 'my-thiha', { synthesizer }));
      const high = medianPitchHz(await synthesize(plan([piece]), 'my-nilar', { synthesizer }));
      expect(low).toBeGreaterThan(60);
      expect(high).toBeGreaterThan(low * 1.5);
    }
  });

  it('reports progress in plan order up to the billed length', async () => {
    const pieces = [MINGALABA, CLAUSE, english('Hello.'), CLAUSE, MINGALABA];
    const seen: number[] = [];
    const target = plan(pieces);
    await synthesize(target, 'my-thiha', { synthesizer, onProgress: (done) => seen.push(done) });
    let running = 0;
    expect(seen).toEqual(pieces.map((piece) => (running += piece.chars)));
    expect(seen.at(-1)).toBe(target.characters);
  });

  it('stops between pieces when the cancellation callback says so', async () => {
    let asked = 0;
    const run = synthesize(plan([MINGALABA, CLAUSE, CLAUSE, CLAUSE]), 'my-thiha', {
      synthesizer,
      isCancelled: async () => ++asked >= 2,
    });
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SynthesisCancelledError);
    expect((error as SynthesisCancelledError).doneChars).toBe(MINGALABA.chars + CLAUSE.chars);
  });

  it('stops when the abort signal fires', async () => {
    const controller = new AbortController();
    const run = synthesize(plan(Array.from({ length: 12 }, () => CLAUSE)), 'my-thiha', {
      synthesizer,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(SynthesisCancelledError);
  });

  it('rejects an unknown voice with a typed error', async () => {
    const error = await synthesize(plan([MINGALABA]), 'nobody', { synthesizer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownVoiceError);
    expect((error as EngineError).code).toBe('unknown_voice');
  });
});
