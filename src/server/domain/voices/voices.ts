import { and, asc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_VOICE_ID, findVoice, OFFICIAL_VOICE_SOURCE, VOICES } from '~/engine/voices';
import type { Tx } from '~/server/db/client';
import { accountVoices } from '~/server/db/schema';
import { AppError } from '~/server/errors';

export interface ApiVoice {
  id: string;
  name: string;
  category: string;
  source: typeof OFFICIAL_VOICE_SOURCE | 'user';
  is_default: boolean;
}

/** A voice the account may use, with the official voice whose sound it is made with. */
export interface UsableVoice {
  voice: ApiVoice;
  engineVoiceId: string;
}

const official = (): ApiVoice[] =>
  VOICES.map((v) => ({ id: v.id, name: v.name, category: v.category, source: OFFICIAL_VOICE_SOURCE, is_default: v.id === DEFAULT_VOICE_ID }));

/** Official voices first, then the account's own library (spec: VoiceList). */
export async function listVoices(tx: Tx, accountId: string): Promise<{ data: ApiVoice[]; default_voice_id: string | null }> {
  const own = await tx
    .select()
    .from(accountVoices)
    .where(and(eq(accountVoices.accountId, accountId), isNull(accountVoices.removedAt)))
    .orderBy(asc(accountVoices.createdAt));
  const data = [
    ...official(),
    ...own.filter((v) => findVoice(v.baseVoiceId)).map((v) => ({ id: v.id, name: v.name, category: v.category, source: 'user' as const, is_default: false })),
  ];
  return { data, default_voice_id: findVoice(DEFAULT_VOICE_ID) ? DEFAULT_VOICE_ID : null };
}

/**
 * Resolves a voice id for this account: an official voice, or one of the account's own (never another
 * account's). Null or absent means the default voice. Unknown: 404 voice_not_found naming `param`.
 */
export async function resolveUsableVoice(tx: Tx, accountId: string, voiceId: string | null | undefined, param = 'voice_id'): Promise<UsableVoice> {
  const id = voiceId ?? DEFAULT_VOICE_ID;
  const engineVoice = findVoice(id);
  if (engineVoice) {
    return { voice: official().find((v) => v.id === id)!, engineVoiceId: engineVoice.id };
  }
  const [own] = await tx
    .select()
    .from(accountVoices)
    .where(and(eq(accountVoices.id, id), eq(accountVoices.accountId, accountId), isNull(accountVoices.removedAt)));
  if (own && findVoice(own.baseVoiceId)) {
    return { voice: { id: own.id, name: own.name, category: own.category, source: 'user', is_default: false }, engineVoiceId: own.baseVoiceId };
  }
  throw new AppError('voice_not_found', { param, message: voiceId == null ? 'The default voice is unavailable; send voice_id.' : `No voice '${id}' is available to this account.` });
}
