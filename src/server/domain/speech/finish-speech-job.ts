import { and, eq } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { refund } from '../billing/charges';

export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type JobFailureCode = 'input_rejected' | 'capacity_unavailable' | 'generation_failed' | 'interrupted';

/** Moves a still-processing job to succeeded. False when it was cancelled or failed meanwhile. */
export async function completeSpeechJob(
  tx: Tx,
  id: string,
  result: { audioKey: string; format: 'mp3' | 'wav'; bytes: number; durationSeconds: number },
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
      ...(result.format === 'mp3' ? { mp3Key: result.audioKey, mp3Bytes: result.bytes } : { wavKey: result.audioKey, wavBytes: result.bytes }),
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
