import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, ts } from './columns';

export const API_SCOPES = ['speech:write', 'speech:read', 'voices:read', 'usage:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * An API key. Its secrets live in `api_key_secrets` (hashed): a rotation adds a secret and keeps the id,
 * the scopes and the budget. The monthly budget is counted by UTC calendar month, net of refunds.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Shown in the portal to tell keys apart, e.g. `ak_live_3f9a…`: never enough to use the key. */
    displayPrefix: text('display_prefix').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    monthlyCharBudget: integer('monthly_char_budget'),
    /** First day (UTC) of the month `budgetUsed` counts. */
    budgetMonth: date('budget_month', { mode: 'string' }),
    budgetUsed: integer('budget_used').notNull().default(0),
    createdAt: createdAt(),
    rotatedAt: ts('rotated_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('api_keys_account_idx').on(t.accountId),
    check('api_keys_budget_pos', sql`${t.monthlyCharBudget} IS NULL OR ${t.monthlyCharBudget} > 0`),
    check('api_keys_budget_used_nonneg', sql`${t.budgetUsed} >= 0`),
  ],
);

/** SHA-256 of each live secret. A rotated-out secret keeps working until `expires_at` (24 h grace). */
export const apiKeySecrets = pgTable(
  'api_key_secrets',
  {
    hash: text('hash').primaryKey(),
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('api_key_secrets_key_idx').on(t.keyId)],
);
