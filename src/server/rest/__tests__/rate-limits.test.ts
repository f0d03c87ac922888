import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { rotateApiKey } from '~/server/domain/api-keys/manage-api-key';
import { call, createTestAccount, startApi, uniqueAddress, type TestApi } from '~/test/api';
import { awayFromWindowEdge, expectError, expectNoRateHeaders, expectRateHeaders } from './helpers';

/** Per-key read bucket, per-address limit across keys, and their headers (spec: Limits). */
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ limits: { readsPerMinute: 5, writesPerMinute: 3, addressPerMinute: 8 } });
});
afterAll(() => api.close());

describe('per-key read bucket', () => {
  it('counts down X-RateLimit-Remaining, then 429 rate_limited with Retry-After and the bucket headers', async () => {
    await awayFromWindowEdge();
    const acct = await createTestAccount();
    const address = uniqueAddress();
    let reset = 0;
    for (let i = 0; i < 5; i++) {
      const res = await call(api, '/usage', { key: acct.key, address });
      expect(res.status).toBe(200);
      const h = expectRateHeaders(res, 5);
      expect(h.remaining).toBe(4 - i);
      if (i > 0) expect(h.reset).toBe(reset);
      reset = h.reset;
    }
    const limited = await call(api, '/usage', { key: acct.key, address });
    expectError(limited, 'rate_limited');
    const h = expectRateHeaders(limited, 5);
    expect(h.remaining).toBe(0);
    expect(h.reset).toBe(reset);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Math.abs(Date.now() / 1000 + retryAfter - reset)).toBeLessThanOrEqual(2);
  });

  it('counts atomically: 12 concurrent reads give exactly 5 successes', async () => {
    await awayFromWindowEdge();
    const acct = await createTestAccount();
    const results = await Promise.all(Array.from({ length: 12 }, () => call(api, '/usage', { key: acct.key, address: uniqueAddress() })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    const remaining = results.filter((r) => r.status === 200).map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
  });

  it('is per key: another key of the same account, from another address, is unaffected', async () => {
    await awayFromWindowEdge();
    const acct = await createTestAccount();
    const other = await createTestAccount();
    const address = uniqueAddress();
    for (let i = 0; i < 5; i++) expect((await call(api, '/usage', { key: acct.key, address })).status).toBe(200);
    expectError(await call(api, '/usage', { key: acct.key, address: uniqueAddress() }), 'rate_limited');
    const res = await call(api, '/usage', { key: other.key, address: uniqueAddress() });
    expect(res.status).toBe(200);
    expect(expectRateHeaders(res, 5).remaining).toBe(4);
  });

  it('a rotated key keeps its bucket (same id, both secrets count together)', async () => {
    await awayFromWindowEdge();
    const acct = await createTestAccount();
    const rotated = await rotateApiKey(db(), acct.keyId);
    const address = uniqueAddress();
    for (let i = 0; i < 5; i++) expect((await call(api, '/usage', { key: i % 2 ? rotated.key : acct.key, address })).status).toBe(200);
    expectError(await call(api, '/usage', { key: rotated.key, address }), 'rate_limited');
  });
});

describe('per-address limit across keys', () => {
  it('two keys from one address share 8 per minute; its headers appear only on the 429 it causes', async () => {
    await awayFromWindowEdge();
    const a = await createTestAccount();
    const b = await createTestAccount();
    const address = uniqueAddress();
    for (let i = 0; i < 8; i++) {
      const res = await call(api, '/usage', { key: i % 2 ? b.key : a.key, address });
      expect(res.status).toBe(200);
      // Success headers describe the key's bucket (limit 5), never the address's (limit 8).
      expectRateHeaders(res, 5);
    }
    const limited = await call(api, '/usage', { key: a.key, address });
    expectError(limited, 'rate_limited');
    const h = expectRateHeaders(limited, 8);
    expect(h.remaining).toBe(0);
    // Unsigned requests are counted and refused too.
    const unsigned = await call(api, '/usage', { address });
    expectError(unsigned, 'rate_limited');
    expectRateHeaders(unsigned, 8);
    // The same keys from another address are fine: key a used 4 reads of its 5, key b 4.
    const elsewhere = await call(api, '/usage', { key: b.key, address: uniqueAddress() });
    expect(elsewhere.status).toBe(200);
  });

  it('requests refused by the address limit do not use up the key bucket', async () => {
    await awayFromWindowEdge();
    const a = await createTestAccount();
    const address = uniqueAddress();
    for (let i = 0; i < 8; i++) await call(api, '/usage', { address });
    expectError(await call(api, '/usage', { key: a.key, address }), 'rate_limited');
    const res = await call(api, '/usage', { key: a.key, address: uniqueAddress() });
    expect(res.status).toBe(200);
    expect(expectRateHeaders(res, 5).remaining).toBe(4);
  });

  it('openapi.json is counted by address and answers 429 too', async () => {
    await awayFromWindowEdge();
    const address = uniqueAddress();
    for (let i = 0; i < 8; i++) {
      const res = await call(api, '/openapi.json', { address });
      expect(res.status).toBe(200);
      expectNoRateHeaders(res);
    }
    expectError(await call(api, '/openapi.json', { address }), 'rate_limited');
  });
});
