/**
 * Speaking a whole plan: pieces run in parallel on the pool, results come back in plan order, progress is
 * reported in billed characters, and cancellation is checked between pieces.
 */
import { joinPieces } from '../audio/pcm';
import type { Pcm, SpeechPiece, SpeechPlan } from '../types';
import { findVoice, type Voice } from '../voices';
import { SynthesisCancelledError, UnknownVoiceError } from './errors';
import { SAMPLE_RATE, SpeechSynthesizer } from './speech-synthesizer';

export interface SynthesizeOptions {
  /** Called after each piece, in order, with the billed characters fully synthesized so far. */
  onProgress?: (doneChars: number) => void;
  signal?: AbortSignal;
  pieceTimeoutMs?: number;
  /** Asked between pieces; true stops synthesis with SynthesisCancelledError. */
  isCancelled?: () => Promise<boolean>;
  synthesizer?: SpeechSynthesizer;
}

export interface SpokenPiece {
  index: number;
  piece: SpeechPiece;
  pcm: Pcm;
  /** Billed characters done including this piece. */
  doneChars: number;
}

export function resolveVoice(voiceId: string): Voice {
  const voice = findVoice(voiceId);
  if (!voice) throw new UnknownVoiceError(voiceId);
  return voice;
}

/**
 * Yields each piece's audio in plan order while later pieces are already being spoken (at most two per
 * worker in flight, so a cancelled long text wastes little work).
 */
export async function* synthesizePieces(
  plan: SpeechPlan,
  voiceId: string,
  options: SynthesizeOptions = {},
): AsyncGenerator<SpokenPiece> {
  const voice = resolveVoice(voiceId);
  const synthesizer = options.synthesizer ?? SpeechSynthesizer.shared();
  const controller = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  const window = synthesizer.workers * 2;
  const pending = new Map<number, Promise<Pcm>>();
  let doneChars = 0;
  try {
    for (let index = 0; index < plan.pieces.length; index++) {
      for (let ahead = index; ahead < Math.min(plan.pieces.length, index + window); ahead++) {
        if (pending.has(ahead)) continue;
        const promise = synthesizer.synthesizePiece(plan.pieces[ahead]!, voice, { signal, timeoutMs: options.pieceTimeoutMs });
        promise.catch(() => {}); // observed when its turn comes; avoids an unhandled rejection meanwhile
        pending.set(ahead, promise);
      }
      const piece = plan.pieces[index]!;
      const pcm = await pending.get(index)!.catch((error: unknown) => {
        throw options.signal?.aborted ? new SynthesisCancelledError(doneChars) : error;
      });
      pending.delete(index);
      doneChars += piece.chars;
      options.onProgress?.(doneChars);
      yield { index, piece, pcm, doneChars };
      const more = index < plan.pieces.length - 1;
      if (more && (options.signal?.aborted || (await options.isCancelled?.()))) {
        throw new SynthesisCancelledError(doneChars);
      }
    }
  } finally {
    controller.abort();
  }
}

/** Speaks a plan and joins the pieces with their pauses into one PCM track. */
export async function synthesize(plan: SpeechPlan, voiceId: string, options: SynthesizeOptions = {}): Promise<Pcm> {
  const pieces: { samples: Int16Array; pauseAfterMs: number }[] = [];
  for await (const { piece, pcm } of synthesizePieces(plan, voiceId, options)) {
    pieces.push({ samples: pcm.samples, pauseAfterMs: piece.pauseAfterMs });
  }
  return joinPieces(pieces, SAMPLE_RATE);
}
