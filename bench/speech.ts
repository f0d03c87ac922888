/**
 * npm run bench:speech — for a 5,000-character Burmese text: the time from POST /speech to `succeeded`
 * (polling every 20 ms) beside the engine alone on the same text, in the same run; the pick-up latency
 * (202 to the worker starting the job) over many small jobs; and job throughput with the account's
 * concurrency raised. The API and the worker run in this process, as in the embedded default.
 * Targets (issue 4): end to end within 1.3x of the engine alone; pick-up under 50 ms at the median.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { encodeAudio, encodeWav, planSpeech, synthesize, DEFAULT_VOICE_ID } from '~/engine/index';
import { bootstrapDatabase } from '~/server/db/bootstrap';
import { closeDb, db } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { createAccount } from '~/server/domain/accounts/create-account';
import { createApiKey } from '~/server/domain/api-keys/create-api-key';
import { createApiServer } from '~/server/rest/api-server';
import { startWorker } from '../worker/runner';
import { benchText } from './support/burmese-text';

const dataDir = join(tmpdir(), `zaga-bench-speech-${process.pid}`);
if (!process.env.DATABASE_URL) process.env.ZAGA_DATA_DIR = dataDir;
process.env.STORAGE_DIR = join(dataDir, 'audio');
process.env.RATE_LIMIT_WRITES_PER_MINUTE = '100000';
process.env.RATE_LIMIT_READS_PER_MINUTE = '1000000';
process.env.RATE_LIMIT_ADDRESS_PER_MINUTE = '1000000';
process.env.ENGINE_CHARS_PER_SECOND = '100000';

const { embedded } = await bootstrapDatabase();
const worker = await startWorker();
const api = createApiServer({ draining: () => false });
const server = createServer((req, res) => void api.handle(req, res));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;

const { accountId } = await createAccount(db(), { email: `bench-${Date.now()}@example.test`, plan: 'max', developer: 'approved', tokens: 10_000_000, maxConcurrentJobs: 64 });
const { key } = await createApiKey(db(), { accountId });
const headers = { 'X-API-Key': key, 'Content-Type': 'application/json' };

async function create(text: string): Promise<string> {
  const res = await fetch(`${base}/speech`, { method: 'POST', headers, body: JSON.stringify({ text }) });
  const body = (await res.json()) as { id?: string };
  if (res.status !== 202 || !body.id) throw new Error(`create failed: ${res.status} ${JSON.stringify(body)}`);
  return body.id;
}

async function untilDone(id: string, everyMs = 20): Promise<void> {
  for (;;) {
    const res = await fetch(`${base}/speech/${id}`, { headers });
    const body = (await res.json()) as { status: string };
    if (body.status === 'succeeded') return;
    if (body.status !== 'processing') throw new Error(`job ${id} ended ${body.status}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const text = benchText();

async function engineAlone(): Promise<number> {
  const start = performance.now();
  const pcm = await synthesize(planSpeech(text, { numberMode: 'smart' }), DEFAULT_VOICE_ID);
  encodeWav(pcm);
  await encodeAudio(pcm, 'mp3');
  return performance.now() - start;
}

async function endToEnd(): Promise<number> {
  const start = performance.now();
  await untilDone(await create(text));
  return performance.now() - start;
}

// Both paths are warmed on the full text, then alternated twice; the best of each counts.
await engineAlone();
await endToEnd();
const engineRuns: number[] = [];
const endToEndRuns: number[] = [];
for (let round = 0; round < 2; round++) {
  engineRuns.push(await engineAlone());
  endToEndRuns.push(await endToEnd());
}
const engineMs = Math.min(...engineRuns);
const endToEndMs = Math.min(...endToEndRuns);

const pickups: number[] = [];
for (let i = 0; i < 20; i++) {
  const id = await create(`ကျေးဇူးတင်ပါတယ် ${i}။`);
  await untilDone(id, 10);
  const [row] = await db().select({ created: speechJobs.createdAt, started: speechJobs.startedAt }).from(speechJobs).where(eq(speechJobs.id, id));
  pickups.push(row!.started!.getTime() - row!.created.getTime());
}

const JOBS = 8;
const jobText = benchText(1000);
const t = performance.now();
const ids = await Promise.all(Array.from({ length: JOBS }, () => create(jobText)));
await Promise.all(ids.map((id) => untilDone(id, 100)));
const throughputMs = performance.now() - t;

server.close();
await worker.stop();
await closeDb();
await embedded?.stop();
rmSync(dataDir, { recursive: true, force: true });

const ratio = endToEndMs / engineMs;
console.log(`\n5,000-character Burmese text (${text.length} chars)`);
const list = (xs: number[]) => xs.map((x) => (x / 1000).toFixed(2)).join(', ');
console.log(`  engine alone (plan, synthesize, WAV + MP3):  ${(engineMs / 1000).toFixed(2)} s (runs: ${list(engineRuns)})`);
console.log(`  POST /speech to succeeded (20 ms polling):   ${(endToEndMs / 1000).toFixed(2)} s (runs: ${list(endToEndRuns)}) = ${ratio.toFixed(2)}x engine (target <= 1.3x)`);
console.log(`pick-up latency, 202 to the worker starting (20 jobs): median ${median(pickups)} ms, max ${Math.max(...pickups)} ms (target median < 50 ms)`);
console.log(`throughput, ${JOBS} jobs of 1,000 chars at once: ${(throughputMs / 1000).toFixed(2)} s, ${((JOBS * 60_000) / throughputMs).toFixed(1)} jobs/min, ${((JOBS * 1000) / (throughputMs / 1000)).toFixed(0)} chars/s`);
console.log(ratio <= 1.3 && median(pickups) < 50 ? 'targets met' : 'TARGETS MISSED');
process.exit(0);
