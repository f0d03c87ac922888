import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, startApi, type TestAccount, type TestApi } from '~/test/api';
import { createSpeech, expectError, req, sql, useTempStorage } from './helpers';

/** GET /speech (filters, bounds, keyset paging, signed cursors) and GET /speech/{id}. */

let api: TestApi;
let acct: TestAccount;
let ids: string[] = []; // oldest first
const secret = (i: number) => `ဤစာ ${i} ကိုမပြပါနှင့်`;

beforeAll(async () => {
  useTempStorage();
  api = await startApi();
  acct = await createTestAccount({ tokens: 100_000, monthlyLimit: 0, maxConcurrentJobs: 100 });
  for (let i = 0; i < 25; i++) {
    const res = await createSpeech(api, acct, { text: secret(i), output_format: 'wav' });
    expect(res.status).toBe(202);
    ids.push(res.body.id);
  }
  // Three cancelled jobs for the status filter.
  for (const id of [ids[3], ids[10], ids[20]]) expect((await req(api, acct, `/speech/${id}/cancel`, { method: 'POST' })).status).toBe(200);
});
afterAll(async () => {
  await api.close();
});

const list = (query: string, who: TestAccount = acct) => req(api, who, `/speech${query}`);

/** Every page of a listing, following next_cursor; `between` runs after the first page. */
async function pageAll(query: string, between?: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  for (;;) {
    const sep = query ? '&' : '?';
    const res = await list(cursor ? `${query}${sep}cursor=${encodeURIComponent(cursor)}` : query);
    expect(res.status, res.text).toBe(200);
    seen.push(...res.body.data.map((j: { id: string }) => j.id));
    pages++;
    if (pages === 1) await between?.();
    expect(res.body.has_more).toBe(res.body.next_cursor !== null);
    if (!res.body.has_more) break;
    cursor = res.body.next_cursor;
  }
  return seen;
}

describe('GET /speech', () => {
  it('defaults to 20, newest first, with has_more and a cursor; the input text is never in it', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.object).toBe('list');
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data.map((j: { id: string }) => j.id)).toEqual([...ids].reverse().slice(0, 20));
    expect(res.body.has_more).toBe(true);
    expect(typeof res.body.next_cursor).toBe('string');
    const created = res.body.data.map((j: { created_at: string }) => Date.parse(j.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (let i = 0; i < 25; i++) expect(res.text).not.toContain(secret(i));
    expect(res.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
  });

  it.each(['0', '101', 'abc', '-1', '1.5', '', '1e1'])('limit=%s is 400 validation_error naming limit', async (limit) => {
    expectError(await list(`?limit=${limit}`), 'validation_error', { param: 'limit' });
  });

  it('limit 1 and 100 are accepted; status must be a known state', async () => {
    expect((await list('?limit=1')).body.data).toHaveLength(1);
    const all = await list('?limit=100');
    expect(all.body.data).toHaveLength(25);
    expect(all.body.has_more).toBe(false);
    expect(all.body.next_cursor).toBeNull();
    expectError(await list('?status=done'), 'validation_error', { param: 'status' });
  });

  it('filters by status', async () => {
    const cancelled = await list('?status=cancelled');
    expect(cancelled.body.data.map((j: { id: string }) => j.id)).toEqual([ids[20], ids[10], ids[3]]);
    expect(cancelled.body.data.every((j: { status: string }) => j.status === 'cancelled')).toBe(true);
    const processing = await pageAll('?status=processing&limit=5');
    expect(processing).toHaveLength(22);
    expect((await list('?status=succeeded')).body).toEqual({ object: 'list', data: [], has_more: false, next_cursor: null });
  });

  it('pages with no duplicates and no gaps while jobs are created between pages', async () => {
    const added: string[] = [];
    const seen = await pageAll('?limit=7', async () => {
      for (let i = 0; i < 3; i++) added.push((await createSpeech(api, acct, { text: `new ${i}`, output_format: 'wav' })).body.id);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...ids].reverse());
    // The new jobs lead the next listing.
    expect((await list('?limit=3')).body.data.map((j: { id: string }) => j.id)).toEqual([...added].reverse());
    ids = [...ids, ...added];
  });

  it('orders jobs created in the same instant by id, and pages through them without loss', async () => {
    const other = await createTestAccount({ tokens: 1000, monthlyLimit: 0, maxConcurrentJobs: 20 });
    const mine: string[] = [];
    for (let i = 0; i < 6; i++) mine.push((await createSpeech(api, other, { text: `same ${i}`, output_format: 'wav' })).body.id);
    await sql()`UPDATE speech_jobs SET created_at = '2026-01-01T00:00:00.123456Z' WHERE id = ANY(${mine})`;
    const first = await list('?limit=2', other);
    const seen: string[] = first.body.data.map((j: { id: string }) => j.id);
    let cursor = first.body.next_cursor;
    while (cursor) {
      const next = await list(`?limit=2&cursor=${encodeURIComponent(cursor)}`, other);
      expect(next.status, next.text).toBe(200);
      seen.push(...next.body.data.map((j: { id: string }) => j.id));
      cursor = next.body.next_cursor;
    }
    expect(seen).toEqual([...mine].sort().reverse());
  });

  describe('invalid cursors: 400 invalid_cursor', () => {
    let cursor: string;
    beforeAll(async () => {
      cursor = (await list('?limit=2')).body.next_cursor;
    });

    it('forged or garbled', async () => {
      const [body, mac] = cursor.split('.') as [string, string];
      const payload = Buffer.from(body, 'base64url').toString('utf8');
      const moved = payload.replace(/\|u?\d+\|/, '|u9999999999999999|');
      expect(moved).not.toBe(payload);
      const forged = `${Buffer.from(moved).toString('base64url')}.${mac}`;
      const flipped = `${body}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      for (const bad of ['abc', 'a.b', '.', forged, flipped, `${body}.${'é'.repeat(mac.length)}`, `${body}.${mac}x`, `${body}x.${mac}`, cursor + '.x']) {
        const res = await list(`?limit=2&cursor=${encodeURIComponent(bad)}`);
        expect(res.status, `cursor ${bad}`).toBe(400);
        expectError(res, 'invalid_cursor', { param: 'cursor' });
      }
    });

    it('another account’s cursor, or one used with a different status filter', async () => {
      const other = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
      expectError(await list(`?limit=2&cursor=${encodeURIComponent(cursor)}`, other), 'invalid_cursor');
      expectError(await list(`?limit=2&status=processing&cursor=${encodeURIComponent(cursor)}`), 'invalid_cursor');
      const filtered = (await list('?limit=1&status=cancelled')).body.next_cursor;
      expectError(await list(`?limit=1&cursor=${encodeURIComponent(filtered)}`), 'invalid_cursor');
      expectError(await list(`?limit=1&status=processing&cursor=${encodeURIComponent(filtered)}`), 'invalid_cursor');
      expect((await list(`?limit=1&status=cancelled&cursor=${encodeURIComponent(filtered)}`)).status).toBe(200);
      // The same cursor with another page size is still this list.
      expect((await list(`?limit=5&cursor=${encodeURIComponent(cursor)}`)).status).toBe(200);
    });
  });
});

describe('GET /speech/{id}', () => {
  it('another account’s job is 404 with the same body as a job that does not exist', async () => {
    const other = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const theirs = await req(api, other, `/speech/${ids[0]}`);
    const missingId = randomBytes(16).toString('hex');
    const missing = await req(api, acct, `/speech/${missingId}`);
    expectError(theirs, 'not_found');
    expectError(missing, 'not_found');
    const shape = (body: { error: Record<string, unknown> }, id: string) => ({
      ...body.error,
      request_id: 'x',
      message: String(body.error.message).replace(id, 'ID'),
    });
    expect(shape(theirs.body, ids[0]!)).toEqual(shape(missing.body, missingId));
    expect(theirs.text).not.toContain(secret(0));
    expectError(await req(api, acct, '/speech/ABCDEF'), 'not_found');
    expectError(await req(api, acct, `/speech/${ids[0]!.toUpperCase()}`), 'not_found');
  });

  it('returns the job without its text', async () => {
    const res = await req(api, acct, `/speech/${ids[1]}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(ids[1]);
    expect(res.text).not.toContain(secret(1));
    expect(Object.keys(res.body).sort()).toEqual(['audio', 'completed_at', 'created_at', 'error', 'id', 'input', 'metadata', 'object', 'progress', 'status', 'usage']);
  });
});
