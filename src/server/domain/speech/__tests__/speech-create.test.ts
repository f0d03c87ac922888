import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '~/env';
import { DEFAULT_VOICE_ID, planSpeech } from '~/engine/index';
import { nextUtcMonthStart } from '~/server/domain/billing/periods';
import { createTestAccount, startApi, type TestAccount, type TestApi } from '~/test/api';
import { createSpeech, expectError, HELLO, req, sql, usageOf, useTempStorage } from './helpers';

/** POST /speech without a worker: every field and rule, every refusal, and what a 202 carries. */

let api: TestApi;
beforeAll(async () => {
  useTempStorage();
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const jobsOf = async (accountId: string) => (await sql()`SELECT id FROM speech_jobs WHERE account_id = ${accountId}`).length;
const ledgerOf = async (accountId: string) => (await sql()`SELECT id FROM ledger_entries WHERE account_id = ${accountId} AND kind IN ('charge', 'refund')`).length;

/** The refusal charged nothing and created nothing. */
async function expectNothingCharged(acct: TestAccount, spendable: number) {
  expect(await jobsOf(acct.accountId)).toBe(0);
  expect(await ledgerOf(acct.accountId)).toBe(0);
  expect((await usageOf(api, acct)).spendable).toBe(spendable);
}

describe('POST /speech: body validation (400 validation_error naming the field)', () => {
  let acct: TestAccount;
  beforeAll(async () => {
    acct = await createTestAccount({ tokens: 100_000, monthlyLimit: 0, maxConcurrentJobs: 8 });
  });

  it.each([
    ['text missing', {}, 'text'],
    ['text empty', { text: '' }, 'text'],
    ['text not a string', { text: 5 }, 'text'],
    ['text of 5,001 characters', { text: 'က'.repeat(5001) }, 'text'],
    ['text of 5,000 emoji (10,000 UTF-16 code units)', { text: '😀'.repeat(5000) }, 'text'],
    ['4,999 characters and an emoji (5,001 code units)', { text: 'က'.repeat(4999) + '😀' }, 'text'],
    ['voice_id empty', { text: HELLO, voice_id: '' }, 'voice_id'],
    ['voice_id of 129 characters', { text: HELLO, voice_id: 'v'.repeat(129) }, 'voice_id'],
    ['output_format unknown', { text: HELLO, output_format: 'ogg' }, 'output_format'],
    ['number_mode unknown', { text: HELLO, number_mode: 'roman' }, 'number_mode'],
    ['metadata not a map', { text: HELLO, metadata: ['a'] }, 'metadata'],
    ['metadata value not a string', { text: HELLO, metadata: { a: 1 } }, 'metadata.a'],
    ['unknown field', { text: HELLO, speed: 2 }, 'speed'],
    ['dry_run as the string "false" (no coercion)', { text: HELLO, dry_run: 'false' }, 'dry_run'],
    ['dry_run as the string "true"', { text: HELLO, dry_run: 'true' }, 'dry_run'],
    ['dry_run as 0', { text: HELLO, dry_run: 0 }, 'dry_run'],
  ])('%s', async (_name, body, param) => {
    const res = await createSpeech(api, acct, body);
    expectError(res, 'validation_error', { param });
  });

  it('metadata: 16 pairs pass, 17 fail; key pattern and length; 500-char values; 8,000 bytes', async () => {
    const pairs = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    const ok = await createSpeech(api, acct, { text: HELLO, dry_run: true, metadata: pairs(16) });
    expect(ok.status).toBe(200);
    expect(expectError(await createSpeech(api, acct, { text: HELLO, metadata: pairs(17) }), 'validation_error').param).toMatch(/^metadata/);
    for (const key of ['_starts_with_underscore', '-dash', 'has space', 'é', 'k'.repeat(41), '']) {
      const res = await createSpeech(api, acct, { text: HELLO, metadata: { [key]: 'v' } });
      expect(expectError(res, 'validation_error').param, key).toMatch(/^metadata/);
    }
    for (const key of ['a', 'A1_b.c:d-e', '9lives', 'k'.repeat(40)]) {
      expect((await createSpeech(api, acct, { text: HELLO, dry_run: true, metadata: { [key]: 'v' } })).status, key).toBe(200);
    }
    expect((await createSpeech(api, acct, { text: HELLO, dry_run: true, metadata: { a: 'x'.repeat(500) } })).status).toBe(200);
    expectError(await createSpeech(api, acct, { text: HELLO, metadata: { a: 'x'.repeat(501) } }), 'validation_error', { param: 'metadata.a' });
    // 16 values of 200 Burmese letters: under 500 characters each, but 3 bytes a letter is over 8,000 bytes.
    const heavy = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'က'.repeat(200)]));
    expect(expectError(await createSpeech(api, acct, { text: HELLO, metadata: heavy }), 'validation_error').param).toMatch(/^metadata/);
    expect(await jobsOf(acct.accountId)).toBe(0);
  });

  it('a body that is not JSON is 415, broken JSON is 400', async () => {
    expectError(await req(api, acct, '/speech', { method: 'POST', rawBody: `text=${HELLO}`, headers: { 'Content-Type': 'text/plain' } }), 'unsupported_media_type');
    expectError(await req(api, acct, '/speech', { method: 'POST', rawBody: '{"text":', headers: { 'Content-Type': 'application/json' } }), 'validation_error');
    expect(await jobsOf(acct.accountId)).toBe(0);
  });

  it('voice_id: unknown, or another account’s own voice, is 404 voice_not_found naming voice_id', async () => {
    const other = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const voiceId = `v_${randomBytes(8).toString('hex')}`;
    await sql()`INSERT INTO account_voices (id, account_id, name, base_voice_id) VALUES (${voiceId}, ${other.accountId}, 'Mine', ${DEFAULT_VOICE_ID})`;
    expectError(await createSpeech(api, acct, { text: HELLO, voice_id: 'no-such-voice' }), 'voice_not_found', { param: 'voice_id' });
    expectError(await createSpeech(api, acct, { text: HELLO, voice_id: voiceId }), 'voice_not_found', { param: 'voice_id' });
    expectError(await createSpeech(api, acct, { text: HELLO, voice_id: voiceId, dry_run: true }), 'voice_not_found', { param: 'voice_id' });
    // The owner may use it.
    const own = await createSpeech(api, other, { text: HELLO, voice_id: voiceId });
    expect(own.status).toBe(202);
    expect(own.body.input.voice_id).toBe(voiceId);
    expect(await jobsOf(acct.accountId)).toBe(0);
  });
});

describe('POST /speech: text checks (422, nothing charged)', () => {
  it.each([
    ['emoji only', '😀😀 🎉', 'unspeakable_text'],
    ['punctuation only', '!!! ... ။ ၊ ?', 'unspeakable_text'],
    ['whitespace only', '   \n\t  ', 'unspeakable_text'],
    ['Burmese numbers that expand past 10,000 characters', '၁၂၃၄၅၆၇ '.repeat(600), 'text_too_long'],
  ] as const)('%s: 422 %s', async (_name, text, code) => {
    const acct = await createTestAccount({ tokens: 100_000, monthlyLimit: 0 });
    expectError(await createSpeech(api, acct, { text }), code, { param: 'text' });
    expectError(await createSpeech(api, acct, { text, dry_run: true }), code, { param: 'text' });
    await expectNothingCharged(acct, 100_000);
  });
});

describe('POST /speech: dry run', () => {
  it('quotes exact UTF-16 characters and dispatches; nothing created or charged', async () => {
    const acct = await createTestAccount({ tokens: 50, monthlyLimit: 0 });
    const text = `${HELLO} 😀။ Hello from Zaga.`;
    const res = await createSpeech(api, acct, { text, dry_run: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: 'speech.quote',
      characters: text.length,
      dispatches: planSpeech(text, { numberMode: 'smart' }).pieces.length,
      spendable: 50,
      sufficient: true,
    });
    expect(res.body.characters).toBe([...text].length + 1); // the emoji counts 2
    expect(res.headers.get('location')).toBeNull();

    const tooMuch = await createSpeech(api, acct, { text: 'က'.repeat(4998) + '😀', dry_run: true });
    expect(tooMuch.status).toBe(200);
    expect(tooMuch.body).toMatchObject({ characters: 5000, spendable: 50, sufficient: false });

    const before = await usageOf(api, acct);
    expect(before.spendable).toBe(50);
    expect(before.monthly.used).toBe(0);
    const list = await req(api, acct, '/speech');
    expect(list.body.data).toEqual([]);
    await expectNothingCharged(acct, 50);
  });

  it('dry_run false creates; Idempotency-Key is ignored for dry runs (even an invalid one)', async () => {
    const acct = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const key = `dry-${randomBytes(4).toString('hex')}`;
    const quote = await createSpeech(api, acct, { text: 'Hello there.', dry_run: true }, { 'Idempotency-Key': key });
    expect(quote.status).toBe(200);
    expect(quote.headers.get('idempotent-replayed')).toBeNull();
    expect((await createSpeech(api, acct, { text: HELLO, dry_run: true }, { 'Idempotency-Key': 'x'.repeat(300) })).status).toBe(200);
    // The key was not recorded: a real create with a different body under it is no conflict.
    const created = await createSpeech(api, acct, { text: HELLO, dry_run: false }, { 'Idempotency-Key': key });
    expect(created.status).toBe(202);
    expect(created.headers.get('idempotent-replayed')).toBeNull();
    // And a later dry run under the same key is still only a quote.
    const again = await createSpeech(api, acct, { text: 'Different text.', dry_run: true }, { 'Idempotency-Key': key });
    expect(again.status).toBe(200);
    expect(again.body.object).toBe('speech.quote');
    expect(await jobsOf(acct.accountId)).toBe(1);
  });
});

describe('POST /speech: 202', () => {
  it('answers the job with Location, Retry-After: 2, rate-limit headers and the balance left', async () => {
    const acct = await createTestAccount({ tokens: 100, monthlyLimit: 40 });
    const text = `${HELLO} 😀`;
    const res = await createSpeech(api, acct, { text, output_format: 'wav', number_mode: 'digits', metadata: { order: 'A-1', 'x.y:z': '' } });
    expect(res.status).toBe(202);
    expect(res.body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers.get('location')).toBe(`/api/v1/speech/${res.body.id}`);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(res.body).toEqual({
      object: 'speech',
      id: res.body.id,
      status: 'processing',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      completed_at: null,
      progress: 0,
      input: { characters: 12, voice_id: DEFAULT_VOICE_ID, output_format: 'wav', number_mode: 'digits' },
      usage: { characters_charged: 12, characters_refunded: 0 },
      audio: null,
      error: null,
      metadata: { order: 'A-1', 'x.y:z': '' },
      balance: { spendable_chars: 140 - 12 },
    });
    expect(res.text).not.toContain(HELLO);
    const usage = await usageOf(api, acct);
    expect(usage).toMatchObject({ spendable: 128, monthly: { used: 12, remaining: 28 }, tokens: { balance: 100 }, active_jobs: 1 });
    const got = await req(api, acct, `/speech/${res.body.id}`);
    const { balance: _balance, ...job } = res.body;
    expect(got.body).toEqual(job);
  });

  it('voice_id null means the default voice', async () => {
    const acct = await createTestAccount({ tokens: 100, monthlyLimit: 0 });
    const res = await createSpeech(api, acct, { text: HELLO, voice_id: null });
    expect(res.status).toBe(202);
    expect(res.body.input.voice_id).toBe(DEFAULT_VOICE_ID);
  });
});

describe('POST /speech: account standing', () => {
  it('402 plan_required with upgrade_url; nothing charged', async () => {
    const acct = await createTestAccount({ plan: 'none', tokens: 500, monthlyLimit: 0 });
    const error = expectError(await createSpeech(api, acct, { text: HELLO }), 'plan_required');
    expect(error.upgrade_url).toMatch(/^https?:\/\/.+\/portal\/billing$/);
    expectError(await createSpeech(api, acct, { text: HELLO, dry_run: true }), 'plan_required');
    await expectNothingCharged(acct, 500);
  });

  it.each([
    ['pending', 'developer_pending'],
    ['rejected', 'developer_rejected'],
    ['suspended', 'developer_suspended'],
    ['none', 'developer_not_approved'],
  ] as const)('developer %s: 403 %s', async (developer, code) => {
    const acct = await createTestAccount({ developer, tokens: 500, monthlyLimit: 0 });
    expectError(await createSpeech(api, acct, { text: HELLO }), code);
    await expectNothingCharged(acct, 500);
  });

  it('suspended account: 403 account_suspended', async () => {
    const acct = await createTestAccount({ suspended: true, tokens: 500, monthlyLimit: 0 });
    expectError(await createSpeech(api, acct, { text: HELLO }), 'account_suspended');
    expect(await jobsOf(acct.accountId)).toBe(0);
  });

  it('a key without speech:write: 403 scope_missing', async () => {
    const acct = await createTestAccount({ tokens: 500, monthlyLimit: 0 }, { scopes: ['speech:read', 'usage:read'] });
    expectError(await createSpeech(api, acct, { text: HELLO }), 'scope_missing');
    await expectNothingCharged(acct, 500);
  });
});

describe('POST /speech: limits', () => {
  it('402 insufficient_characters with required/spendable (allowance plus tokens); nothing charged', async () => {
    const acct = await createTestAccount({ tokens: 5, monthlyLimit: 3 });
    const error = expectError(await createSpeech(api, acct, { text: HELLO }), 'insufficient_characters');
    expect(error.details).toMatchObject({ required: 9, spendable: 8 });
    await expectNothingCharged(acct, 8);
    // Exactly enough is enough.
    const ok = await createSpeech(api, acct, { text: 'Hi there' });
    expect(ok.status).toBe(202);
    expect(ok.body.balance.spendable_chars).toBe(0);
  });

  it('429 key_budget_exceeded with required, budget, used this month and resets_at; nothing charged', async () => {
    const acct = await createTestAccount({ tokens: 10_000, monthlyLimit: 0 }, { budget: 20 });
    expect((await createSpeech(api, acct, { text: HELLO })).status).toBe(202);
    const res = await createSpeech(api, acct, { text: 'Hello from Zaga.' });
    const error = expectError(res, 'key_budget_exceeded');
    expect(error.details).toEqual({ required: 16, monthly_char_budget: 20, used_this_month: 9, resets_at: nextUtcMonthStart(new Date()).toISOString() });
    const usage = await usageOf(api, acct);
    expect(usage.key).toMatchObject({ monthly_char_budget: 20, used_this_month: 9, remaining: 11 });
    expect(usage.spendable).toBe(10_000 - 9);
    expect(await jobsOf(acct.accountId)).toBe(1);
  });

  it('429 concurrency_limit with active_jobs/max_concurrent_jobs and Retry-After; nothing charged', async () => {
    const acct = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    expect((await createSpeech(api, acct, { text: HELLO })).status).toBe(202);
    expect((await createSpeech(api, acct, { text: HELLO })).status).toBe(202);
    const res = await createSpeech(api, acct, { text: HELLO });
    const error = expectError(res, 'concurrency_limit');
    expect(error.details).toEqual({ active_jobs: 2, max_concurrent_jobs: 2 });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await jobsOf(acct.accountId)).toBe(2);
    expect((await usageOf(api, acct)).spendable).toBe(1000 - 18);
    // A dry run is only a quote: it is not refused by the concurrency limit.
    expect((await createSpeech(api, acct, { text: HELLO, dry_run: true })).status).toBe(200);
  });

  it('503 capacity_unavailable with Retry-After when the backlog cannot finish within the deadline; nothing charged', async () => {
    const acct = await createTestAccount({ tokens: 10_000, monthlyLimit: 0 });
    const saved = process.env.ENGINE_CHARS_PER_SECOND;
    process.env.ENGINE_CHARS_PER_SECOND = '1';
    resetEnvCache();
    try {
      // 45 minutes at 1 character a second, less a safety margin: 3,000 characters cannot make it.
      const res = await createSpeech(api, acct, { text: 'က ခ ဂ။ '.repeat(430) });
      expectError(res, 'capacity_unavailable');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      if (saved === undefined) delete process.env.ENGINE_CHARS_PER_SECOND;
      else process.env.ENGINE_CHARS_PER_SECOND = saved;
      resetEnvCache();
    }
    await expectNothingCharged(acct, 10_000);
    expect((await createSpeech(api, acct, { text: HELLO })).status).toBe(202);
  });

  it('503 server_restarting while draining; nothing charged; reads still work', async () => {
    const acct = await createTestAccount({ tokens: 500, monthlyLimit: 0 });
    api.setDraining(true);
    try {
      const res = await createSpeech(api, acct, { text: HELLO }, { 'Idempotency-Key': 'drain-1' });
      expectError(res, 'server_restarting');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await req(api, acct, '/usage')).status).toBe(200);
    } finally {
      api.setDraining(false);
    }
    await expectNothingCharged(acct, 500);
    // The key was not spent by the refused request.
    expect((await createSpeech(api, acct, { text: 'Hello again.' }, { 'Idempotency-Key': 'drain-1' })).status).toBe(202);
  });
});

describe('POST /speech: Idempotency-Key header', () => {
  it.each([
    ['256 characters', 'k'.repeat(256)],
    ['a tab inside', 'a\tb'],
    ['non-ASCII', 'schlüssel'],
  ])('%s: 400 validation_error naming Idempotency-Key', async (_name, value) => {
    const acct = await createTestAccount({ tokens: 500, monthlyLimit: 0 });
    const res = await createSpeech(api, acct, { text: HELLO }, { 'Idempotency-Key': value });
    expectError(res, 'validation_error', { param: 'Idempotency-Key' });
    await expectNothingCharged(acct, 500);
  });

  it('255 printable characters (spaces and symbols included) are accepted', async () => {
    const acct = await createTestAccount({ tokens: 500, monthlyLimit: 0 });
    const value = ('a b~!@#$%^&*()_+{}|:"<>?'.repeat(20)).slice(0, 255);
    const res = await createSpeech(api, acct, { text: HELLO }, { 'Idempotency-Key': value });
    expect(res.status).toBe(202);
    const again = await createSpeech(api, acct, { text: HELLO }, { 'Idempotency-Key': value });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(res.body.id);
  });
});
