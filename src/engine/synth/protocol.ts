/** Messages between the pool (main thread) and a synthesis worker. */
import type { SpeakRequest } from './espeak';

export type WorkerTask =
  | ({ kind: 'speak' } & SpeakRequest)
  | { kind: 'mp3'; samples: Int16Array; sampleRate: number; kbps: number };

export interface WorkerRequest {
  id: number;
  task: WorkerTask;
}

export type WorkerResponse =
  | { id: number; ok: true; result: Int16Array | Uint8Array }
  | { id: number; ok: false; message: string };

/** Sent once by a worker when its espeak instance is loaded. */
export interface WorkerReady {
  ready: true;
}
