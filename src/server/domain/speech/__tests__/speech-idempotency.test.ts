import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { updateAccount } from '~/server/domain/accounts/update-account';
import { createTestAccount, startApi, type TestApi } from '~/test/api';
import { createSpeech, expectError, HELLO, sql, usageOf, useTempStorage } from './helpers';

/** Idempotent creates and racing creates: one job and one charge, never an overdraft. */

let api: TestApi;
beforeAll(async () => {
  useTempStorage();
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const newKey = () => `idem-${randomBytes(6).toString('hex')}`;
const chargesOf = async (accountId: string) =>
  (await sql()`SELECT job_id FROM ledger_entries WHERE account_id = ${accountId} AND kind = 'charge'`).map((r) => r.job_id as string);

describe('Idempotency-Key on POST /speech', () => {
  it('the same key and body replays the first response (status, body, Location) with Idempotent-Replayed and no new charge', async () => {
    const acct = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const key = newKey();
    const body = { text: HELLO, output_format: 'wav', metadata: { a: '1', b: '2' } };
    const first = await createSpeech(api, acct, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // Same body with keys in another order and a default spelled out: the same request.
    const again = await createSpeech(api, acct, { metadata: { b: '2', a: '1' }, number_mode: 'smart', output_format: 'wav', text: HELLO }, { 'Idempotency-Key': key });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('retry-after')).toBe('2');
    expect(again.body).toEqual(first.body);

    expect(await chargesOf(acct.accountId)).toEqual([first.body.id]);
    expect((await usageOf(api, acct)).spendable).toBe(1000 - HELLO.length);
  });

  it('the same key with a different body is 409 idempotency_conflict naming the job; nothing charged', async () => {
    const acct = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const key = newKey();
    const first = await createSpeech(api, acct, { text: HELLO }, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    for (const body of [{ text: `${HELLO}။` }, { text: HELLO, output_format: 'wav' }, { text: HELLO, metadata: { a: 'b' } }, { text: HELLO, voice_id: 'no-such-voice' }]) {
      const error = expectError(await createSpeech(api, acct, body, { 'Idempotency-Key': key }), 'idempotency_conflict');
      expect(error.details).toEqual({ job_id: first.body.id });
    }
    expect(await chargesOf(acct.accountId)).toEqual([first.body.id]);
  });

  it('a retry after the job’s own voice was removed still replays the first response', async () => {
    const acct = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const voiceId = `v_${randomBytes(8).toString('hex')}`;
    await sql()`INSERT INTO account_voices (id, account_id, name, base_voice_id) VALUES (${voiceId}, ${acct.accountId}, 'Mine', 'my-thiha')`;
    const key = newKey();
    const first = await createSpeech(api, acct, { text: HELLO, voice_id: voiceId }, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    await sql()`UPDATE account_voices SET removed_at = now() WHERE id = ${voiceId}`;
    const again = await createSpeech(api, acct, { text: HELLO, voice_id: voiceId }, { 'Idempotency-Key': key });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expectError(await createSpeech(api, acct, { text: HELLO, voice_id: voiceId }), 'voice_not_found', { param: 'voice_id' });
  });

  it('keys are per account: another account’s identical key creates its own job', async () => {
    const a = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const b = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const key = newKey();
    const ra = await createSpeech(api, a, { text: HELLO }, { 'Idempotency-Key': key });
    const rb = await createSpeech(api, b, { text: 'Hello.' }, { 'Idempotency-Key': key });
    expect([ra.status, rb.status]).toEqual([202, 202]);
    expect(rb.headers.get('idempotent-replayed')).toBeNull();
    expect(rb.body.id).not.toBe(ra.body.id);
  });

  it('a refused request does not spend the key: after a 402 the same key and body create once funded', async () => {
    const acct = await createTestAccount({ tokens: 3, monthlyLimit: 0 });
    const key = newKey();
    expectError(await createSpeech(api, acct, { text: HELLO }, { 'Idempotency-Key': key }), 'insufficient_characters');
    await updateAccount(db(), acct.accountId, { tokens: 100 });
    const res = await createSpeech(api, acct, { text: HELLO }, { 'Idempotency-Key': key });
    expect(res.status).toBe(202);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('20 concurrent identical idempotent requests: exactly one job and one charge, all answer the same job', async () => {
    const acct = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => createSpeech(api, acct, { text: HELLO }, { 'Idempotency-Key': key })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(202));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await chargesOf(acct.accountId)).toEqual([...ids]);
    expect((await sql()`SELECT count(*)::int AS n FROM speech_jobs WHERE account_id = ${acct.accountId}`)[0]!.n).toBe(1);
    expect((await usageOf(api, acct)).spendable).toBe(1000 - HELLO.length);
  });
});

describe('racing creates', () => {
  it('50 concurrent creates by an account that can afford exactly 10: 10 succeed, 40 are 402, never negative', async () => {
    const acct = await createTestAccount({ tokens: HELLO.length * 10, monthlyLimit: 0 });
    await updateAccount(db(), acct.accountId, { maxConcurrentJobs: 100 });
    const results = await Promise.all(Array.from({ length: 50 }, () => createSpeech(api, acct, { text: HELLO })));
    const accepted = results.filter((r) => r.status === 202);
    const refused = results.filter((r) => r.status !== 202);
    expect(accepted).toHaveLength(10);
    for (const r of refused) expectError(r, 'insufficient_characters');
    // Every accepted job saw a balance that already included the ones before it.
    expect(accepted.map((r) => r.body.balance.spendable_chars).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i * HELLO.length));
    const usage = await usageOf(api, acct);
    expect(usage.spendable).toBe(0);
    expect(usage.tokens.balance).toBe(0);
    expect(await chargesOf(acct.accountId)).toHaveLength(10);
  });

  it('mixed allowance and tokens under a race: the allowance is used first and both end at zero', async () => {
    const acct = await createTestAccount({ tokens: HELLO.length * 3, monthlyLimit: HELLO.length * 3 + 4 });
    await updateAccount(db(), acct.accountId, { maxConcurrentJobs: 50 });
    const results = await Promise.all(Array.from({ length: 12 }, () => createSpeech(api, acct, { text: HELLO })));
    expect(results.filter((r) => r.status === 202)).toHaveLength(6);
    const usage = await usageOf(api, acct);
    expect(usage.monthly.remaining).toBe(0);
    expect(usage.tokens.balance).toBe(4);
  });
});
