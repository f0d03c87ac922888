import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestAccount, startApi, uniqueAddress, type TestApi } from '~/test/api';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('GET /usage', () => {
  it('returns every Usage field with key.* from the calling key', async () => {
    const acct = await createTestAccount({ monthlyLimit: 1000, tokens: 250 }, { budget: 400 });
    const res = await call(api, '/usage', { key: acct.key, address: uniqueAddress() });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    expect(res.headers.get('x-ratelimit-limit')).toBe('600');
    expect(res.body).toMatchObject({
      plan: 'max',
      entitled: true,
      upgrade_url: null,
      monthly: { limit: 1000, used: 0, remaining: 1000 },
      tokens: { balance: 250 },
      spendable: 1250,
      active_jobs: 0,
      max_concurrent_jobs: 2,
      key: { id: acct.keyId, monthly_char_budget: 400, used_this_month: 0, remaining: 400 },
    });
    expect(new Date(res.body.monthly.resets_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
    const resets = new Date(res.body.key.resets_at);
    expect(resets.getUTCDate()).toBe(1);
    expect(resets.getUTCHours()).toBe(0);
  });

  it('reports a non-entitled account with an upgrade_url and null resets without allowance', async () => {
    const acct = await createTestAccount({ plan: 'none', monthlyLimit: 0 });
    const res = await call(api, '/usage', { bearer: acct.key, address: uniqueAddress() });
    expect(res.status).toBe(200);
    expect(res.body.entitled).toBe(false);
    expect(res.body.upgrade_url).toMatch(/^https?:\/\/.+/);
    expect(res.body.monthly.resets_at).toBeNull();
    expect(res.body.key).toMatchObject({ monthly_char_budget: null, used_this_month: null, remaining: null, resets_at: null });
  });
});
