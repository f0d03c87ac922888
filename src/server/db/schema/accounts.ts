import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

export const developerStatus = pgEnum('developer_status', ['none', 'pending', 'approved', 'rejected', 'suspended']);

/** Plans. Only an entitled plan (Max) lets keys create jobs and deliveries. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  entitled: boolean('entitled').notNull(),
  /** Default monthly allowance (characters per 30-day period) for accounts put on this plan. */
  defaultMonthlyLimit: integer('default_monthly_limit').notNull(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    planId: text('plan_id').notNull().references(() => plans.id).default('none'),
    developerStatus: developerStatus('developer_status').notNull().default('none'),
    developerUseCase: text('developer_use_case'),
    developerAppliedAt: ts('developer_applied_at'),
    suspended: boolean('suspended').notNull().default(false),
    /** Characters per 30-day period; 0 means no monthly allowance. */
    monthlyLimit: integer('monthly_limit').notNull().default(0),
    /** Periods are 30 days long, counted from this instant. */
    periodAnchor: ts('period_anchor').notNull().defaultNow(),
    /** The period `monthlyUsed` belongs to; a charge in a later period starts again from 0. */
    periodStart: ts('period_start').notNull().defaultNow(),
    monthlyUsed: integer('monthly_used').notNull().default(0),
    /** Purchased characters, spent after the monthly allowance. */
    tokensBalance: integer('tokens_balance').notNull().default(0),
    maxConcurrentJobs: integer('max_concurrent_jobs').notNull().default(2),
    maxActiveDeliveries: integer('max_active_deliveries').notNull().default(3),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_monthly_limit_nonneg', sql`${t.monthlyLimit} >= 0`),
    check('accounts_monthly_used_nonneg', sql`${t.monthlyUsed} >= 0`),
    check('accounts_tokens_nonneg', sql`${t.tokensBalance} >= 0`),
    check('accounts_max_jobs_pos', sql`${t.maxConcurrentJobs} > 0`),
    check('accounts_max_deliveries_pos', sql`${t.maxActiveDeliveries} > 0`),
  ],
);

/** People who sign in to the portal and inbox; each belongs to one account (its owner). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  email: text('email').notNull().unique(),
  name: text('name'),
  /** scrypt$N$r$p$salt$hash; null for accounts that only sign in through an OAuth provider. */
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
});
