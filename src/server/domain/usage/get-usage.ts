import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { accounts, apiKeys, plans } from '~/server/db/schema';
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

/** The account's balance and the two other limits a create is checked against (spec: Usage). */
export async function getUsage(tx: Tx, accountId: string, keyId: string | null, now = new Date()): Promise<Usage> {
  const [row] = await tx
    .select({
      planId: accounts.planId,
      entitled: plans.entitled,
      monthlyLimit: accounts.monthlyLimit,
      monthlyUsed: accounts.monthlyUsed,
      periodAnchor: accounts.periodAnchor,
      periodStart: accounts.periodStart,
      tokensBalance: accounts.tokensBalance,
      maxConcurrentJobs: accounts.maxConcurrentJobs,
      activeJobs: sql<number>`(SELECT count(*)::int FROM speech_jobs j WHERE j.account_id = ${accounts.id} AND j.status = 'processing')`,
      keyId: apiKeys.id,
      budget: apiKeys.monthlyCharBudget,
      budgetMonth: apiKeys.budgetMonth,
      budgetUsed: apiKeys.budgetUsed,
    })
    .from(accounts)
    .innerJoin(plans, eq(plans.id, accounts.planId))
    .leftJoin(apiKeys, and(eq(apiKeys.id, keyId ?? ''), eq(apiKeys.accountId, accounts.id)))
    .where(eq(accounts.id, accountId));
  if (!row) throw new AppError('not_found');

  const monthly = monthlyBalance(row, now);
  let key: Usage['key'] = null;
  if (row.keyId) {
    const budget = row.budget;
    const used = budget === null ? null : keyBudgetUsed({ budgetMonth: row.budgetMonth, budgetUsed: row.budgetUsed ?? 0 }, now);
    key = {
      id: row.keyId,
      monthly_char_budget: budget,
      used_this_month: used,
      remaining: budget === null || used === null ? null : Math.max(0, budget - used),
      resets_at: budget === null ? null : nextUtcMonthStart(now).toISOString(),
    };
  }
  return {
    plan: row.planId,
    entitled: row.entitled,
    upgrade_url: row.entitled ? null : upgradeUrl(),
    monthly: {
      limit: row.monthlyLimit,
      used: monthly.used,
      remaining: monthly.remaining,
      resets_at: row.monthlyLimit > 0 ? new Date(monthly.period.getTime() + PERIOD_MS).toISOString() : null,
    },
    tokens: { balance: row.tokensBalance },
    spendable: monthly.remaining + row.tokensBalance,
    active_jobs: row.activeJobs,
    max_concurrent_jobs: row.maxConcurrentJobs,
    key,
  };
}
