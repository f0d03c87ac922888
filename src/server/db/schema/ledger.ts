import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, ts } from './columns';
import { deliveries, deliveryChapters } from './deliveries';
import { speechJobs } from './speech-jobs';

export const ledgerKind = pgEnum('ledger_kind', ['charge', 'refund', 'grant', 'adjustment']);

/**
 * The one ledger. Every movement of characters is a row: a charge or refund of a job, a delivery or a
 * chapter; a grant of purchased tokens; an operator adjustment. Deltas are from the account's side
 * (a charge is negative). The account's `tokens_balance` is the sum of `tokens_delta`; its `monthly_used`
 * is minus the sum of `monthly_delta` in its current period; a key's `budget_used` is minus the sum of
 * both deltas of its rows in its budget month. Unique indexes make a second charge or refund of the same
 * subject impossible; a trigger keeps refunds within the charge.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: ledgerKind('kind').notNull(),
    jobId: text('job_id').references(() => speechJobs.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id').references(() => deliveries.id, { onDelete: 'cascade' }),
    chapterId: text('chapter_id').references(() => deliveryChapters.id, { onDelete: 'cascade' }),
    keyId: text('key_id'),
    /** First UTC day of the calendar month the key budget counts this row in. */
    keyMonth: date('key_month', { mode: 'string' }),
    monthlyDelta: integer('monthly_delta').notNull().default(0),
    tokensDelta: integer('tokens_delta').notNull().default(0),
    /** The 30-day allowance period the monthly part belongs to. */
    periodStart: ts('period_start'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_account_idx').on(t.accountId),
    index('ledger_key_month_idx').on(t.keyId, t.keyMonth),
    uniqueIndex('ledger_one_charge_per_job').on(t.jobId).where(sql`${t.kind} = 'charge' AND ${t.jobId} IS NOT NULL`),
    uniqueIndex('ledger_one_refund_per_job').on(t.jobId).where(sql`${t.kind} = 'refund' AND ${t.jobId} IS NOT NULL`),
    uniqueIndex('ledger_one_charge_per_delivery')
      .on(t.deliveryId)
      .where(sql`${t.kind} = 'charge' AND ${t.chapterId} IS NULL`),
    uniqueIndex('ledger_one_refund_per_chapter')
      .on(t.chapterId)
      .where(sql`${t.kind} = 'refund' AND ${t.chapterId} IS NOT NULL`),
    check(
      'ledger_sign_by_kind',
      sql`(${t.kind} <> 'charge' OR (${t.monthlyDelta} <= 0 AND ${t.tokensDelta} <= 0 AND ${t.monthlyDelta} + ${t.tokensDelta} < 0))
      AND (${t.kind} <> 'refund' OR (${t.monthlyDelta} >= 0 AND ${t.tokensDelta} >= 0))
      AND (${t.kind} <> 'grant' OR (${t.monthlyDelta} = 0 AND ${t.tokensDelta} > 0))`,
    ),
    check(
      'ledger_subject_by_kind',
      sql`(${t.kind} NOT IN ('charge', 'refund')) OR (${t.jobId} IS NOT NULL) <> (${t.deliveryId} IS NOT NULL)`,
    ),
    check('ledger_refund_chapter', sql`${t.kind} <> 'refund' OR ${t.deliveryId} IS NULL OR ${t.chapterId} IS NOT NULL`),
    check('ledger_monthly_period', sql`${t.monthlyDelta} = 0 OR ${t.periodStart} IS NOT NULL`),
  ],
);
