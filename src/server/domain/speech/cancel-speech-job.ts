import { and, eq } from 'drizzle-orm';
import type { TSpeechJob } from '~/server/api/routers/speech/speech.types';
import type { Db } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { refund } from '../billing/charges';
import { RETENTION_MS } from './finish-speech-job';
import { getSpeechJob } from './get-speech-job';

/**
 * POST /speech/{id}/cancel. Under the job's row lock: a processing job becomes cancelled and the share
 * not yet synthesized is refunded; a cancelled job is returned again; a finished one is 409 job_finished.
 * The worker's completion takes the same lock and only moves a job that is still processing, so a cancel
 * racing completion ends in exactly one terminal state with at most one refund.
 */
export async function cancelSpeechJob(db: Db, accountId: string, id: string): Promise<TSpeechJob> {
  await db.transaction(async (tx) => {
    const [job] = await tx.select().from(speechJobs).where(and(eq(speechJobs.id, id), eq(speechJobs.accountId, accountId))).for('update');
    if (!job) throw new AppError('not_found', { message: `No speech job ${id}.` });
    if (job.status === 'cancelled') return;
    if (job.status !== 'processing') throw new AppError('job_finished', { message: `The job already ${job.status}; it cannot be cancelled.` });
    const now = new Date();
    await tx.update(speechJobs).set({ status: 'cancelled', completedAt: now, expiresAt: new Date(now.getTime() + RETENTION_MS) }).where(eq(speechJobs.id, id));
    await refund(tx, { jobId: id }, job.characters - job.processedChars);
  });
  return getSpeechJob(db, accountId, id);
}
