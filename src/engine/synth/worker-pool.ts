/**
 * A fixed pool of synthesis workers, each holding one loaded espeak-ng instance. Tasks queue in order and
 * go to the first idle, loaded worker. A task that outlives its time limit terminates its worker (the
 * only way to stop a WASM call), fails with PieceTimeoutError, and a fresh worker takes the slot.
 * Idle workers are unref'd, so a pool never keeps a finished process alive.
 */
import { Worker } from 'node:worker_threads';
import { PieceTimeoutError, SynthesisError, SynthesizerClosedError } from './errors';
import type { WorkerReady, WorkerResponse, WorkerTask } from './protocol';

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

interface Job {
  id: number;
  task: WorkerTask;
  transfer: ArrayBuffer[];
  timeoutMs: number;
  resolve(result: Int16Array | Uint8Array): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
  settled?: boolean;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Buffers moved to the worker instead of copied (the caller must not use them afterwards). */
  transfer?: ArrayBuffer[];
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private spawnedCount = 0;
  /** Set when a worker dies before loading espeak: a broken install, so no endless respawning. */
  private startupError: SynthesisError | undefined;

  constructor(readonly size: number) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  /** Workers started, including replacements. */
  get spawned(): number {
    return this.spawnedCount;
  }

  run(task: WorkerTask, { timeoutMs, signal, transfer = [] }: RunOptions): Promise<Int16Array | Uint8Array> {
    if (this.closed) return Promise.reject(new SynthesizerClosedError());
    if (this.startupError) return Promise.reject(this.startupError);
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, task, transfer, timeoutMs, resolve, reject, signal };
      if (signal) {
        job.onAbort = () => this.abort(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Terminates every worker; queued and running tasks fail with SynthesizerClosedError. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, new SynthesizerClosedError());
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.job) this.finish(slot, new SynthesizerClosedError());
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    this.spawnedCount++;
    const slot: Slot = { worker, ready: false };
    worker.unref();
    worker.on('message', (message: WorkerReady | WorkerResponse) => {
      if ('ready' in message) {
        slot.ready = true;
        this.dispatch();
      } else if (slot.job?.id === message.id) {
        this.finish(slot, message.ok ? message.result : new SynthesisError(message.message));
      }
    });
    worker.on('error', (error) => this.replace(slot, new SynthesisError(`synthesis worker failed: ${error.message}`)));
    worker.on('exit', (code) => this.replace(slot, new SynthesisError(`synthesis worker exited with code ${code}`)));
    return slot;
  }

  /** Fails the slot's task (if any) and puts a fresh worker in its place. */
  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || this.closed) return;
    if (!slot.ready) {
      this.startupError = new SynthesisError(`a synthesis worker failed to start: ${error.message}`);
      for (const job of this.queue.splice(0)) this.settle(job, this.startupError);
      return;
    }
    slot.ready = false;
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    this.slots[index] = this.spawn();
    // Only now: finishing dispatches queued work, which must not land on the dying worker.
    if (slot.job) this.finish(slot, error);
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => this.replace(slot, new PieceTimeoutError(job.timeoutMs)), job.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task }, job.transfer);
    }
  }

  private finish(slot: Slot, outcome: Int16Array | Uint8Array | Error): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    if (job) this.settle(job, outcome);
    this.dispatch();
  }

  private settle(job: Job, outcome: Int16Array | Uint8Array | Error): void {
    if (job.settled) return;
    job.settled = true;
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  }

  /** A queued task is dropped; a running one is left to finish and its result discarded. */
  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    this.settle(job, abortReason(job.signal!));
  }
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError');
}
