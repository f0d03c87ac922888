import { afterAll, describe, expect, it } from 'vitest';
import { defaultVoice } from '../voices';
import { PieceTimeoutError, SynthesizerClosedError } from './errors';
import { SpeechSynthesizer } from './speech-synthesizer';
import { burmese, MINGALABA } from './test-plans';

/** Thousands of syllables: far more than a real piece, and slow enough to outlive a short time limit. */
const HUGE = burmese(`[[${"'ma281'g@'la021'ba021".repeat(4000)}]]`, 36_000);

describe('worker pool', () => {
  const synthesizer = new SpeechSynthesizer({ workers: 1 });
  afterAll(() => synthesizer.close());

  it('fails a piece that outlives its time limit and replaces the worker', async () => {
    expect((await synthesizer.synthesizePiece(MINGALABA, defaultVoice())).samples.length).toBeGreaterThan(0);
    expect(synthesizer.workersSpawned).toBe(1);

    const started = performance.now();
    const error = await synthesizer.synthesizePiece(HUGE, defaultVoice(), { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PieceTimeoutError);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(synthesizer.workersSpawned).toBe(2);

    // The replacement worker serves the next piece.
    expect((await synthesizer.synthesizePiece(MINGALABA, defaultVoice())).samples.length).toBeGreaterThan(0);
  });

  it('runs work queued behind a timed-out piece on the replacement worker', async () => {
    const slow = synthesizer.synthesizePiece(HUGE, defaultVoice(), { timeoutMs: 150 });
    const queued = synthesizer.synthesizePiece(MINGALABA, defaultVoice());
    await expect(slow).rejects.toBeInstanceOf(PieceTimeoutError);
    expect((await queued).samples.length).toBeGreaterThan(0);
  });

  it('fails queued work when closed', async () => {
    const own = new SpeechSynthesizer({ workers: 1 });
    const outcome = expect(own.synthesizePiece(MINGALABA, defaultVoice())).rejects.toBeInstanceOf(SynthesizerClosedError);
    await own.close();
    await outcome;
  });
});
