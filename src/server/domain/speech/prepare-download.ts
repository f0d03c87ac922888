import { eq } from 'drizzle-orm';
import { encodeAudio } from '~/engine/index';
import { decodeWav } from '~/engine/audio/wav-decode';
import type { Db } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { audioStore } from '~/server/storage/audio-store';
import { speechAudioKey } from './run-speech-job';
import type { SpeechJobRow } from './serialize-speech-job';

export type DownloadFormat = 'mp3' | 'wav';

/** Why a job has no audio to download, as the spec's codes. */
export function assertDownloadable(job: SpeechJobRow): void {
  if (job.status === 'processing') {
    throw new AppError('job_not_finished', { retryAfter: 2, message: 'The job is still processing.' });
  }
  if (job.status !== 'succeeded') throw new AppError('job_failed', { message: `The job ${job.status}; it has no audio.` });
  if (job.purgedAt || (job.expiresAt && job.expiresAt.getTime() <= Date.now())) {
    throw new AppError('audio_expired', { message: 'The audio was deleted after the 30-day retention.' });
  }
}

/** The stored key and size of `format`, or null when that format has not been made yet. */
export function storedAudio(job: SpeechJobRow, format: DownloadFormat): { key: string; bytes: number } | null {
  const key = format === 'mp3' ? job.mp3Key : job.wavKey;
  const bytes = format === 'mp3' ? job.mp3Bytes : job.wavBytes;
  return key && bytes !== null ? { key, bytes } : null;
}

/**
 * The MP3 of a WAV job, encoded from the WAV master on first request and kept (the WAV master is kept
 * for every job, so a WAV download never needs decoding). Two concurrent first requests both encode and
 * write the same key; either result is the same audio.
 */
export async function encodeMp3OnFirstRequest(db: Db, job: SpeechJobRow): Promise<{ key: string; bytes: number }> {
  const source = storedAudio(job, 'wav');
  if (!source) throw new AppError('audio_expired');
  const chunks: Buffer[] = [];
  for await (const chunk of audioStore().read(source.key)) chunks.push(chunk as Buffer);
  const audio = await encodeAudio(decodeWav(Buffer.concat(chunks)), 'mp3');
  const key = speechAudioKey(job.id, 'mp3');
  await audioStore().put(key, audio);
  await db.update(speechJobs).set({ mp3Key: key, mp3Bytes: audio.length }).where(eq(speechJobs.id, job.id));
  return { key, bytes: audio.length };
}
