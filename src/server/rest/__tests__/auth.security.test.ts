import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { createApiKey } from '~/server/domain/api-keys/create-api-key';
import { revokeApiKey, rotateApiKey } from '~/server/domain/api-keys/manage-api-key';
import { call, createTestAccount, startApi, uniqueAddress, type TestApi } from '~/test/api';
import { expectError, expectNoRateHeaders, expectRateHeaders } from './helpers';

/** Authentication (spec: Authentication 1–7) and the per-network failed-key-check block. */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const wellFormedUnknown = () => `ak_live_${randomBytes(16).toString('hex')}`;

describe('missing_api_key', () => {
  it('no key header at all', async () => {
    const res = await call(api, '/usage', { address: uniqueAddress() });
    expectError(res, 'missing_api_key');
    expectNoRateHeaders(res);
  });

  it('empty X-API-Key and empty Authorization headers', async () => {
    expectError(await call(api, '/usage', { headers: { 'X-API-Key': '' }, address: uniqueAddress() }), 'missing_api_key');
    expectError(await call(api, '/usage', { headers: { Authorization: '' }, address: uniqueAddress() }), 'missing_api_key');
    expectError(await call(api, '/usage', { headers: { 'X-API-Key': '   ' }, address: uniqueAddress() }), 'missing_api_key');
  });

  it('a Bearer scheme with no credential is no key, not a wrong one', async () => {
    expectError(await call(api, '/usage', { headers: { Authorization: 'Bearer' }, address: uniqueAddress() }), 'missing_api_key');
    expectError(await call(api, '/usage', { headers: { Authorization: 'Bearer   ' }, address: uniqueAddress() }), 'missing_api_key');
  });
});

describe('invalid_api_key', () => {
  it('an unknown well-formed key, in either header', async () => {
    const x = await call(api, '/usage', { key: wellFormedUnknown(), address: uniqueAddress() });
    expectError(x, 'invalid_api_key', { param: 'X-API-Key' });
    expectNoRateHeaders(x);
    expectError(await call(api, '/usage', { bearer: wellFormedUnknown(), address: uniqueAddress() }), 'invalid_api_key', { param: 'Authorization' });
  });

  it('malformed keys', async () => {
    for (const key of ['ak_live_123', 'ak_test_' + 'a'.repeat(32), 'ak_live_' + 'A'.repeat(32), 'x'.repeat(300)]) {
      expectError(await call(api, '/usage', { key, address: uniqueAddress() }), 'invalid_api_key');
    }
  });

  it('a revoked key', async () => {
    const acct = await createTestAccount();
    const address = uniqueAddress();
    expect((await call(api, '/usage', { key: acct.key, address })).status).toBe(200);
    await revokeApiKey(db(), acct.keyId);
    expectError(await call(api, '/usage', { key: acct.key, address }), 'invalid_api_key');
    expectError(await call(api, '/usage', { bearer: acct.key, address }), 'invalid_api_key');
  });

  it('a sign-in-like token (JWT) as Bearer, and Basic auth', async () => {
    const jwt = [{ alg: 'HS256', typ: 'JWT' }, { sub: 'user_1', exp: 9999999999 }].map((p) => Buffer.from(JSON.stringify(p)).toString('base64url')).join('.') + '.c2lnbmF0dXJl';
    expectError(await call(api, '/usage', { bearer: jwt, address: uniqueAddress() }), 'invalid_api_key', { param: 'Authorization' });
    const acct = await createTestAccount();
    // Even a valid key is not accepted under another scheme.
    const basic = `Basic ${Buffer.from(`${acct.key}:`).toString('base64')}`;
    expectError(await call(api, '/usage', { headers: { Authorization: basic }, address: uniqueAddress() }), 'invalid_api_key', { param: 'Authorization' });
    expectError(await call(api, '/usage', { headers: { Authorization: `Token ${acct.key}` }, address: uniqueAddress() }), 'invalid_api_key');
  });
});

describe('which header is used', () => {
  it('X-API-Key wins over Authorization when both are sent', async () => {
    const a = await createTestAccount();
    const b = await createTestAccount();
    const both = await call(api, '/usage', { key: a.key, bearer: b.key, address: uniqueAddress() });
    expect(both.status).toBe(200);
    expect(both.body.key.id).toBe(a.keyId);
    // A bad X-API-Key is not rescued by a good Bearer.
    const bad = await call(api, '/usage', { key: wellFormedUnknown(), bearer: b.key, address: uniqueAddress() });
    expectError(bad, 'invalid_api_key', { param: 'X-API-Key' });
    // A blank X-API-Key is no key: the Authorization header is used, and named when it is wrong.
    const blank = await call(api, '/usage', { headers: { 'X-API-Key': ' ' }, bearer: wellFormedUnknown(), address: uniqueAddress() });
    expectError(blank, 'invalid_api_key', { param: 'Authorization' });
    const blankGood = await call(api, '/usage', { headers: { 'X-API-Key': '' }, bearer: b.key, address: uniqueAddress() });
    expect(blankGood.body.key.id).toBe(b.keyId);
  });

  it('Bearer alone works, case-insensitive scheme', async () => {
    const a = await createTestAccount();
    const res = await call(api, '/usage', { headers: { Authorization: `bearer ${a.key}` }, address: uniqueAddress() });
    expect(res.status).toBe(200);
    expect(res.body.key.id).toBe(a.keyId);
  });
});

describe('rotation', () => {
  it('the old secret works during the grace; id and budget carry over', async () => {
    const acct = await createTestAccount({}, { budget: 777 });
    const address = uniqueAddress();
    const rotated = await rotateApiKey(db(), acct.keyId);
    expect(rotated.id).toBe(acct.keyId);
    expect(new Date(rotated.previous_valid_until!).getTime()).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    for (const key of [acct.key, rotated.key]) {
      const res = await call(api, '/usage', { key, address });
      expect(res.status).toBe(200);
      expect(res.body.key).toMatchObject({ id: acct.keyId, monthly_char_budget: 777, remaining: 777 });
    }
    // A second rotation ends the first secret at once (only the previous one gets a grace).
    const again = await rotateApiKey(db(), acct.keyId);
    expectError(await call(api, '/usage', { key: acct.key, address }), 'invalid_api_key');
    expect((await call(api, '/usage', { key: rotated.key, address })).status).toBe(200);
    expect((await call(api, '/usage', { key: again.key, address })).body.key.id).toBe(acct.keyId);
  });

  it('a rotated-out secret after endGrace is invalid; the new one works', async () => {
    const acct = await createTestAccount();
    const address = uniqueAddress();
    const rotated = await rotateApiKey(db(), acct.keyId, { endGrace: true });
    expect(rotated.previous_valid_until).toBeNull();
    expectError(await call(api, '/usage', { key: acct.key, address }), 'invalid_api_key');
    const res = await call(api, '/usage', { key: rotated.key, address });
    expect(res.status).toBe(200);
    expect(res.body.key.id).toBe(acct.keyId);
  });
});

describe('scope_missing', () => {
  it('a key without usage:read calling GET /usage', async () => {
    const acct = await createTestAccount({}, { scopes: ['speech:read', 'speech:write', 'voices:read'] });
    const res = await call(api, '/usage', { key: acct.key, address: uniqueAddress() });
    const error = expectError(res, 'scope_missing');
    expect(error.details).toEqual({ required_scope: 'usage:read' });
    // Authenticated: the key's bucket headers are there.
    expectRateHeaders(res, 600);
  });
});

describe('tenant isolation', () => {
  it("a key only ever sees its own account's usage", async () => {
    const a = await createTestAccount({ monthlyLimit: 1111, tokens: 11 }, { budget: 50 });
    const b = await createTestAccount({ monthlyLimit: 2222, tokens: 22 });
    const b2 = await createApiKey(db(), { accountId: b.accountId, monthlyCharBudget: 60 });
    const address = uniqueAddress();
    const ra = await call(api, '/usage', { key: a.key, address });
    const rb = await call(api, '/usage', { key: b.key, address });
    const rb2 = await call(api, '/usage', { key: b2.key, address });
    expect(ra.body).toMatchObject({ monthly: { limit: 1111 }, tokens: { balance: 11 }, spendable: 1122, key: { id: a.keyId, monthly_char_budget: 50 } });
    expect(rb.body).toMatchObject({ monthly: { limit: 2222 }, tokens: { balance: 22 }, spendable: 2244, key: { id: b.keyId, monthly_char_budget: null } });
    expect(rb2.body).toMatchObject({ spendable: 2244, key: { id: b2.id, monthly_char_budget: 60 } });
  });
});

describe('auth_blocked: failed key checks per network', () => {
  const FAILS = 3;
  let strict: TestApi;
  beforeAll(async () => {
    strict = await startApi({ limits: { authFailuresBeforeBlock: FAILS, authBlockSeconds: 600 } });
  });
  afterAll(() => strict.close());

  it('blocks the network after N failures, even for a valid key; another network is unaffected', async () => {
    const acct = await createTestAccount();
    const address = uniqueAddress();
    const other = uniqueAddress();
    // Unknown, malformed and sign-in-token credentials all count.
    const bad = [wellFormedUnknown(), 'ak_live_nothex', 'eyJhbGciOiJIUzI1NiJ9.e30.sig'];
    for (let i = 0; i < FAILS; i++) expectError(await call(strict, '/usage', { bearer: bad[i % bad.length], address }), 'invalid_api_key');

    const blocked = await call(strict, '/usage', { key: wellFormedUnknown(), address });
    expectError(blocked, 'auth_blocked');
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(590);
    expect(retry).toBeLessThanOrEqual(600);

    const valid = await call(strict, '/usage', { key: acct.key, address });
    expectError(valid, 'auth_blocked');
    expectError(await call(strict, '/usage', { address }), 'auth_blocked');

    const elsewhere = await call(strict, '/usage', { key: acct.key, address: other });
    expect(elsewhere.status).toBe(200);
  });

  it('missing keys do not count toward the block', async () => {
    const acct = await createTestAccount();
    const address = uniqueAddress();
    for (let i = 0; i < FAILS + 2; i++) expectError(await call(strict, '/usage', { address }), 'missing_api_key');
    expect((await call(strict, '/usage', { key: acct.key, address })).status).toBe(200);
  });

  it('an IPv6 client is blocked by its /64', async () => {
    const acct = await createTestAccount();
    const prefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let i = 0; i < FAILS; i++) {
      expectError(await call(strict, '/usage', { key: wellFormedUnknown(), address: `${prefix}::${i + 1}` }), 'invalid_api_key');
    }
    expectError(await call(strict, '/usage', { key: acct.key, address: `${prefix}:0:0:0:abcd` }), 'auth_blocked');
    expect((await call(strict, '/usage', { key: acct.key, address: `2001:db8:ffff:${randomBytes(2).toString('hex')}::1` })).status).toBe(200);
  });
});
