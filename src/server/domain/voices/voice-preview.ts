import { createHmac, timingSafeEqual } from 'node:crypto';
import { publicUrl } from '~/env';
import type { Db } from '~/server/db/client';
import { sharedSecret } from '~/server/lib/shared-secret';

/** Voice previews are served at signed URLs that need no API key and stop working after this long. */
export const PREVIEW_TTL_SECONDS = 600;
export const PREVIEW_PATH = '/media/voice-previews';

async function sign(db: Db, voiceId: string, expires: number): Promise<string> {
  const secret = await sharedSecret(db, 'voice-preview-url');
  return createHmac('sha256', secret).update(`${voiceId}\n${expires}`).digest('base64url');
}

/** A URL for the voice's sample: `expires` (Unix seconds) and an HMAC over the voice id and expiry. */
export async function signedPreviewUrl(db: Db, voiceId: string, now = Date.now()): Promise<{ url: string; expires_in: number }> {
  const expires = Math.floor(now / 1000) + PREVIEW_TTL_SECONDS;
  const sig = await sign(db, voiceId, expires);
  return { url: `${publicUrl()}${PREVIEW_PATH}/${encodeURIComponent(voiceId)}.mp3?expires=${expires}&sig=${sig}`, expires_in: PREVIEW_TTL_SECONDS };
}

/** True only for an untampered signature whose expiry has not passed. */
export async function verifyPreviewSignature(db: Db, voiceId: string, expires: string | null, sig: string | null, now = Date.now()): Promise<boolean> {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 <= now) return false;
  const expected = Buffer.from(await sign(db, voiceId, Number(expires)));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
