import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { failOverdueSpeechJobs, purgeExpiredSpeechJobs } from '~/server/domain/speech/expire-speech-jobs';
import { createTestAccount, startApi, startTestWorker, uniqueAddress, waitForJob, type TestAccount, type TestApi } from '~/test/api';
import { createSpeech, expectError, HELLO, req, sql, storedFilesOf, until, usageOf, useTempStorage } from './helpers';

/** Downloads (GET/HEAD, formats, ETag, ranges, slots) and the two clocks: the deadline and retention. */

let api: TestApi;
let storage: string;
let worker: { stop(): Promise<void> } | undefined;
let acct: TestAccount;
beforeAll(async () => {
  storage = useTempStorage();
  api = await startApi();
  acct = await createTestAccount({ tokens: 10_000, monthlyLimit: 0, maxConcurrentJobs: 8 });
});
afterAll(async () => {
  await worker?.stop();
  await api.close();
});

const audio = (id: string, opts: { method?: string; query?: string; headers?: Record<string, string>; who?: TestAccount } = {}) =>
  fetch(`${api.url}/speech/${id}/audio${opts.query ?? ''}`, {
    method: opts.method ?? 'GET',
    headers: { 'X-API-Key': (opts.who ?? acct).key, 'X-Forwarded-For': uniqueAddress(), ...opts.headers },
  });
const asResult = async (res: Response) => {
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
};

describe('before any worker runs', () => {
  it('a processing job: 409 job_not_finished with Retry-After (GET and HEAD)', async () => {
    const id = (await createSpeech(api, acct, { text: HELLO })).body.id;
    expectError(await asResult(await audio(id)), 'job_not_finished');
    const head = await audio(id, { method: 'HEAD' });
    expect(head.status).toBe(409);
    expect(head.headers.get('retry-after')).toMatch(/^\d+$/);
    await req(api, acct, `/speech/${id}/cancel`, { method: 'POST' });
    expectError(await asResult(await audio(id)), 'job_failed');
  });

  it('failOverdueSpeechJobs: a job past its deadline fails as capacity_unavailable and is refunded', async () => {
    const owner = await createTestAccount({ tokens: 100, monthlyLimit: 0 });
    const id = (await createSpeech(api, owner, { text: HELLO })).body.id;
    const untouched = (await createSpeech(api, owner, { text: 'Hello.' })).body.id;
    await sql()`UPDATE speech_jobs SET deadline_at = now() - interval '1 second' WHERE id = ${id}`;
    expect(await failOverdueSpeechJobs(db())).toBe(1);
    expect(await failOverdueSpeechJobs(db())).toBe(0);
    const job = (await req(api, owner, `/speech/${id}`)).body;
    expect(job).toMatchObject({
      status: 'failed',
      progress: null,
      audio: null,
      error: { code: 'capacity_unavailable', retryable: true },
      usage: { characters_charged: 9, characters_refunded: 9 },
    });
    expect((await req(api, owner, `/speech/${untouched}`)).body.status).toBe('processing');
    expect((await usageOf(api, owner)).spendable).toBe(100 - 6);
    expectError(await asResult(await audio(id, { who: owner })), 'job_failed');
    await req(api, owner, `/speech/${untouched}/cancel`, { method: 'POST' });
  });
});

describe('downloads of finished jobs', () => {
  let mp3Job: string;
  let wavJob: string;
  beforeAll(async () => {
    worker = await startTestWorker(2);
    mp3Job = (await createSpeech(api, acct, { text: HELLO })).body.id;
    wavJob = (await createSpeech(api, acct, { text: 'Hello from Zaga.', output_format: 'wav' })).body.id;
    expect((await waitForJob(api, acct.key, mp3Job)).body.status).toBe('succeeded');
    expect((await waitForJob(api, acct.key, wavJob)).body.status).toBe('succeeded');
  });

  it('GET and HEAD: attachment name, type, length, ETag; 304 on If-None-Match', async () => {
    const get = await audio(mp3Job);
    expect(get.status).toBe(200);
    const bytes = Buffer.from(await get.arrayBuffer());
    expect(get.headers.get('content-type')).toBe('audio/mpeg');
    expect(get.headers.get('content-disposition')).toBe(`attachment; filename="zaga-speech-${mp3Job}.mp3"`);
    expect(Number(get.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeGreaterThan(100);
    const etag = get.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(get.headers.get('x-request-id')).toMatch(/^req_/);

    const head = await audio(mp3Job, { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const h of ['content-type', 'content-disposition', 'content-length', 'etag']) expect(head.headers.get(h), h).toBe(get.headers.get(h));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const cached = await audio(mp3Job, { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect((await audio(mp3Job, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);

    const wav = await audio(mp3Job, { query: '?format=wav' });
    expect(wav.status).toBe(200);
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(wav.headers.get('content-disposition')).toBe(`attachment; filename="zaga-speech-${mp3Job}.wav"`);
    expect(Buffer.from(await wav.arrayBuffer()).subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.headers.get('etag')).not.toBe(etag);
  });

  it('?format other than mp3 or wav is 400 naming format', async () => {
    for (const q of ['?format=flac', '?format=', '?format=MP3']) expectError(await asResult(await audio(mp3Job, { query: q })), 'validation_error', { param: 'format' });
  });

  it('byte ranges: 206 with Content-Range, suffix ranges, 416 when unsatisfiable', async () => {
    const full = Buffer.from(await (await audio(mp3Job)).arrayBuffer());
    const size = full.length;
    const part = await audio(mp3Job, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(full.subarray(0, 100))).toBe(true);
    const tail = await audio(mp3Job, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(full.subarray(size - 10))).toBe(true);
    const open = await audio(mp3Job, { headers: { Range: `bytes=${size - 5}-` } });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(5);
    const bad = await audio(mp3Job, { headers: { Range: `bytes=${size}-` } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('a WAV job: HEAD for mp3 before the first GET omits Content-Length and ETag; the GET encodes and keeps it', async () => {
    const before = await audio(wavJob, { method: 'HEAD', query: '?format=mp3' });
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('audio/mpeg');
    expect(before.headers.get('content-length')).toBeNull();
    expect(before.headers.get('etag')).toBeNull();
    expect(storedFilesOf(storage, wavJob).map((f) => f.slice(-4))).toEqual(['.wav']);

    const get = await audio(wavJob, { query: '?format=mp3' });
    expect(get.status).toBe(200);
    const bytes = Buffer.from(await get.arrayBuffer());
    expect(Number(get.headers.get('content-length'))).toBe(bytes.length);
    expect(storedFilesOf(storage, wavJob).map((f) => f.slice(-4)).sort()).toEqual(['.mp3', '.wav']);

    const after = await audio(wavJob, { method: 'HEAD', query: '?format=mp3' });
    expect(after.headers.get('content-length')).toBe(String(bytes.length));
    expect(after.headers.get('etag')).toBe(get.headers.get('etag'));
    const wav = await audio(wavJob);
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(wav.headers.get('content-disposition')).toBe(`attachment; filename="zaga-speech-${wavJob}.wav"`);
  });

  it('another account’s job or an unknown id is 404', async () => {
    const other = await createTestAccount({ tokens: 10, monthlyLimit: 0 });
    expectError(await asResult(await audio(mp3Job, { who: other })), 'not_found');
    expectError(await asResult(await audio(randomBytes(16).toString('hex'))), 'not_found');
  });

  it('at most 4 downloads at once per account: the 5th is 503 server_busy with Retry-After', async () => {
    await sql()`INSERT INTO download_leases (id, account_id, expires_at)
      SELECT 'held-' || g, ${acct.accountId}, now() + interval '1 minute' FROM generate_series(1, 4) g`;
    try {
      // Four downloads in progress (leases held as a slow download would): the next one is refused.
      const busy = await asResult(await audio(mp3Job));
      expectError(busy, 'server_busy');
      // Other accounts are not affected.
      const other = await createTestAccount({ tokens: 100, monthlyLimit: 0 });
      expectError(await asResult(await audio(mp3Job, { who: other })), 'not_found');
      await sql()`DELETE FROM download_leases WHERE id = 'held-1'`;
      const ok = await audio(mp3Job);
      expect(ok.status).toBe(200);
      await ok.arrayBuffer();
      // The finished download gave its slot back.
      await until(async () => (await sql()`SELECT count(*)::int AS n FROM download_leases WHERE account_id = ${acct.accountId}`)[0]!.n === 3, 5000, 'slot release');
    } finally {
      await sql()`DELETE FROM download_leases WHERE id LIKE 'held-%'`;
    }
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => audio(mp3Job, { query: '?format=wav' })));
    const statuses = concurrent.map((r) => r.status);
    await Promise.all(concurrent.map((r) => r.arrayBuffer()));
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  });

  it('retention: past expires_at the audio is null and downloads 410; the purge deletes files and text', async () => {
    const id = (await createSpeech(api, acct, { text: 'Keep me briefly.', output_format: 'wav' })).body.id;
    expect((await waitForJob(api, acct.key, id)).body.status).toBe('succeeded');
    expect((await audio(id)).status).toBe(200);
    expect(storedFilesOf(storage, id)).toHaveLength(1);

    await sql()`UPDATE speech_jobs SET expires_at = now() - interval '1 second' WHERE id = ${id}`;
    const expired = (await req(api, acct, `/speech/${id}`)).body;
    expect(expired.status).toBe('succeeded');
    expect(expired.audio).toBeNull();
    expectError(await asResult(await audio(id)), 'audio_expired');

    expect(await purgeExpiredSpeechJobs(db())).toBeGreaterThanOrEqual(1);
    const [row] = await sql()`SELECT text, purged_at, wav_key, mp3_key FROM speech_jobs WHERE id = ${id}`;
    expect(row).toMatchObject({ text: null, wav_key: null, mp3_key: null });
    expect(row!.purged_at).not.toBeNull();
    expect(storedFilesOf(storage, id)).toEqual([]);
    const job = (await req(api, acct, `/speech/${id}`)).body;
    expect(job).toMatchObject({ status: 'succeeded', progress: 1, audio: null, usage: { characters_refunded: 0 } });
    expectError(await asResult(await audio(id)), 'audio_expired');
    expectError(await asResult(await audio(id, { query: '?format=mp3' })), 'audio_expired');
    const head = await audio(id, { method: 'HEAD' });
    expect(head.status).toBe(410);
    // A second purge finds nothing more to do for it.
    await purgeExpiredSpeechJobs(db());
    expect((await sql()`SELECT purged_at FROM speech_jobs WHERE id = ${id}`)[0]!.purged_at).toEqual(row!.purged_at);
  });
});
