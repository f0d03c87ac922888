import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, startApi, startTestWorker, waitForJob, type TestApi } from '~/test/api';
import { createSpeech, expectError, HELLO, longText, sql, storedFilesOf, until, usageOf, useTempStorage } from './helpers';

/** Restarts: a draining server refuses creates without charging; a SIGKILLed worker loses no job. */

let api: TestApi;
let storage: string;
let child: ChildProcess | undefined;
let worker: { stop(): Promise<void> } | undefined;
const savedDeadAfter = process.env.WORKER_DEAD_AFTER_SECONDS;

beforeAll(async () => {
  storage = useTempStorage();
  // Locks of a worker without a heartbeat for 2 s are released (30 s in production).
  process.env.WORKER_DEAD_AFTER_SECONDS = '2';
  api = await startApi();
});
afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await worker?.stop();
  if (savedDeadAfter === undefined) delete process.env.WORKER_DEAD_AFTER_SECONDS;
  else process.env.WORKER_DEAD_AFTER_SECONDS = savedDeadAfter;
  await api.close();
});

describe('restarts', () => {
  it('while draining, creates are 503 server_restarting and nothing is charged', async () => {
    const acct = await createTestAccount({ tokens: 100, monthlyLimit: 0 });
    api.setDraining(true);
    try {
      for (let i = 0; i < 3; i++) expectError(await createSpeech(api, acct, { text: HELLO }), 'server_restarting');
    } finally {
      api.setDraining(false);
    }
    expect((await usageOf(api, acct)).spendable).toBe(100);
    expect((await sql()`SELECT count(*)::int AS n FROM speech_jobs WHERE account_id = ${acct.accountId}`)[0]!.n).toBe(0);
  });

  it('a worker process SIGKILLed mid-job loses nothing: another worker finishes it, charged once, one audio file', async () => {
    const acct = await createTestAccount({ tokens: 100_000, monthlyLimit: 0 });
    child = spawn('npx', ['tsx', 'worker/main.ts'], {
      cwd: process.cwd(),
      detached: true, // its own process group, so the kill takes npx, tsx and node together
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STORAGE_DIR: storage, WORKER_CONCURRENCY: '1', WORKER_DEAD_AFTER_SECONDS: '2' },
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    await until(async () => output.includes('[worker] ready') || child!.exitCode !== null, 60_000, 'the worker process');
    expect(child.exitCode, output).toBeNull();

    const text = longText(2500);
    const created = await createSpeech(api, acct, { text, output_format: 'wav' });
    expect(created.status).toBe(202);
    const id = created.body.id;
    const lockedBy = await until(
      async () => {
        const [row] = await sql()`
          SELECT j.locked_by, s.started_at FROM graphile_worker._private_jobs j JOIN speech_jobs s ON s.id = ${id}
          WHERE j.key = ${`speech:${id}`}`;
        return row?.locked_by && row.started_at ? (row.locked_by as string) : null;
      },
      30_000,
      'the child to start the job',
    );
    process.kill(-child.pid!, 'SIGKILL');
    await until(async () => child!.exitCode !== null || child!.signalCode !== null, 10_000, 'the child to die');
    expect((await sql()`SELECT status FROM speech_jobs WHERE id = ${id}`)[0]!.status).toBe('processing');

    worker = await startTestWorker(1);
    // The dead worker's lock is released after its heartbeat is 2 s old, and the job runs again.
    const done = await waitForJob(api, acct.key, id, 90_000);
    expect(done.body.status, JSON.stringify(done.body)).toBe('succeeded');
    expect(done.body.usage).toEqual({ characters_charged: text.length, characters_refunded: 0 });
    const ledger = await sql()`SELECT kind FROM ledger_entries WHERE job_id = ${id}`;
    expect(ledger.map((r) => r.kind)).toEqual(['charge']);
    expect((await usageOf(api, acct)).tokens.balance).toBe(100_000 - text.length);
    expect(storedFilesOf(storage, id).map((f) => f.slice(storage.length))).toEqual([`/speech/${id.slice(0, 2)}/${id}.wav`]);
    expect((await sql()`SELECT 1 FROM graphile_worker._private_jobs WHERE locked_by = ${lockedBy}`).length).toBe(0);
  }, 150_000);
});
