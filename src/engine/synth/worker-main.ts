/** A synthesis worker: one loaded espeak-ng instance, answering speak and MP3 tasks one at a time. */
import { parentPort } from 'node:worker_threads';
import { encodeMp3 } from '../audio/mp3';
import { espeakVoiceFiles } from '../voices';
import { Espeak } from './espeak';
import type { WorkerReady, WorkerRequest, WorkerResponse, WorkerTask } from './protocol';

const port = parentPort;
if (!port) throw new Error('worker-main must run in a worker thread');

const espeak = await Espeak.load(espeakVoiceFiles());

async function run(task: WorkerTask): Promise<Int16Array | Uint8Array> {
  if (task.kind === 'speak') return espeak.speak(task);
  return encodeMp3({ samples: task.samples, sampleRate: task.sampleRate }, task.kbps);
}

// Tasks are answered strictly one after another, even though MP3 encoding awaits its encoder.
let queue: Promise<void> = Promise.resolve();
port.on('message', ({ id, task }: WorkerRequest) => {
  queue = queue.then(async () => {
    let response: WorkerResponse;
    try {
      response = { id, ok: true, result: await run(task) };
    } catch (error) {
      response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(response, response.ok ? [response.result.buffer as ArrayBuffer] : []);
  });
});
port.postMessage({ ready: true } satisfies WorkerReady);
