import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestAccount, startApi, uniqueAddress, type TestAccount, type TestApi } from '~/test/api';
import { REQUEST_ID, expectError, expectNoRateHeaders, expectRateHeaders, rawRequest } from './helpers';

/** The error shape and the facade's own answers: unknown routes, retired endpoints, request ids. */
let api: TestApi;
let acct: TestAccount;
beforeAll(async () => {
  api = await startApi();
  acct = await createTestAccount();
});
afterAll(() => api.close());

describe('X-Request-Id', () => {
  it('is on successes, errors, 404s and openapi.json, and differs per request', async () => {
    const address = uniqueAddress();
    const responses = [
      await call(api, '/usage', { key: acct.key, address }),
      await call(api, '/usage', { address }),
      await call(api, '/nope', { key: acct.key, address }),
      await call(api, '/openapi.json', { address }),
      await call(api, '/generate', { method: 'POST', address }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 401, 404, 200, 410]);
    const ids = responses.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('on a HEAD request too, with no body', async () => {
    const res = await rawRequest(api, '/usage', { method: 'HEAD', headers: { 'X-API-Key': acct.key, 'X-Forwarded-For': uniqueAddress() } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('x-request-id')).toMatch(REQUEST_ID);
    expectRateHeaders(res, 600);
  });
});

describe('error shape', () => {
  it('is exactly the spec body, with request_id equal to X-Request-Id and doc_url at /docs/errors#code', async () => {
    const res = await call(api, '/usage', { address: uniqueAddress() });
    const error = expectError(res, 'missing_api_key');
    expect(error).toEqual({
      type: 'authentication_error',
      code: 'missing_api_key',
      message: expect.any(String),
      param: expect.toSatisfy((p: unknown) => p === null || typeof p === 'string'),
      retryable: false,
      request_id: res.headers.get('x-request-id'),
      doc_url: expect.stringMatching(/\/docs\/errors#missing_api_key$/),
    });
  });

  it('never leaks the adapter body ({ message, code, issues })', async () => {
    for (const path of ['/nope', '/usage/extra', '/']) {
      const res = await call(api, path, { key: acct.key, address: uniqueAddress() });
      expectError(res, 'not_found');
      expect(res.body).not.toHaveProperty('message');
      expect(res.body).not.toHaveProperty('issues');
    }
  });
});

describe('404 not_found', () => {
  it('for unknown routes, with or without a key, before the key is checked', async () => {
    expectError(await call(api, '/does-not-exist', { key: acct.key, address: uniqueAddress() }), 'not_found');
    expectError(await call(api, '/does-not-exist', { address: uniqueAddress() }), 'not_found');
    expectError(await call(api, '/speech/0123456789abcdef0123456789abcdef/nope', { key: acct.key, address: uniqueAddress() }), 'not_found');
  });

  it('for the wrong method on an existing route (GET-only and POST-only)', async () => {
    expectError(await call(api, '/usage', { method: 'POST', key: acct.key, body: {}, address: uniqueAddress() }), 'not_found');
    expectError(await call(api, '/usage', { method: 'DELETE', key: acct.key, address: uniqueAddress() }), 'not_found');
    expectError(await call(api, '/usage', { method: 'PUT', key: acct.key, body: {}, address: uniqueAddress() }), 'not_found');
  });

  it('for GET on a POST-only route', async () => {
    // /speech is POST (create) and GET (list) once built; /speech/{id}/cancel is POST only.
    expectError(await call(api, '/speech/0123456789abcdef0123456789abcdef/cancel', { key: acct.key, address: uniqueAddress() }), 'not_found');
    expectError(await call(api, '/deliveries', { key: acct.key, address: uniqueAddress() }), 'not_found');
  });

  it('for paths that leave /api/v1 through dot segments', async () => {
    const headers = { 'X-API-Key': acct.key, 'X-Forwarded-For': uniqueAddress() };
    expectError(await rawRequest(api, '/../v2/usage', { method: 'GET', headers }), 'not_found');
    expectError(await rawRequest(api, '/../../usage', { method: 'GET', headers }), 'not_found');
    expect((await rawRequest(api, '/./usage', { method: 'GET', headers })).status).toBe(200);
  });
});

describe('410 endpoint_removed', () => {
  it('POST /generate names POST /speech; GET /balance names GET /usage', async () => {
    const gen = await call(api, '/generate', { method: 'POST', key: acct.key, body: { text: 'x' }, address: uniqueAddress() });
    expect(expectError(gen, 'endpoint_removed').details).toEqual({ replacement: 'POST /speech' });
    const bal = await call(api, '/balance', { key: acct.key, address: uniqueAddress() });
    expect(expectError(bal, 'endpoint_removed').details).toEqual({ replacement: 'GET /usage' });
  });

  it('also without a key, with a trailing slash, and with a huge declared body', async () => {
    expectError(await call(api, '/balance', { address: uniqueAddress() }), 'endpoint_removed');
    expectError(await call(api, '/balance/', { address: uniqueAddress() }), 'endpoint_removed');
    const huge = await rawRequest(api, '/generate', { headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024), 'X-Forwarded-For': uniqueAddress() } });
    expectError(huge, 'endpoint_removed');
  });
});

describe('authenticated responses carry the rate-limit headers; unauthenticated ones do not', () => {
  it('200 and 403 yes; 401 and 404 no', async () => {
    const address = uniqueAddress();
    expectRateHeaders(await call(api, '/usage', { key: acct.key, address }), 600);
    const noScope = await createTestAccount({}, { scopes: ['speech:read'] });
    expectRateHeaders(await call(api, '/usage', { key: noScope.key, address }), 600);
    expectNoRateHeaders(await call(api, '/usage', { address }));
    expectNoRateHeaders(await call(api, '/nope', { key: acct.key, address }));
  });
});

describe('unexpected errors are masked', () => {
  it('a database failure inside the gate is 500 internal_error with no internals', async () => {
    // A client address the gate cannot store is impossible through the resolver, so provoke the masked
    // path with an absurdly long X-Forwarded-For chain instead: it must never answer with a stack trace.
    const res = await call(api, '/usage', { key: acct.key, headers: { 'X-Forwarded-For': Array(200).fill('not-an-ip').join(', ') } });
    expect([200, 401, 429, 500]).toContain(res.status);
    expect(res.text).not.toMatch(/at .*\.ts:\d+|stack|postgres/i);
  });
});
