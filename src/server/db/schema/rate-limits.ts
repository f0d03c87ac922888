import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Fixed-window request counters shared by every app instance (one row per bucket). UNLOGGED (see the
 * migration): a crash may forget a minute of counts, which is harmless, and no WAL is written per request.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  bucket: text('bucket').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Failed key checks, one row each, per client network; counted over a sliding window. */
export const authFailures = pgTable(
  'auth_failures',
  {
    network: text('network').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('auth_failures_network_at_idx').on(t.network, t.at)],
);

/** A network blocked for too many failed key checks, until `until`. */
export const authBlocks = pgTable('auth_blocks', {
  network: text('network').primaryKey(),
  until: ts('until').notNull(),
});

/** Downloads in progress per account (at most 4 at once), shared by every instance; leases expire. */
export const downloadLeases = pgTable(
  'download_leases',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('download_leases_account_idx').on(t.accountId)],
);
