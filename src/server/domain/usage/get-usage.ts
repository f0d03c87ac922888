import type { Db } from '~/server/db/client';
import { AppError } from '~/server/errors';
import { upgradeUrl } from '../billing/upgrade-url';
import { currentPeriodStart, nextUtcMonthStart, PERIOD_MS, utcMonthStart } from '../billing/periods';

export interface Usage {
  plan: string;
  entitled: boolean;
  upgrade_url: string | null;
  monthly: { limit: number; used: number; remaining: number; resets_at: string | null };
  tokens: { balance: number };
  spendable: number;
  active_jobs: number;
  max_concurrent_jobs: number;
  key: {
    id: string;
    monthly_char_budget: number | null;
    used_this_month: number | null;
    remaining: number | null;
    resets_at: string | null;
  } | null;
}

/** The allowance left in the current 30-day period: `monthly_used` counts only for the period it names. */
export function monthlyBalance(row: { monthlyLimit: number; monthlyUsed: number; periodAnchor: Date; periodStart: Date }, now: Date) {
  const period = currentPeriodStart(row.periodAnchor, now);
  const used = row.periodStart.getTime() === period.getTime() ? row.monthlyUsed : 0;
  return { period, used, remaining: Math.max(0, row.monthlyLimit - used) };
}

/** A key's budget month: `budget_used` counts only for the UTC calendar month it names. */
export function keyBudgetUsed(row: { budgetMonth: string | null; budgetUsed: number }, now: Date): number {
  return row.budgetMonth === utcMonthStart(now) ? row.budgetUsed : 0;
}

interface UsageRow {
  plan_id: string;
  entitled: boolean;
  monthly_limit: number;
  monthly_used: number;
  period_anchor: string | Date;
  period_start: string | Date;
  tokens_balance: number;
  max_concurrent_jobs: number;
  active_jobs: number;
  key_id: string | null;
  budget: number | null;
  budget_month: string | null;
  budget_used: number | null;
}

/**
 * The account's balance and the two other limits a create is checked against (spec: Usage). One raw,
 * server-side prepared statement: this read is on the hot path of GET /usage.
 */
export async function getUsage(db: Db, accountId: string, keyId: string | null, now = new Date()): Promise<Usage> {
  const [row] = await db.$client<UsageRow[]>`
    SELECT a.plan_id, p.entitled, a.monthly_limit, a.monthly_used, a.period_anchor, a.period_start, a.tokens_balance,
      a.max_concurrent_jobs,
      (SELECT count(*)::int FROM speech_jobs j WHERE j.account_id = a.id AND j.status = 'processing') AS active_jobs,
      k.id AS key_id, k.monthly_char_budget AS budget, k.budget_month::text AS budget_month, k.budget_used
    FROM accounts a
    JOIN plans p ON p.id = a.plan_id
    LEFT JOIN api_keys k ON k.id = ${keyId ?? ''} AND k.account_id = a.id
    WHERE a.id = ${accountId}`;
  if (!row) throw new AppError('not_found');

  const monthly = monthlyBalance(
    { monthlyLimit: row.monthly_limit, monthlyUsed: row.monthly_used, periodAnchor: new Date(row.period_anchor), periodStart: new Date(row.period_start) },
    now,
  );
  let key: Usage['key'] = null;
  if (row.key_id) {
    const budget = row.budget;
    const used = budget === null ? null : keyBudgetUsed({ budgetMonth: row.budget_month, budgetUsed: row.budget_used ?? 0 }, now);
    key = {
      id: row.key_id,
      monthly_char_budget: budget,
      used_this_month: used,
      remaining: budget === null || used === null ? null : Math.max(0, budget - used),
      resets_at: budget === null ? null : nextUtcMonthStart(now).toISOString(),
    };
  }
  return {
    plan: row.plan_id,
    entitled: row.entitled,
    upgrade_url: row.entitled ? null : upgradeUrl(),
    monthly: {
      limit: row.monthly_limit,
      used: monthly.used,
      remaining: monthly.remaining,
      resets_at: row.monthly_limit > 0 ? new Date(monthly.period.getTime() + PERIOD_MS).toISOString() : null,
    },
    tokens: { balance: row.tokens_balance },
    spendable: monthly.remaining + row.tokens_balance,
    active_jobs: row.active_jobs,
    max_concurrent_jobs: row.max_concurrent_jobs,
    key,
  };
}
