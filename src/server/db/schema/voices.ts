import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, ts } from './columns';

/**
 * Voices in an account's own library. Official voices are defined in code (src/engine/voices.ts);
 * an account voice is a named variant of one of them. A removed voice keeps its row (`removed_at`) so
 * queued chapters can fail with `voice_unavailable`.
 */
export const accountVoices = pgTable(
  'account_voices',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull().default('custom'),
    baseVoiceId: text('base_voice_id').notNull(),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [index('account_voices_account_idx').on(t.accountId)],
);
