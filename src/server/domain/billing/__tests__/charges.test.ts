import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { utcMonthStart } from '~/server/domain/billing/periods';
import { call, createTestAccount, startApi, uniqueAddress, type TestAccount, type TestApi } from '~/test/api';

/** The one ledger through the API: allowance first, refunds tokens first, period resets, key budgets. */

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const sql = () => db().$client;
const TEXT = 'Hello from Zaga.'; // 16 characters
const create = async (acct: TestAccount, text = TEXT) => {
  const res = await call(api, '/speech', { key: acct.key, address: uniqueAddress(), body: { text, output_format: 'wav' } });
  expect(res.status, res.text).toBe(202);
  return res.body.id as string;
};
/** Cancels a job as if `processed` characters had been made (the rest is refunded). */
const cancelAfter = async (acct: TestAccount, id: string, processed: number) => {
  await sql()`UPDATE speech_jobs SET processed_chars = ${processed} WHERE id = ${id}`;
  const res = await call(api, `/speech/${id}/cancel`, { method: 'POST', key: acct.key, address: uniqueAddress() });
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const usage = async (acct: TestAccount) => (await call(api, '/usage', { key: acct.key, address: uniqueAddress() })).body;
const rows = async (id: string) =>
  (await sql()`SELECT kind, monthly_delta, tokens_delta FROM ledger_entries WHERE job_id = ${id} ORDER BY id`).map((r) => ({ ...r }));

describe('charges and refunds', () => {
  it('charges the monthly allowance first, then tokens', async () => {
    const acct = await createTestAccount({ monthlyLimit: 10, tokens: 100 });
    const id = await create(acct);
    expect(await rows(id)).toEqual([{ kind: 'charge', monthly_delta: -10, tokens_delta: -6 }]);
    expect(await usage(acct)).toMatchObject({ monthly: { limit: 10, used: 10, remaining: 0 }, tokens: { balance: 94 }, spendable: 94 });
    const second = await create(acct);
    expect(await rows(second)).toEqual([{ kind: 'charge', monthly_delta: 0, tokens_delta: -16 }]);
  });

  it('refunds tokens first, then the allowance', async () => {
    const acct = await createTestAccount({ monthlyLimit: 10, tokens: 100 });
    const id = await create(acct);
    const job = await cancelAfter(acct, id, 8); // 8 refunded: the 6 tokens, then 2 of the allowance
    expect(job.usage).toEqual({ characters_charged: 16, characters_refunded: 8 });
    expect((await rows(id))[1]).toEqual({ kind: 'refund', monthly_delta: 2, tokens_delta: 6 });
    expect(await usage(acct)).toMatchObject({ monthly: { used: 8, remaining: 2 }, tokens: { balance: 100 }, spendable: 102 });

    const full = await create(acct); // 2 allowance + 14 tokens
    await cancelAfter(acct, full, 0);
    expect((await rows(full))[1]).toEqual({ kind: 'refund', monthly_delta: 2, tokens_delta: 14 });
    expect(await usage(acct)).toMatchObject({ monthly: { used: 8 }, tokens: { balance: 100 } });
  });

  it('a refund of a share charged to an allowance period that has since reset is not carried over', async () => {
    const acct = await createTestAccount({ monthlyLimit: 10, tokens: 100 });
    const id = await create(acct);
    // 31 days pass: the charge now lies in the previous 30-day period.
    await sql()`UPDATE accounts SET period_anchor = period_anchor - interval '31 days', period_start = period_start - interval '31 days' WHERE id = ${acct.accountId}`;
    await sql()`UPDATE ledger_entries SET period_start = period_start - interval '31 days', created_at = created_at - interval '31 days' WHERE account_id = ${acct.accountId} AND period_start IS NOT NULL`;
    expect(await usage(acct)).toMatchObject({ monthly: { used: 0, remaining: 10 }, tokens: { balance: 94 } });
    await cancelAfter(acct, id, 0);
    // The tokens come back; the old period's 10 do not add to the new period's allowance.
    expect(await usage(acct)).toMatchObject({ monthly: { used: 0, remaining: 10 }, tokens: { balance: 100 }, spendable: 110 });
  });

  it('after a charge in the new period, an old period’s refund leaves the new period’s use alone', async () => {
    const acct = await createTestAccount({ monthlyLimit: 10, tokens: 100 });
    const old = await create(acct);
    await sql()`UPDATE accounts SET period_anchor = period_anchor - interval '31 days', period_start = period_start - interval '31 days' WHERE id = ${acct.accountId}`;
    await sql()`UPDATE ledger_entries SET period_start = period_start - interval '31 days' WHERE account_id = ${acct.accountId} AND period_start IS NOT NULL`;
    const fresh = await create(acct, 'Hi there'); // 8 from the new period's allowance
    expect(await rows(fresh)).toEqual([{ kind: 'charge', monthly_delta: -8, tokens_delta: 0 }]);
    await cancelAfter(acct, old, 0);
    expect(await usage(acct)).toMatchObject({ monthly: { used: 8, remaining: 2 }, tokens: { balance: 100 } });
  });

  it('the key budget counts the UTC month net of refunds', async () => {
    const acct = await createTestAccount({ monthlyLimit: 0, tokens: 1000 }, { budget: 40 });
    const a = await create(acct);
    const b = await create(acct);
    expect((await usage(acct)).key).toMatchObject({ monthly_char_budget: 40, used_this_month: 32, remaining: 8 });
    await cancelAfter(acct, a, 4);
    expect((await usage(acct)).key).toMatchObject({ used_this_month: 20, remaining: 20 });
    await create(acct); // fits again
    expect((await usage(acct)).key).toMatchObject({ used_this_month: 36 });

    // Last month's charges do not count this month, and their refunds do not credit it.
    const now = new Date();
    const lastMonth = utcMonthStart(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    await sql()`UPDATE ledger_entries SET key_month = ${lastMonth} WHERE key_id = ${acct.keyId}`;
    await sql()`UPDATE api_keys SET budget_month = ${lastMonth} WHERE id = ${acct.keyId}`;
    expect((await usage(acct)).key).toMatchObject({ used_this_month: 0, remaining: 40 });
    await cancelAfter(acct, b, 0);
    expect((await usage(acct)).key).toMatchObject({ used_this_month: 0, remaining: 40 });
    await create(acct);
    expect((await usage(acct)).key).toMatchObject({ used_this_month: 16, remaining: 24 });
  });

  it('refuses a second charge or refund of a job at the database', async () => {
    const acct = await createTestAccount({ monthlyLimit: 0, tokens: 100 });
    const id = await create(acct);
    await expect(sql()`INSERT INTO ledger_entries (account_id, kind, job_id, tokens_delta) VALUES (${acct.accountId}, 'charge', ${id}, -1)`).rejects.toThrow();
    await expect(sql()`INSERT INTO ledger_entries (account_id, kind, job_id, tokens_delta) VALUES (${acct.accountId}, 'refund', ${id}, 17)`).rejects.toThrow(/exceeds/);
    await cancelAfter(acct, id, 0);
    await expect(sql()`INSERT INTO ledger_entries (account_id, kind, job_id, tokens_delta) VALUES (${acct.accountId}, 'refund', ${id}, 1)`).rejects.toThrow();
  });
});
