import { z } from 'zod';
import { db } from '~/server/db/client';
import { failOverdueSpeechJobs } from '~/server/domain/speech/expire-speech-jobs';
import { defineTask } from './registry';

/** Cron, every minute: the 45-minute job deadline. */
export const speechDeadlines = defineTask({
  name: 'speech:deadlines',
  payload: z.object({}).passthrough(),
  async run() {
    await failOverdueSpeechJobs(db());
  },
});
