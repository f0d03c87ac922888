/**
 * The synthesis entry point: speaks pieces and encodes MP3 on a worker pool sized to the machine, off the
 * caller's event loop. One shared instance serves a process; tests may create their own.
 */
import { availableParallelism } from 'node:os';
import { splitAtQuietPoints } from '../audio/pcm';
import { concatBytes, DEFAULT_MP3_KBPS } from '../audio/mp3';
import type { Pcm, SpeechPiece } from '../types';
import type { Voice } from '../voices';
import { WorkerPool } from './worker-pool';

export const SAMPLE_RATE = 22_050;
export const DEFAULT_PIECE_TIMEOUT_MS = 30_000;
/** MP3 chunks shorter than this are not worth a separate encoder (each adds ~50 ms of encoder delay). */
const MIN_MP3_CHUNK_SECONDS = 20;

export interface PieceOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface SynthesizerOptions {
  /** Worker count; defaults to every core. */
  workers?: number;
}

export class SpeechSynthesizer {
  private static instance: SpeechSynthesizer | undefined;
  private readonly pool: WorkerPool;

  constructor({ workers = availableParallelism() }: SynthesizerOptions = {}) {
    this.pool = new WorkerPool(Math.max(1, workers));
  }

  /** The process-wide synthesizer (created on first use). */
  static shared(): SpeechSynthesizer {
    SpeechSynthesizer.instance ??= new SpeechSynthesizer();
    return SpeechSynthesizer.instance;
  }

  /** Closes the shared synthesizer if one was created (CLI exit, server shutdown). */
  static async closeShared(): Promise<void> {
    const instance = SpeechSynthesizer.instance;
    SpeechSynthesizer.instance = undefined;
    await instance?.close();
  }

  get workers(): number {
    return this.pool.size;
  }

  /** Workers started so far, replacements included. */
  get workersSpawned(): number {
    return this.pool.spawned;
  }

  async synthesizePiece(piece: SpeechPiece, voice: Voice, options: PieceOptions = {}): Promise<Pcm> {
    const half = voice[piece.lang];
    const samples = await this.pool.run(
      { kind: 'speak', input: piece.input, espeakName: half.espeakName, rate: half.rate },
      { timeoutMs: options.timeoutMs ?? DEFAULT_PIECE_TIMEOUT_MS, signal: options.signal },
    );
    return { sampleRate: SAMPLE_RATE, samples: samples as Int16Array };
  }

  /**
   * Encodes PCM to MP3 on the pool: long audio is cut at quiet points into one chunk per worker, the chunks
   * are encoded in parallel and their frames concatenated.
   */
  async encodeMp3(pcm: Pcm, options: { kbps?: number; signal?: AbortSignal } = {}): Promise<Uint8Array> {
    const chunkCount = Math.min(this.pool.size, Math.floor(pcm.samples.length / (pcm.sampleRate * MIN_MP3_CHUNK_SECONDS)));
    const chunks = splitAtQuietPoints(pcm, Math.max(1, chunkCount));
    const encoded = await Promise.all(
      chunks.map((samples) => {
        const copy = samples.slice();
        return this.pool.run(
          { kind: 'mp3', samples: copy, sampleRate: pcm.sampleRate, kbps: options.kbps ?? DEFAULT_MP3_KBPS },
          { timeoutMs: 60_000 + (copy.length / pcm.sampleRate) * 1000, signal: options.signal, transfer: [copy.buffer] },
        );
      }),
    );
    return concatBytes(encoded as Uint8Array[]);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
