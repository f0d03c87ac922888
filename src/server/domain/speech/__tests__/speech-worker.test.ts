import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID } from '~/engine/index';
import { db } from '~/server/db/client';
import { updateAccount } from '~/server/domain/accounts/update-account';
import { RETENTION_MS } from '~/server/domain/speech/finish-speech-job';
import { createTestAccount, startApi, startTestWorker, waitForJob, type TestAccount, type TestApi } from '~/test/api';
import { assertLedgerInvariants } from '~/test/ledger-invariants';
import { createSpeech, expectError, HELLO, longText, req, sql, storedFilesOf, until, usageOf, useTempStorage } from './helpers';

/** Background synthesis with the real worker and engine: progress, success, failure, cancellation. */

let api: TestApi;
let storage: string;
let worker: { stop(): Promise<void> } | undefined;
const ensureWorker = async () => {
  worker ??= await startTestWorker(2);
};
beforeAll(async () => {
  storage = useTempStorage();
  api = await startApi();
});
afterAll(async () => {
  await worker?.stop();
  await api.close();
});

/** Waits until graphile-worker holds no job for this speech job any more (the task has returned). */
const taskDone = (id: string) =>
  until(async () => (await sql()`SELECT 1 FROM graphile_worker._private_jobs WHERE key = ${`speech:${id}`}`).length === 0, 60_000, `task of ${id}`);

const cancel = (acct: TestAccount, id: string, opts: Parameters<typeof req>[3] = {}) => req(api, acct, `/speech/${id}/cancel`, { method: 'POST', ...opts });

describe('failed jobs (worker started after the jobs were broken)', () => {
  it('text gone before the worker runs → failed input_rejected; a removed own voice → failed generation_failed; both refunded in full', async () => {
    const acct = await createTestAccount({ tokens: 100, monthlyLimit: 10, maxConcurrentJobs: 4 });
    const voiceId = `v_${randomBytes(8).toString('hex')}`;
    await sql()`INSERT INTO account_voices (id, account_id, name, base_voice_id) VALUES (${voiceId}, ${acct.accountId}, 'Mine', ${DEFAULT_VOICE_ID})`;
    const a = await createSpeech(api, acct, { text: HELLO, output_format: 'wav' });
    const b = await createSpeech(api, acct, { text: 'Hello from Zaga.', voice_id: voiceId, output_format: 'wav' });
    expect([a.status, b.status]).toEqual([202, 202]);
    expect((await usageOf(api, acct)).spendable).toBe(110 - 9 - 16);
    await sql()`UPDATE speech_jobs SET text = NULL WHERE id = ${a.body.id}`;
    await sql()`UPDATE account_voices SET removed_at = now() WHERE id = ${voiceId}`;
    await ensureWorker();

    const fa = await waitForJob(api, acct.key, a.body.id);
    expect(fa.body).toMatchObject({
      status: 'failed',
      progress: null,
      audio: null,
      completed_at: expect.any(String),
      error: { code: 'input_rejected', retryable: false, message: expect.any(String) },
      usage: { characters_charged: 9, characters_refunded: 9 },
    });
    const fb = await waitForJob(api, acct.key, b.body.id);
    expect(fb.body).toMatchObject({
      status: 'failed',
      progress: null,
      audio: null,
      error: { code: 'generation_failed', retryable: false },
      usage: { characters_charged: 16, characters_refunded: 16 },
    });
    const usage = await usageOf(api, acct);
    expect(usage).toMatchObject({ spendable: 110, monthly: { used: 0 }, tokens: { balance: 100 }, active_jobs: 0 });
    // No audio for failed jobs; downloads say why.
    expect(storedFilesOf(storage, a.body.id)).toEqual([]);
    expectError(await req(api, acct, `/speech/${a.body.id}/audio`), 'job_failed');
    // A failed job cannot be cancelled.
    expectError(await cancel(acct, b.body.id), 'job_finished');
  });
});

describe('a job that succeeds', () => {
  it('reports progress from 0 up to at most 0.99 while processing, then 1 with audio that expires 30 days after completion', async () => {
    await ensureWorker();
    const acct = await createTestAccount({ tokens: 10_000, monthlyLimit: 0 });
    const text = longText(300);
    const created = await createSpeech(api, acct, { text, output_format: 'wav' });
    expect(created.status).toBe(202);
    expect(created.body.progress).toBe(0);
    const seen: number[] = [];
    let last = created;
    while (last.body.status === 'processing') {
      expect(last.text).not.toContain(text);
      seen.push(last.body.progress);
      await new Promise((r) => setTimeout(r, 40));
      last = await req(api, acct, `/speech/${created.body.id}`);
    }
    expect(last.body.status).toBe('succeeded');
    for (const p of seen) {
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(0.99);
    }
    expect(seen).toEqual([...seen].sort((x, y) => x - y)); // never goes back
    expect(seen.some((p) => p > 0 && p < 1), `intermediate progress seen: ${seen.join(',')}`).toBe(true);

    const job = last.body;
    expect(job.progress).toBe(1);
    expect(job.error).toBeNull();
    expect(job.usage).toEqual({ characters_charged: text.length, characters_refunded: 0 });
    expect(job.audio).toEqual({ format: 'wav', duration_seconds: expect.any(Number), url: `/api/v1/speech/${job.id}/audio`, expires_at: expect.any(String) });
    expect(job.audio.duration_seconds).toBeGreaterThan(1);
    expect(Date.parse(job.audio.expires_at) - Date.parse(job.completed_at)).toBe(RETENTION_MS);
    expect(Date.parse(job.completed_at)).toBeGreaterThanOrEqual(Date.parse(job.created_at));
    expect(storedFilesOf(storage, job.id).map((f) => f.slice(storage.length))).toEqual([`/speech/${job.id.slice(0, 2)}/${job.id}.wav`]);
    expectError(await cancel(acct, job.id), 'job_finished');
    expect((await usageOf(api, acct)).active_jobs).toBe(0);
  });
});

describe('POST /speech/{id}/cancel', () => {
  it('cancels a processing job: cancelled, progress and audio null, the generated share charged and the rest refunded; again → 200 same job', async () => {
    await ensureWorker();
    const acct = await createTestAccount({ tokens: 10_000, monthlyLimit: 0 });
    const text = longText(1500);
    const created = await createSpeech(api, acct, { text, output_format: 'wav' });
    const id = created.body.id;
    // Wait until the worker has made part of it.
    await until(async () => ((await sql()`SELECT processed_chars FROM speech_jobs WHERE id = ${id}`)[0]!.processed_chars as number) > 0, 30_000, 'progress');
    const res = await cancel(acct, id);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(text);
    const [row] = await sql()`SELECT processed_chars, status FROM speech_jobs WHERE id = ${id}`;
    const processed = row!.processed_chars as number;
    expect(row!.status).toBe('cancelled');
    expect(processed).toBeGreaterThan(0);
    expect(processed).toBeLessThan(text.length);
    expect(res.body).toMatchObject({
      object: 'speech',
      id,
      status: 'cancelled',
      progress: null,
      audio: null,
      error: null,
      completed_at: expect.any(String),
      usage: { characters_charged: text.length, characters_refunded: text.length - processed },
    });
    expect((await usageOf(api, acct)).tokens.balance).toBe(10_000 - processed);

    const again = await cancel(acct, id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);

    // The worker stops at its next check and leaves no audio behind; the job stays cancelled.
    await taskDone(id);
    const after = await req(api, acct, `/speech/${id}`);
    expect(after.body).toEqual(res.body);
    expect(storedFilesOf(storage, id)).toEqual([]);
    expectError(await req(api, acct, `/speech/${id}/audio`), 'job_failed');
  });

  it('takes no body: a non-empty JSON body is 400, a non-JSON body 415; empty or {} is fine', async () => {
    const acct = await createTestAccount({ tokens: 1000, monthlyLimit: 0, maxConcurrentJobs: 8 });
    const id = (await createSpeech(api, acct, { text: longText(300), output_format: 'wav' })).body.id;
    expectError(await cancel(acct, id, { body: { reason: 'changed my mind' } }), 'validation_error');
    expectError(await cancel(acct, id, { rawBody: 'please', headers: { 'Content-Type': 'text/plain' } }), 'unsupported_media_type');
    expectError(await cancel(acct, id, { rawBody: '{"reason":', headers: { 'Content-Type': 'application/json' } }), 'validation_error');
    const [row] = await sql()`SELECT status FROM speech_jobs WHERE id = ${id}`;
    if (row!.status === 'processing') {
      const ok = await cancel(acct, id, { body: {} });
      expect(ok.status).toBe(200);
    }
    const id2 = (await createSpeech(api, acct, { text: longText(300), output_format: 'wav' })).body.id;
    const res = await cancel(acct, id2);
    expect([200, 409]).toContain(res.status);
  });

  it('404 for an unknown id, a malformed id and another account’s job (same body shape)', async () => {
    const a = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const b = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const id = (await createSpeech(api, a, { text: HELLO, output_format: 'wav' })).body.id;
    expectError(await cancel(b, id), 'not_found');
    expectError(await cancel(a, randomBytes(16).toString('hex')), 'not_found');
    expectError(await cancel(a, 'not-an-id'), 'not_found');
    // b's attempt changed nothing.
    expect((await sql()`SELECT count(*)::int AS n FROM ledger_entries WHERE job_id = ${id} AND kind = 'refund'`)[0]!.n).toBeLessThanOrEqual(1);
  });

  it('works after the plan ended (plan none); creates are then 402', async () => {
    const acct = await createTestAccount({ tokens: 10_000, monthlyLimit: 0 });
    const created = await createSpeech(api, acct, { text: longText(1500), output_format: 'wav' });
    expect(created.status, created.text).toBe(202);
    const id = created.body.id;
    await updateAccount(db(), acct.accountId, { plan: 'none' });
    expectError(await createSpeech(api, acct, { text: HELLO }), 'plan_required');
    const res = await cancel(acct, id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.usage.characters_refunded).toBeGreaterThan(0);
    expect((await req(api, acct, `/speech/${id}`)).status).toBe(200);
    await taskDone(id);
  });

  it('cancel racing completion ends in exactly one terminal state with at most one refund', async () => {
    await ensureWorker();
    const acct = await createTestAccount({ tokens: 10_000, monthlyLimit: 0, maxConcurrentJobs: 8 });
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const created = await createSpeech(api, acct, { text: `${HELLO} ${i}`, output_format: i % 2 ? 'wav' : 'mp3' });
      const id = created.body.id;
      await until(async () => (await sql()`SELECT started_at FROM speech_jobs WHERE id = ${id}`)[0]!.started_at !== null, 30_000, 'start');
      await new Promise((r) => setTimeout(r, (i * 97) % 700));
      const res = await cancel(acct, id);
      await taskDone(id);
      const final = await req(api, acct, `/speech/${id}`);
      const refunds = await sql()`SELECT monthly_delta + tokens_delta AS amount FROM ledger_entries WHERE job_id = ${id} AND kind = 'refund'`;
      if (res.status === 200) {
        expect(final.body.status).toBe('cancelled');
        expect(final.body.audio).toBeNull();
        expect(refunds.length).toBeLessThanOrEqual(1);
        expect(final.body.usage.characters_refunded).toBe(refunds[0]?.amount ?? 0);
        expect(storedFilesOf(storage, id)).toEqual([]);
      } else {
        expectError(res, 'job_finished');
        expect(final.body.status).toBe('succeeded');
        expect(refunds).toHaveLength(0);
        expect(final.body.usage.characters_refunded).toBe(0);
        expect(storedFilesOf(storage, id).length).toBeGreaterThan(0);
      }
      outcomes.push(final.body.status);
    }
    // The ledger agrees with the jobs whatever the interleaving.
    await assertLedgerInvariants();
    expect(outcomes).toHaveLength(8);
  });
});
