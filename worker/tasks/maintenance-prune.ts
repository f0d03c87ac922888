import { z } from 'zod';
import { db } from '~/server/db/client';
import { pruneExpiredRecords } from '~/server/domain/maintenance/prune-expired-records';
import { defineTask } from './registry';

/** Cron: drops stale rate-limit windows, old failed-check rows, ended blocks and expired idempotency records. */
export const maintenancePrune = defineTask({
  name: 'maintenance:prune',
  payload: z.object({}).passthrough(),
  async run() {
    await pruneExpiredRecords(db());
  },
});
