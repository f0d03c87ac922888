import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { findVoice } from '~/engine/voices';
import { db } from '~/server/db/client';
import { accountVoices } from '~/server/db/schema';
import { previewAudio } from '~/server/domain/voices/preview-audio';
import { PREVIEW_PATH, verifyPreviewSignature } from '~/server/domain/voices/voice-preview';
import { audioStore } from '~/server/storage/audio-store';

/** The engine voice behind an official or library voice id (any account: the signature is the access). */
async function engineVoiceFor(voiceId: string): Promise<string | null> {
  if (findVoice(voiceId)) return voiceId;
  const [own] = await db().select({ base: accountVoices.baseVoiceId }).from(accountVoices).where(and(eq(accountVoices.id, voiceId), isNull(accountVoices.removedAt)));
  return own && findVoice(own.base) ? own.base : null;
}

export const isPreviewRequest = (url: string | undefined) => !!url?.startsWith(`${PREVIEW_PATH}/`);

/**
 * GET /media/voice-previews/{voiceId}.mp3?expires=...&sig=...: no API key, the signature is checked;
 * a tampered or expired URL is 403.
 */
export async function serveVoicePreview(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const match = new RegExp(`^${PREVIEW_PATH}/([^/]+)\\.mp3$`).exec(url.pathname);
  const voiceId = match ? decodeURIComponent(match[1]!) : '';
  const refuse = (status: number, message: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(message);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(405, 'Method not allowed');
  if (!voiceId || !(await verifyPreviewSignature(db(), voiceId, url.searchParams.get('expires'), url.searchParams.get('sig')))) {
    return refuse(403, 'This preview link is invalid or has expired.');
  }
  const engineVoiceId = await engineVoiceFor(voiceId);
  if (!engineVoiceId) return refuse(404, 'No such voice.');
  try {
    const { key, bytes } = await previewAudio(engineVoiceId);
    res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Content-Length': bytes, 'Cache-Control': 'private, max-age=300' });
    if (req.method === 'HEAD') return void res.end();
    await pipeline(audioStore().read(key), res);
  } catch (error) {
    console.error('voice preview failed', error);
    if (!res.headersSent) refuse(500, 'The preview could not be made.');
    else res.destroy();
  }
}
