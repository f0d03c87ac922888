import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, ts } from './columns';

/** Keys are scoped to the account and to the endpoint: a speech key never conflicts with a delivery key. */
export const idempotencyScope = pgEnum('idempotency_scope', ['speech', 'delivery']);

export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scope: idempotencyScope('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body: a different body under the same key is a conflict. */
    requestHash: text('request_hash').notNull(),
    resourceId: text('resource_id').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.scope, t.key] }), index('idempotency_expiry_idx').on(t.expiresAt)],
);
