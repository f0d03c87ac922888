import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_ID, VOICES } from '~/engine/voices';
import { db } from '~/server/db/client';
import { accountVoices } from '~/server/db/schema';
import { newVoiceId } from '~/server/lib/ids';
import { call, createTestAccount, startApi, uniqueAddress, type TestAccount, type TestApi } from '~/test/api';
import { useTempStorage } from '../../speech/__tests__/helpers';

let api: TestApi;
beforeAll(async () => {
  useTempStorage();
  api = await startApi();
});
afterAll(() => api.close());

const get = (acct: TestAccount, path: string) => call(api, path, { key: acct.key, address: uniqueAddress() });

async function addOwnVoice(accountId: string, name: string): Promise<string> {
  const id = newVoiceId();
  await db().insert(accountVoices).values({ id, accountId, name, baseVoiceId: VOICES[1]!.id });
  return id;
}

describe('GET /voices', () => {
  it('lists the official voices first, then the account’s own, with the default marked', async () => {
    const acct = await createTestAccount();
    const own = await addOwnVoice(acct.accountId, 'My narrator');
    const res = await get(acct, '/voices');
    expect(res.status).toBe(200);
    expect(res.body.default_voice_id).toBe(DEFAULT_VOICE_ID);
    const ids = res.body.data.map((v: { id: string }) => v.id);
    expect(ids).toEqual([...VOICES.map((v) => v.id), own]);
    expect(VOICES.length).toBeGreaterThanOrEqual(2);
    for (const voice of res.body.data.slice(0, VOICES.length)) expect(voice).toMatchObject({ source: 'zaga', category: expect.any(String), name: expect.any(String) });
    expect(res.body.data.filter((v: { is_default: boolean }) => v.is_default).map((v: { id: string }) => v.id)).toEqual([DEFAULT_VOICE_ID]);
    expect(res.body.data.at(-1)).toEqual({ id: own, name: 'My narrator', category: 'custom', source: 'user', is_default: false });
  });

  it('never shows another account’s voices, and needs voices:read', async () => {
    const owner = await createTestAccount();
    const other = await createTestAccount();
    const own = await addOwnVoice(owner.accountId, 'Private');
    const res = await get(other, '/voices');
    expect(res.body.data.map((v: { id: string }) => v.id)).not.toContain(own);
    expect((await get(other, `/voices/${own}/preview`)).body.error.code).toBe('voice_not_found');

    const noScope = await createTestAccount({}, { scopes: ['usage:read'] });
    const refused = await get(noScope, '/voices');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'scope_missing', details: { required_scope: 'voices:read' } });
  });
});

describe('GET /voices/{id}/preview', () => {
  it('gives a signed URL that plays a short sample without a key until it expires', async () => {
    const acct = await createTestAccount();
    const res = await get(acct, `/voices/${VOICES[1]!.id}/preview`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: VOICES[1]!.id, name: VOICES[1]!.name, expires_in: expect.any(Number) });
    expect(res.body.expires_in).toBeGreaterThan(0);
    const url = new URL(res.body.url);
    expect(url.searchParams.get('sig')).toBeTruthy();
    expect(Number(url.searchParams.get('expires')) - Date.now() / 1000).toBeCloseTo(res.body.expires_in, -1);

    const audio = await fetch(res.body.url); // no API key
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decoded = decoder.decode(new Uint8Array(await audio.arrayBuffer()));
    decoder.free();
    expect(decoded.errors).toEqual([]);
    expect(decoded.samplesDecoded / decoded.sampleRate).toBeGreaterThan(0.5);
    expect(decoded.samplesDecoded / decoded.sampleRate).toBeLessThan(15);
  });

  it('refuses a tampered or expired signature, and a signature moved to another voice', async () => {
    const acct = await createTestAccount();
    const { body } = await get(acct, `/voices/${DEFAULT_VOICE_ID}/preview`);
    const url = new URL(body.url);

    const tampered = new URL(url);
    const sig = tampered.searchParams.get('sig')!;
    tampered.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    expect((await fetch(tampered)).status).toBe(403);

    const extended = new URL(url);
    extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetch(extended)).status).toBe(403);

    const expired = new URL(url);
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
    expect((await fetch(expired)).status).toBe(403);

    const otherVoice = new URL(url.toString().replace(DEFAULT_VOICE_ID, VOICES.find((v) => v.id !== DEFAULT_VOICE_ID)!.id));
    expect((await fetch(otherVoice)).status).toBe(403);
  });

  it('is 404 voice_not_found for an unknown voice, naming the id', async () => {
    const acct = await createTestAccount();
    const res = await get(acct, '/voices/no-such-voice/preview');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'voice_not_found', param: 'id' });
  });
});
