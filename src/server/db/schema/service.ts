import { sql } from 'drizzle-orm';
import { check, pgEnum, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const serviceMode = pgEnum('service_mode', ['normal', 'read_only', 'disabled']);

/** One row: the operator's switch for the whole API, read on every request by every instance. */
export const serviceSettings = pgTable(
  'service_settings',
  {
    id: smallint('id').primaryKey().default(1),
    mode: serviceMode('mode').notNull().default('normal'),
    notice: text('notice'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('service_settings_single_row', sql`${t.id} = 1`)],
);

/** Each graphile-worker worker's last sign of life; locks held by workers without one are released. */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  seenAt: ts('seen_at').notNull().defaultNow(),
});

/** Secrets every instance must share (the signing key of voice-preview URLs), made on first use. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
