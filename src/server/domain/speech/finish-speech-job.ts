import { and, eq } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { refund } from '../billing/charges';

export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredAudio {
  key: string;
  bytes: number;
}

export type JobFailureCode = 'input_rejected' | 'capacity_unavailable' | 'generation_failed' | 'interrupted';

/** Moves a still-processing job to succeeded. False when it was cancelled or failed meanwhile. */
export async function completeSpeechJob(
  tx: Tx,
  id: string,
  result: { wav: StoredAudio; mp3: StoredAudio | null; durationSeconds: number },
  now = new Date(),
): Promise<boolean> {
  const rows = await tx
    .update(speechJobs)
    .set({
      status: 'succeeded',
      processedChars: speechJobs.characters,
      completedAt: now,
      expiresAt: new Date(now.getTime() + RETENTION_MS),
      durationSeconds: result.durationSeconds,
      wavKey: result.wav.key,
      wavBytes: result.wav.bytes,
      ...(result.mp3 ? { mp3Key: result.mp3.key, mp3Bytes: result.mp3.bytes } : {}),
    })
    .where(and(eq(speechJobs.id, id), eq(speechJobs.status, 'processing')))
    .returning({ id: speechJobs.id });
  return rows.length === 1;
}

/** Fails a still-processing job and refunds all of it. False when it had already left processing. */
export async function failSpeechJob(tx: Tx, id: string, error: { code: JobFailureCode; message: string; retryable: boolean }, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(speechJobs)
    .set({
      status: 'failed',
      completedAt: now,
      expiresAt: new Date(now.getTime() + RETENTION_MS),
      errorCode: error.code,
      errorMessage: error.message,
      errorRetryable: error.retryable,
    })
    .where(and(eq(speechJobs.id, id), eq(speechJobs.status, 'processing')))
    .returning({ characters: speechJobs.characters });
  if (!rows[0]) return false;
  await refund(tx, { jobId: id }, rows[0].characters);
  return true;
}
