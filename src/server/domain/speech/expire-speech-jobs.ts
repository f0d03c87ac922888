import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { audioStore } from '~/server/storage/audio-store';
import { failSpeechJob } from './finish-speech-job';

/** Cron: jobs still processing past their 45-minute deadline fail as capacity_unavailable and are refunded. */
export async function failOverdueSpeechJobs(db: Db, now = new Date()): Promise<number> {
  const overdue = await db
    .select({ id: speechJobs.id })
    .from(speechJobs)
    .where(and(eq(speechJobs.status, 'processing'), lt(speechJobs.deadlineAt, now)));
  let failed = 0;
  for (const { id } of overdue) {
    const done = await db.transaction((tx) =>
      failSpeechJob(tx, id, { code: 'capacity_unavailable', message: 'The job could not be finished within 45 minutes.', retryable: true }, now),
    );
    if (done) failed++;
  }
  return failed;
}

/** Cron: 30 days after a job finished, its audio and input text are deleted; downloads then give 410. */
export async function purgeExpiredSpeechJobs(db: Db, now = new Date(), batch = 500): Promise<number> {
  const due = await db
    .select({ id: speechJobs.id, mp3Key: speechJobs.mp3Key, wavKey: speechJobs.wavKey })
    .from(speechJobs)
    .where(and(isNull(speechJobs.purgedAt), isNotNull(speechJobs.expiresAt), lt(speechJobs.expiresAt, now)))
    .limit(batch);
  for (const job of due) {
    for (const key of [job.mp3Key, job.wavKey]) if (key) await audioStore().delete(key);
    await db
      .update(speechJobs)
      .set({ purgedAt: now, text: null, mp3Key: null, wavKey: null, mp3Bytes: null, wavBytes: null })
      .where(eq(speechJobs.id, job.id));
  }
  return due.length;
}
