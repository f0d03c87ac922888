import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { setServiceMode } from '~/server/domain/service/service-mode';
import { restRouteTable } from '~/server/rest/api-server';
import { call, createTestAccount, startApi, uniqueAddress, type TestAccount, type TestApi } from '~/test/api';
import { HELLO, awayFromWindowEdge, expectError, expectRateHeaders, rawRequest } from './helpers';

/**
 * Everything that needs a create route: account standing (developer, suspension, plan), read-only mode
 * and draining, body limits and media types, validation with `param`, the boolean coercion trap, the
 * write bucket, and job isolation between accounts. Runs as soon as POST /speech is served.
 */
const routeExists = restRouteTable().match('POST', '/speech') !== undefined;
const getExists = restRouteTable().match('GET', '/speech/0123456789abcdef0123456789abcdef') !== undefined;

/** An error body with its request id dropped and the requested resource id replaced by a placeholder. */
const sameBody = (body: { error: Record<string, unknown> }, id: string) => JSON.parse(JSON.stringify({ ...body.error, request_id: null }).replaceAll(id, '<id>')) as unknown;

const speech = (api: TestApi, key: string, body: unknown = { text: HELLO }, address = uniqueAddress()) => call(api, '/speech', { key, body, address });

describe.skipIf(!routeExists)('POST /speech: account standing', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it.each([
    ['pending', 'developer_pending'],
    ['rejected', 'developer_rejected'],
    ['suspended', 'developer_suspended'],
    ['none', 'developer_not_approved'],
  ] as const)('developer %s: 403 %s, while reads still work', async (developer, code) => {
    const acct = await createTestAccount({ developer });
    const address = uniqueAddress();
    const res = await speech(api, acct.key, { text: HELLO }, address);
    expectError(res, code);
    expectRateHeaders(res, 60);
    // Also for a dry run: the standing is checked before the input.
    expectError(await speech(api, acct.key, { text: HELLO, dry_run: true }, address), code);
    expect((await call(api, '/usage', { key: acct.key, address })).status).toBe(200);
  });

  it('account suspended: 403 account_suspended', async () => {
    const acct = await createTestAccount({ suspended: true });
    expectError(await speech(api, acct.key), 'account_suspended');
  });

  it('no Max plan: 402 plan_required with error.upgrade_url', async () => {
    const acct = await createTestAccount({ plan: 'none' });
    const error = expectError(await speech(api, acct.key), 'plan_required');
    expect(error.upgrade_url).toMatch(/^https?:\/\/\S+$/);
  });

  it('developer status is checked before suspension and plan', async () => {
    const acct = await createTestAccount({ developer: 'pending', suspended: true, plan: 'none' });
    expectError(await speech(api, acct.key), 'developer_pending');
  });

  it('a key without speech:write: 403 scope_missing naming it', async () => {
    const acct = await createTestAccount({}, { scopes: ['speech:read', 'usage:read'] });
    expect(expectError(await speech(api, acct.key), 'scope_missing').details).toEqual({ required_scope: 'speech:write' });
  });

  it('an approved Max account can quote', async () => {
    const acct = await createTestAccount({ tokens: 1000 });
    const res = await speech(api, acct.key, { text: HELLO, dry_run: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ object: 'speech.quote', characters: HELLO.length });
  });
});

describe.skipIf(!routeExists)('POST /speech: service mode and draining', () => {
  let api: TestApi;
  let acct: TestAccount;
  beforeAll(async () => {
    api = await startApi();
    acct = await createTestAccount({ tokens: 1000 });
  });
  afterEach(async () => {
    api.setDraining(false);
    await setServiceMode(db(), 'normal');
  });
  afterAll(() => api.close());

  it('read_only: creates refused with 503 api_read_only (Retry-After, notice); GET /usage works', async () => {
    await setServiceMode(db(), 'read_only', 'Upgrading storage');
    const address = uniqueAddress();
    const error = expectError(await speech(api, acct.key, { text: HELLO }, address), 'api_read_only');
    expect(error.details).toEqual({ notice: 'Upgrading storage' });
    expect((await call(api, '/usage', { key: acct.key, address })).status).toBe(200);
  });

  it('disabled: 503 api_disabled for creates too', async () => {
    await setServiceMode(db(), 'disabled');
    expectError(await speech(api, acct.key), 'api_disabled');
  });

  it('draining: 503 server_restarting with Retry-After', async () => {
    api.setDraining(true);
    expectError(await speech(api, acct.key), 'server_restarting');
  });
});

describe.skipIf(!routeExists)('POST /speech: bodies', () => {
  let api: TestApi;
  let acct: TestAccount;
  beforeAll(async () => {
    api = await startApi();
    acct = await createTestAccount({ tokens: 1000 });
  });
  afterAll(() => api.close());
  const headers = (extra: Record<string, string> = {}) => ({ 'X-API-Key': acct.key, 'X-Forwarded-For': uniqueAddress(), ...extra });

  it('413 payload_too_large for a declared body over 128 KB, refused before it is read', async () => {
    const body = Buffer.alloc(128 * 1024 + 1, 0x20);
    const res = await rawRequest(api, '/speech', { headers: headers({ 'Content-Type': 'application/json', 'Content-Length': String(body.length) }), body });
    expectError(res, 'payload_too_large');
    // Declared but never sent: the answer may not wait for the body.
    const started = Date.now();
    const unsent = await rawRequest(api, '/speech', { headers: headers({ 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) }) , chunks: [Buffer.from('{"text":')] });
    expectError(unsent, 'payload_too_large');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('413 for a chunked body over 128 KB without Content-Length', async () => {
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const chunks = [Buffer.from('{"text":"'), ...Array.from({ length: 9 }, () => chunk), Buffer.from('"}')];
    const res = await rawRequest(api, '/speech', { headers: headers({ 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }), chunks });
    expectError(res, 'payload_too_large');
  });

  it('a body just under the limit is parsed (and then validated)', async () => {
    const text = 'a'.repeat(128 * 1024 - 20);
    const res = await rawRequest(api, '/speech', { headers: headers({ 'Content-Type': 'application/json' }), body: Buffer.from(JSON.stringify({ text })) });
    expectError(res, 'validation_error', { param: 'text' });
  });

  it('415 for text/plain, form bodies and a body without a content type', async () => {
    const json = JSON.stringify({ text: HELLO });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await call(api, '/speech', { key: acct.key, rawBody: json, headers: { 'Content-Type': type }, address: uniqueAddress() });
      expectError(res, 'unsupported_media_type');
    }
    const bare = await rawRequest(api, '/speech', { headers: headers(), body: Buffer.from(json) });
    expectError(bare, 'unsupported_media_type');
    // JSON with parameters is JSON.
    const withCharset = await call(api, '/speech', { key: acct.key, rawBody: JSON.stringify({ text: HELLO, dry_run: true }), headers: { 'Content-Type': 'application/json; charset=utf-8' }, address: uniqueAddress() });
    expect(withCharset.status, withCharset.text).toBe(200);
  });

  it('400 validation_error naming param: unknown field, invalid JSON, wrong types', async () => {
    expectError(await speech(api, acct.key, { text: HELLO, colour: 'blue' }), 'validation_error', { param: 'colour' });
    expectError(await speech(api, acct.key, { text: HELLO, dry_run: true, metadata: {}, extra: 1 }), 'validation_error', { param: 'extra' });
    expectError(await speech(api, acct.key, { text: 42 }), 'validation_error', { param: 'text' });
    expectError(await speech(api, acct.key, {}), 'validation_error', { param: 'text' });
    const bad = await call(api, '/speech', { key: acct.key, rawBody: '{"text": "x",', headers: { 'Content-Type': 'application/json' }, address: uniqueAddress() });
    const error = expectError(bad, 'validation_error');
    expect(error.message).toMatch(/json/i);
    const empty = await call(api, '/speech', { key: acct.key, method: 'POST', headers: { 'Content-Type': 'application/json' }, address: uniqueAddress() });
    expectError(empty, 'validation_error');
  });

  it('the coercion trap: "false" and "true" strings for dry_run are 400, never a create', async () => {
    const before = (await call(api, '/usage', { key: acct.key, address: uniqueAddress() })).body.spendable;
    for (const dry of ['false', 'true', 0, 1, 'yes']) {
      expectError(await speech(api, acct.key, { text: HELLO, dry_run: dry }), 'validation_error', { param: 'dry_run' });
    }
    // Again after the adapter has seen the procedure (it mutates schemas on the first call).
    expectError(await speech(api, acct.key, { text: HELLO, dry_run: 'false' }), 'validation_error', { param: 'dry_run' });
    const after = (await call(api, '/usage', { key: acct.key, address: uniqueAddress() })).body.spendable;
    expect(after).toBe(before);
  });
});

describe.skipIf(!routeExists)('POST /speech: the write bucket is separate from reads', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ limits: { readsPerMinute: 5, writesPerMinute: 3 } });
  });
  afterAll(() => api.close());

  it('3 writes then 429 rate_limited; reads still have their own 5', async () => {
    await awayFromWindowEdge();
    const acct = await createTestAccount({ tokens: 1000 });
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) {
      const res = await speech(api, acct.key, { text: HELLO, dry_run: true }, address);
      expect(res.status, res.text).toBe(200);
      expect(expectRateHeaders(res, 3).remaining).toBe(2 - i);
    }
    const limited = await speech(api, acct.key, { text: HELLO, dry_run: true }, address);
    expectError(limited, 'rate_limited');
    expect(expectRateHeaders(limited, 3).remaining).toBe(0);
    // Failed writes count too (a validation error is still a request).
    const read = await call(api, '/usage', { key: acct.key, address });
    expect(read.status).toBe(200);
    expect(expectRateHeaders(read, 5).remaining).toBe(4);
  });
});

describe.skipIf(!routeExists || !getExists)('job isolation between accounts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it("another account's job is 404 not_found, the same body as a job that does not exist", async () => {
    const a = await createTestAccount({ tokens: 1000 });
    const b = await createTestAccount({ tokens: 1000 });
    const created = await speech(api, a.key, { text: HELLO });
    expect(created.status, created.text).toBe(202);
    const id: string = created.body.id;
    // A success from the procedure keeps the facade's headers next to its own.
    expect(created.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{24}$/);
    expectRateHeaders(created, 60);
    expect(created.headers.get('location')).toContain(id);
    expect((await call(api, `/speech/${id}`, { key: a.key, address: uniqueAddress() })).status).toBe(200);

    const theirs = await call(api, `/speech/${id}`, { key: b.key, address: uniqueAddress() });
    const other = 'f'.repeat(32);
    const missing = await call(api, `/speech/${other}`, { key: b.key, address: uniqueAddress() });
    expectError(theirs, 'not_found');
    expectError(missing, 'not_found');
    // Nothing tells the two apart but the id that was asked for.
    expect(sameBody(theirs.body, id)).toEqual(sameBody(missing.body, other));

    if (restRouteTable().match('POST', `/speech/${id}/cancel`)) {
      const cancel = await call(api, `/speech/${id}/cancel`, { key: b.key, method: 'POST', address: uniqueAddress() });
      expectError(cancel, 'not_found');
      expect((await call(api, `/speech/${id}`, { key: a.key, address: uniqueAddress() })).body.status).toBe('processing');
    }
    if (restRouteTable().match('GET', '/speech')) {
      const list = await call(api, '/speech', { key: b.key, address: uniqueAddress() });
      expect(list.status).toBe(200);
      expect(list.body.data.map((j: { id: string }) => j.id)).not.toContain(id);
    }
    // B's usage is untouched by A's charge.
    expect((await call(api, '/usage', { key: b.key, address: uniqueAddress() })).body.spendable).toBeGreaterThan(
      (await call(api, '/usage', { key: a.key, address: uniqueAddress() })).body.spendable,
    );
  });
});

describe.skipIf(!restRouteTable().match('POST', '/deliveries') || !restRouteTable().match('GET', `/deliveries/${'0'.repeat(32)}`))('delivery isolation', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it("another account's delivery is 404 not_found, like one that does not exist", async () => {
    const a = await createTestAccount({ tokens: 1000 });
    const b = await createTestAccount({ tokens: 1000 });
    const created = await call(api, '/deliveries', { key: a.key, body: { title: 'Hello', text: HELLO }, address: uniqueAddress() });
    expect(created.status, created.text).toBe(202);
    const theirs = await call(api, `/deliveries/${created.body.id}`, { key: b.key, address: uniqueAddress() });
    const other = 'e'.repeat(32);
    const missing = await call(api, `/deliveries/${other}`, { key: b.key, address: uniqueAddress() });
    expectError(theirs, 'not_found');
    expectError(missing, 'not_found');
    expect(sameBody(theirs.body, created.body.id)).toEqual(sameBody(missing.body, other));
  });
});

describe.skipIf(!restRouteTable().match('POST', `/speech/${'0'.repeat(32)}/cancel`))('POST /speech/{id}/cancel: no body', () => {
  let api: TestApi;
  let acct: TestAccount;
  beforeAll(async () => {
    api = await startApi();
    acct = await createTestAccount();
  });
  afterAll(() => api.close());
  const path = `/speech/${'a'.repeat(32)}/cancel`;

  it('without a body or content type it reaches the procedure (404 for an unknown job), not 415', async () => {
    const res = await rawRequest(api, path, { headers: { 'X-API-Key': acct.key, 'X-Forwarded-For': uniqueAddress() } });
    expectError(res, 'not_found');
    expectRateHeaders(res, 60);
  });

  it('415 for a text/plain body, 413 for a declared oversize one', async () => {
    expectError(await call(api, path, { key: acct.key, rawBody: 'cancel', headers: { 'Content-Type': 'text/plain' }, address: uniqueAddress() }), 'unsupported_media_type');
    const huge = await rawRequest(api, path, { headers: { 'X-API-Key': acct.key, 'X-Forwarded-For': uniqueAddress(), 'Content-Type': 'application/json', 'Content-Length': String(200 * 1024) }, chunks: [Buffer.from('{')] });
    expectError(huge, 'payload_too_large');
  });
});

describe.skipIf(!restRouteTable().match('POST', '/deliveries'))('POST /deliveries: 1 MB body limit and the coercion trap', () => {
  let api: TestApi;
  let acct: TestAccount;
  beforeAll(async () => {
    api = await startApi();
    acct = await createTestAccount({ tokens: 1000 });
  });
  afterAll(() => api.close());

  it('a body over 128 KB but under 1 MB is read (then validated); over 1 MB is 413', async () => {
    const mid = await call(api, '/deliveries', { key: acct.key, body: { title: 'x', text: 'a'.repeat(200 * 1024) }, address: uniqueAddress() });
    expectError(mid, 'validation_error');
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const chunks = [Buffer.from('{"title":"x","text":"'), ...Array.from({ length: 17 }, () => chunk), Buffer.from('"}')];
    const huge = await rawRequest(api, '/deliveries', { headers: { 'X-API-Key': acct.key, 'X-Forwarded-For': uniqueAddress(), 'Content-Type': 'application/json' }, chunks });
    expectError(huge, 'payload_too_large');
  });

  it('{"dry_run":"false"} is 400 validation_error on dry_run', async () => {
    expectError(await call(api, '/deliveries', { key: acct.key, body: { title: 'x', text: HELLO, dry_run: 'false' }, address: uniqueAddress() }), 'validation_error', { param: 'dry_run' });
  });
});
