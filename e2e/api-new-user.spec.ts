import { expect, test } from '@playwright/test';
import { MPEGDecoder } from 'mpg123-decoder';
import { createAccount, createKey } from './support';

/**
 * A new integrator's first job, against the real server: create a Burmese + English job, poll as the spec
 * advises (wait Retry-After, then about every 10 s), download MP3 and WAV, and check both decode with a
 * real decoder and last as long as the job says.
 */
test('a new user creates a job, polls it and downloads MP3 and WAV that play for the stated time', async ({ request }) => {
  test.setTimeout(120_000);
  const account = createAccount({ plan: 'max', tokens: 10_000 });
  const { key } = createKey(account.accountId);
  const headers = { 'X-API-Key': key };

  const text = 'မင်္ဂလာပါ။ ဒီနေ့ ရာသီဥတု သာယာပါတယ်။ Welcome to Zaga. ဈေးနှုန်းက ကျပ် ၁၂,၅၀၀ ပါ။';
  const created = await request.post('/api/v1/speech', { headers, data: { text, output_format: 'mp3' } });
  expect(created.status()).toBe(202);
  const job = await created.json();
  expect(job.status).toBe('processing');
  expect(job.usage.characters_charged).toBe(text.length);

  let waitSeconds = Number(created.headers()['retry-after']);
  expect(waitSeconds).toBe(2);
  const location = created.headers()['location'] ?? '';
  expect(location).toBe(`/api/v1/speech/${job.id}`);
  let current = job;
  for (let polls = 0; current.status === 'processing' && polls < 10; polls++) {
    await new Promise((r) => setTimeout(r, waitSeconds * 1000));
    const poll = await request.get(location, { headers });
    expect(poll.status()).toBe(200);
    expect(poll.headers()['retry-after']).toBeUndefined();
    current = await poll.json();
    waitSeconds = 10;
  }
  expect(current.status).toBe('succeeded');
  expect(current.progress).toBe(1);
  const duration: number = current.audio.duration_seconds;
  expect(duration).toBeGreaterThan(2);

  const mp3 = await request.get(current.audio.url, { headers });
  expect(mp3.status()).toBe(200);
  expect(mp3.headers()['content-type']).toBe('audio/mpeg');
  expect(mp3.headers()['content-disposition']).toBe(`attachment; filename="zaga-speech-${job.id}.mp3"`);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(new Uint8Array(await mp3.body()));
  decoder.free();
  expect(decoded.errors).toEqual([]);
  expect(decoded.sampleRate).toBe(22050);
  expect(Math.abs(decoded.samplesDecoded / decoded.sampleRate - duration)).toBeLessThan(0.05);

  const wav = await request.get(`${current.audio.url}?format=wav`, { headers });
  expect(wav.status()).toBe(200);
  expect(wav.headers()['content-type']).toBe('audio/wav');
  const bytes = await wav.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.readUInt16LE(22)).toBe(1); // mono
  expect(bytes.readUInt32LE(24)).toBe(22050);
  const dataBytes = bytes.readUInt32LE(40);
  // The stated duration is the MP3's (the job's format); the lossless WAV lacks only the MP3 encoder's delay and padding.
  const wavSeconds = dataBytes / 2 / 22050;
  expect(wavSeconds).toBeLessThanOrEqual(duration);
  expect(duration - wavSeconds).toBeLessThan(0.15);

  const usage = await (await request.get('/api/v1/usage', { headers })).json();
  expect(usage.spendable).toBe(1_000_000 + 10_000 - text.length);
});
