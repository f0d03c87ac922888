import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestAccount, startApi, startTestWorker, uniqueAddress, waitForJob, type TestApi } from '~/test/api';
import { useTempStorage } from './helpers';

let api: TestApi;
let worker: { stop(): Promise<void> };
beforeAll(async () => {
  useTempStorage();
  api = await startApi();
  worker = await startTestWorker();
});
afterAll(async () => {
  await worker.stop();
  await api.close();
});

describe('a speech job from create to download', () => {
  it('creates, charges, synthesizes, and serves MP3 and WAV', async () => {
    const acct = await createTestAccount({ tokens: 1000, monthlyLimit: 0 });
    const text = 'မင်္ဂလာပါ။ Hello from Zaga. ကျေးဇူးတင်ပါတယ်။';
    const created = await call(api, '/speech', { key: acct.key, address: uniqueAddress(), body: { text, metadata: { order: 'A-1' } } });
    expect(created.status).toBe(202);
    expect(created.headers.get('location')).toBe(`/api/v1/speech/${created.body.id}`);
    expect(created.headers.get('retry-after')).toBe('2');
    expect(created.body).toMatchObject({
      object: 'speech',
      status: 'processing',
      progress: 0,
      completed_at: null,
      audio: null,
      error: null,
      input: { characters: text.length, output_format: 'mp3', number_mode: 'smart' },
      usage: { characters_charged: text.length, characters_refunded: 0 },
      balance: { spendable_chars: 1000 - text.length },
      metadata: { order: 'A-1' },
    });
    expect(created.body.input.voice_id).toBeTruthy();

    const done = await waitForJob(api, acct.key, created.body.id);
    expect(done.body.status).toBe('succeeded');
    expect(done.body.progress).toBe(1);
    expect(done.body.audio.url).toBe(`/api/v1/speech/${created.body.id}/audio`);
    expect(done.body.audio.duration_seconds).toBeGreaterThan(1);

    const mp3 = await fetch(`${api.url}/speech/${created.body.id}/audio`, { headers: { 'X-API-Key': acct.key, 'X-Forwarded-For': uniqueAddress() } });
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get('content-type')).toBe('audio/mpeg');
    expect(mp3.headers.get('content-disposition')).toBe(`attachment; filename="zaga-speech-${created.body.id}.mp3"`);
    const mp3Bytes = Buffer.from(await mp3.arrayBuffer());
    expect(Number(mp3.headers.get('content-length'))).toBe(mp3Bytes.length);

    const wav = await fetch(`${api.url}/speech/${created.body.id}/audio?format=wav`, { headers: { 'X-API-Key': acct.key, 'X-Forwarded-For': uniqueAddress() } });
    expect(wav.status).toBe(200);
    const wavBytes = Buffer.from(await wav.arrayBuffer());
    expect(wavBytes.subarray(0, 4).toString()).toBe('RIFF');

    const usage = await call(api, '/usage', { key: acct.key, address: uniqueAddress() });
    expect(usage.body.tokens.balance).toBe(1000 - text.length);
  });
});
