import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { setServiceMode } from '~/server/domain/service/service-mode';
import { restRouteTable } from '~/server/rest/api-server';
import { call, createTestAccount, startApi, uniqueAddress, type TestAccount, type TestApi } from '~/test/api';
import { expectError, expectNoRateHeaders } from './helpers';

/** The operator's switch, read by every request (spec: api_disabled, api_read_only). */
let api: TestApi;
let acct: TestAccount;
beforeAll(async () => {
  api = await startApi();
  acct = await createTestAccount();
});
afterEach(() => setServiceMode(db(), 'normal'));
afterAll(() => api.close());

/** One concrete request per served route (path parameters filled in). */
const servedRoutes = () =>
  restRouteTable()
    .list()
    .map(({ method, template }) => ({ method, path: template.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? 'f'.repeat(32) : 'x')) }));

describe('disabled', () => {
  it('503 api_disabled with Retry-After on every route, with and without a key, and with a bad key', async () => {
    await setServiceMode(db(), 'disabled');
    for (const { method, path } of servedRoutes()) {
      const body = method === 'POST' ? {} : undefined;
      const res = await call(api, path, { method, key: acct.key, body, address: uniqueAddress() });
      const error = expectError(res, 'api_disabled');
      expect(error.details).toBeUndefined();
      expectNoRateHeaders(res);
    }
    expectError(await call(api, '/usage', { address: uniqueAddress() }), 'api_disabled');
    expectError(await call(api, '/usage', { key: 'ak_live_nope', address: uniqueAddress() }), 'api_disabled');
  });

  it('carries details.notice when a notice is set', async () => {
    await setServiceMode(db(), 'disabled', 'Back at 10:00 UTC');
    const error = expectError(await call(api, '/usage', { key: acct.key, address: uniqueAddress() }), 'api_disabled');
    expect(error.details).toEqual({ notice: 'Back at 10:00 UTC' });
  });

  it('still serves /openapi.json', async () => {
    await setServiceMode(db(), 'disabled', 'maintenance');
    const res = await call(api, '/openapi.json', { address: uniqueAddress() });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('takes effect on the next request and is undone the same way', async () => {
    const address = uniqueAddress();
    expect((await call(api, '/usage', { key: acct.key, address })).status).toBe(200);
    await setServiceMode(db(), 'disabled');
    expectError(await call(api, '/usage', { key: acct.key, address }), 'api_disabled');
    await setServiceMode(db(), 'normal');
    expect((await call(api, '/usage', { key: acct.key, address })).status).toBe(200);
  });
});

describe('read_only', () => {
  it('reads work: GET /usage answers 200', async () => {
    await setServiceMode(db(), 'read_only', 'New jobs paused');
    const res = await call(api, '/usage', { key: acct.key, address: uniqueAddress() });
    expect(res.status).toBe(200);
    expect(res.body.key.id).toBe(acct.keyId);
  });

  it('existing jobs stay readable and cancellable; voices answer (only creates are paused)', async () => {
    await setServiceMode(db(), 'normal');
    const created = await call(api, '/speech', { key: acct.key, address: uniqueAddress(), body: { text: 'မင်္ဂလာပါ။' } });
    expect(created.status, created.text).toBe(202);
    await setServiceMode(db(), 'read_only', 'New jobs paused');
    const id: string = created.body.id;
    expect((await call(api, `/speech/${id}`, { key: acct.key, address: uniqueAddress() })).status).toBe(200);
    const list = await call(api, '/speech', { key: acct.key, address: uniqueAddress() });
    expect(list.status).toBe(200);
    expect(list.body.data.map((j: { id: string }) => j.id)).toContain(id);
    expect((await call(api, '/voices', { key: acct.key, address: uniqueAddress() })).status).toBe(200);
    const cancelled = await call(api, `/speech/${id}/cancel`, { key: acct.key, method: 'POST', address: uniqueAddress() });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
  });

  it('authentication still applies', async () => {
    await setServiceMode(db(), 'read_only');
    expectError(await call(api, '/usage', { address: uniqueAddress() }), 'missing_api_key');
  });
});
