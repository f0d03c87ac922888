import { z } from 'zod';
import { db } from '~/server/db/client';
import { runSpeechJob } from '~/server/domain/speech/run-speech-job';
import { defineTask } from './registry';

/** Enqueued in the same transaction that creates the job and its charge. */
export const speechSynthesize = defineTask({
  name: 'speech:synthesize',
  payload: z.object({ jobId: z.string().regex(/^[0-9a-f]{32}$/) }),
  async run({ jobId }, helpers) {
    await runSpeechJob(db(), jobId, (msg) => helpers.logger.warn(msg));
  },
});
