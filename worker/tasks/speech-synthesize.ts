import { z } from 'zod';
import { db } from '~/server/db/client';
import { failSpeechJob } from '~/server/domain/speech/finish-speech-job';
import { runSpeechJob } from '~/server/domain/speech/run-speech-job';
import { defineTask } from './registry';

/**
 * Enqueued in the same transaction that creates the job and its charge. An error that is not the
 * engine's (database or storage down) is retried by graphile-worker; on the last attempt the job fails
 * as `interrupted` (retryable) and is refunded, rather than waiting for the deadline.
 */
export const speechSynthesize = defineTask({
  name: 'speech:synthesize',
  payload: z.object({ jobId: z.string().regex(/^[0-9a-f]{32}$/) }),
  async run({ jobId }, helpers) {
    try {
      await runSpeechJob(db(), jobId, (msg) => helpers.logger.warn(msg));
    } catch (error) {
      if (helpers.job.attempts < helpers.job.max_attempts) throw error;
      helpers.logger.error(`job ${jobId} interrupted after ${helpers.job.attempts} attempts: ${String(error)}`);
      await db().transaction((tx) =>
        failSpeechJob(tx, jobId, { code: 'interrupted', message: 'Synthesis was interrupted; resubmitting may succeed.', retryable: true }),
      );
    }
  },
});
