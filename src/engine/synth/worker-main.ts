/** A synthesis worker: one loaded espeak-ng instance, answering speak and MP3 tasks one at a time. */
import { parentPort } from 'node:worker_threads';
import { encodeMp3 } from '../audio/mp3';
import { espeakVoiceFiles } from '../voices';
import { Espeak } from './espeak';
import type { WorkerReady, WorkerRequest, WorkerResponse, WorkerTask } from './protocol';

const port = parentPort;
if (!port) throw new Error('worker-main must run in a worker thread');

const espeak = await Espeak.load(espeakVoiceFiles());

function run(task: WorkerTask): Int16Array | Uint8Array {
  if (task.kind === 'speak') return espeak.speak(task);
  return encodeMp3({ samples: task.samples, sampleRate: task.sampleRate }, task.kbps);
}

port.on('message', ({ id, task }: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    response = { id, ok: true, result: run(task) };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(response, response.ok ? [response.result.buffer as ArrayBuffer] : []);
});
port.postMessage({ ready: true } satisfies WorkerReady);
