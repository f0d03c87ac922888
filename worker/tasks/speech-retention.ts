import { z } from 'zod';
import { db } from '~/server/db/client';
import { purgeExpiredSpeechJobs } from '~/server/domain/speech/expire-speech-jobs';
import { defineTask } from './registry';

/** Cron, every 15 minutes: delete audio and input text 30 days after a job finished. */
export const speechRetention = defineTask({
  name: 'speech:retention',
  payload: z.object({}).passthrough(),
  async run() {
    await purgeExpiredSpeechJobs(db());
  },
});
