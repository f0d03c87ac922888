import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '~/server/errors';
import { restRouteTable } from '~/server/rest/api-server';
import { call, startApi, uniqueAddress, type TestApi } from '~/test/api';
import { REQUEST_ID, expectNoRateHeaders, rawRequest } from './helpers';

/** GET /openapi.json: public, cacheable, valid, and complete. */
let api: TestApi;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
let etag: string;
beforeAll(async () => {
  api = await startApi();
  const res = await call(api, '/openapi.json', { address: uniqueAddress() });
  expect(res.status).toBe(200);
  doc = res.body;
  etag = res.headers.get('etag')!;
});
afterAll(() => api.close());

describe('serving', () => {
  it('needs no key, is JSON with an ETag and X-Request-Id, and no rate headers', async () => {
    const res = await call(api, '/openapi.json', { address: uniqueAddress() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('etag')).toMatch(/^(W\/)?"[^"]+"$/);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('x-request-id')).toMatch(REQUEST_ID);
    expectNoRateHeaders(res);
  });

  it('ignores a bad key rather than refusing', async () => {
    const res = await call(api, '/openapi.json', { key: 'not-a-key', address: uniqueAddress() });
    expect(res.status).toBe(200);
  });

  it('304 on a matching If-None-Match, with the ETag and no body; 200 on a stale one', async () => {
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await call(api, '/openapi.json', { headers: { 'If-None-Match': inm }, address: uniqueAddress() });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('x-request-id')).toMatch(REQUEST_ID);
      expect(res.text).toBe('');
    }
    const stale = await call(api, '/openapi.json', { headers: { 'If-None-Match': '"stale"' }, address: uniqueAddress() });
    expect(stale.status).toBe(200);
    expect(stale.body.info.version).toBe('1.0.0');
  });

  it('HEAD answers the headers without the body', async () => {
    const res = await rawRequest(api, '/openapi.json', { method: 'HEAD', headers: { 'X-Forwarded-For': uniqueAddress() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.text).toBe('');
  });
});

describe('content', () => {
  it('is a valid OpenAPI document, version 1.0.0', async () => {
    await SwaggerParser.validate(structuredClone(doc));
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.servers?.[0]?.url).toMatch(/\/api\/v1$/);
  });

  it('declares both key schemes and the Error schema with every field of the spec', () => {
    expect(doc.components.securitySchemes.ApiKeyHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.components.securitySchemes.BearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(['error']);
    expect(error.properties.error.required).toEqual(expect.arrayContaining(['type', 'code', 'message', 'param', 'retryable', 'request_id', 'doc_url']));
    expect(Object.keys(error.properties.error.properties)).toEqual(expect.arrayContaining(['details', 'upgrade_url']));
    expect(error.properties.error.properties.type.enum.sort()).toEqual(
      ['authentication_error', 'permission_error', 'billing_error', 'rate_limit_error', 'service_unavailable', 'invalid_request_error', 'api_error'].sort(),
    );
  });

  it('lists every route the app serves, with the right methods, and nothing it does not serve', () => {
    const served = new Set([
      ...restRouteTable()
        .list()
        .map((r) => `${r.method.toLowerCase()} ${r.template}`),
      'get /openapi.json',
      'post /generate',
      'get /balance',
    ]);
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) {
        if (['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(method)) documented.add(`${method} ${path}`);
      }
    }
    // HEAD is served for every GET; documenting it explicitly is optional.
    for (const op of documented) if (op.startsWith('head ')) served.add(op);
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('every authenticated operation documents the key security, X-Request-Id, rate headers and the common errors', () => {
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { security?: unknown[]; responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema?: { $ref?: string } }> }> }>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const [status, response] of Object.entries(op.responses)) {
          expect(response.headers, `${where} ${status} headers`).toHaveProperty('X-Request-Id');
          // An error with a body has the Error shape (a bodiless one, such as 416 for a Range, may exist).
          if (Number(status) >= 400 && response.content) expect(response.content['application/json']?.schema?.$ref, `${where} ${status}`).toBe('#/components/schemas/Error');
        }
        if (['/openapi.json', '/generate', '/balance'].includes(path)) continue;
        expect(op.security ?? doc.security, `${where} security`).toBeTruthy();
        const statuses = Object.keys(op.responses);
        for (const s of ['401', '403', '429', '500', '503']) expect(statuses, `${where} documents ${s}`).toContain(s);
        const success = Object.entries(op.responses).find(([s]) => Number(s) < 300)!;
        expect(success, `${where} success`).toBeTruthy();
        for (const h of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) expect(success[1].headers, `${where} ${h}`).toHaveProperty(h);
        const retryable429 = op.responses['429']!;
        expect(retryable429.headers, `${where} 429 Retry-After`).toHaveProperty('Retry-After');
      }
    }
  });

  it('the retired endpoints are documented as 410 endpoint_removed', () => {
    expect(Object.keys(doc.paths['/generate'].post.responses)).toEqual(['410']);
    expect(Object.keys(doc.paths['/balance'].get.responses)).toEqual(['410']);
    expect(doc.paths['/generate'].post.deprecated).toBe(true);
  });

  it('error examples agree with the spec table', () => {
    for (const ops of Object.values(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: { error: { code: keyof typeof ERROR_CODES; type: string; retryable: boolean } } }> }> }> }>>)) {
      for (const op of Object.values(ops)) {
        for (const [status, response] of Object.entries(op.responses)) {
          for (const example of Object.values(response.content?.['application/json']?.examples ?? {})) {
            const e = example.value.error;
            const spec = ERROR_CODES[e.code];
            expect(spec, e.code).toBeDefined();
            expect({ status: Number(status), type: e.type, retryable: e.retryable }).toEqual({ status: spec.status, type: spec.type, retryable: spec.retryable });
          }
        }
      }
    }
  });
});
