import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '~/server/errors';
import { restRouteTable } from '~/server/rest/api-server';
import type { CallResult, TestApi } from '~/test/api';

export const REQUEST_ID = /^req_[0-9a-f]{24}$/;

/** True once the route is served by the app (routes other engineers are still building). */
export function routeExists(method: string, path: string): boolean {
  return restRouteTable().match(method, path) !== undefined;
}

/** The Burmese greeting: a valid speech text. */
export const HELLO = 'မင်္ဂလာပါ';

const ERROR_KEYS = ['type', 'code', 'message', 'param', 'retryable', 'request_id', 'doc_url'];

/**
 * Asserts the spec's error shape exactly, and that status, type and retryable agree with the spec's
 * table for `code`. Retryable 429s and 503s must carry Retry-After. Returns the `error` object.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function expectError(res: CallResult, code: ErrorCode, opts: { param?: string | null } = {}): any {
  const spec = ERROR_CODES[code];
  expect({ status: res.status, code: res.body?.error?.code }, res.text).toEqual({ status: spec.status, code });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const error = res.body.error;
  expect(Object.keys(res.body)).toEqual(['error']);
  const allowed = [...ERROR_KEYS, 'details', 'upgrade_url'];
  for (const k of Object.keys(error)) expect(allowed, `unexpected error field ${k}`).toContain(k);
  for (const k of ERROR_KEYS) expect(error, `missing error.${k}`).toHaveProperty(k);
  expect(error.type).toBe(spec.type);
  expect(error.retryable).toBe(spec.retryable);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.param === null || typeof error.param === 'string').toBe(true);
  if (opts.param !== undefined) expect(error.param).toBe(opts.param);
  expect(error.request_id).toMatch(REQUEST_ID);
  expect(res.headers.get('x-request-id')).toBe(error.request_id);
  expect(error.doc_url).toMatch(new RegExp(`^https?://[^\\s]+/docs/errors#${code}$`));
  if (error.details !== undefined) expect(typeof error.details).toBe('object');
  if (spec.retryable && (spec.status === 429 || spec.status === 503)) {
    expect(res.headers.get('retry-after'), `${code} must carry Retry-After`).toMatch(/^[1-9]\d*$/);
  }
  // The spec: a platform may turn a 503 into its own 504 page; a header naming the original status survives.
  expect(res.headers.get('x-original-status')).toBe(spec.status === 503 ? '503' : null);
  return error;
}

/** The rate-limit headers of an authenticated response, checked for form; returns them as numbers. */
export function expectRateHeaders(res: CallResult, limit: number): { limit: number; remaining: number; reset: number } {
  const l = res.headers.get('x-ratelimit-limit');
  const r = res.headers.get('x-ratelimit-remaining');
  const s = res.headers.get('x-ratelimit-reset');
  expect(l, 'X-RateLimit-Limit').toBe(String(limit));
  expect(r, 'X-RateLimit-Remaining').toMatch(/^\d+$/);
  expect(s, 'X-RateLimit-Reset').toMatch(/^\d+$/);
  const now = Date.now() / 1000;
  const reset = Number(s);
  // Unix seconds, in the future, inside the one-minute window.
  expect(reset).toBeGreaterThan(now - 1);
  expect(reset).toBeLessThanOrEqual(now + 61);
  return { limit: Number(l), remaining: Number(r), reset };
}

export function expectNoRateHeaders(res: CallResult): void {
  expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  expect(res.headers.get('x-ratelimit-remaining')).toBeNull();
  expect(res.headers.get('x-ratelimit-reset')).toBeNull();
}

/**
 * Rate windows are fixed minutes: a test that counts requests waits out the last seconds of a minute so
 * its requests all land in one window.
 */
export async function awayFromWindowEdge(seconds = 4): Promise<void> {
  const into = (Date.now() / 1000) % 60;
  if (into > 60 - seconds) await new Promise((r) => setTimeout(r, (60 - into + 0.2) * 1000));
}

/** A request through node:http, for what fetch cannot send (chunked bodies, odd headers). */
export function rawRequest(
  api: TestApi,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; chunks?: Buffer[]; body?: Buffer },
): Promise<CallResult> {
  // The path is sent as written (no dot-segment resolution), unlike fetch.
  const url = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + path, method: opts.method ?? 'POST', headers: opts.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers, body, text });
      });
      res.on('error', reject);
    });
    // The server may answer (413) and close before the whole body is written: that is not a failure here.
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    void (async () => {
      if (opts.body) req.write(opts.body);
      for (const chunk of opts.chunks ?? []) {
        if (req.destroyed) break;
        const ok = req.write(chunk);
        if (!ok) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })();
  });
}
