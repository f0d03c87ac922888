import { asc, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { accounts, apiKeys } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { getUsage } from '../usage/get-usage';

/** An account as the operator sees it: standing, balances and keys (never their secrets). */
export async function showAccount(db: Db, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new AppError('not_found', { message: `No account ${accountId}.` });
  const usage = await getUsage(db, accountId, null);
  const keys = await db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)).orderBy(asc(apiKeys.createdAt));
  return {
    account_id: account.id,
    email: account.email,
    plan: account.planId,
    developer: account.developerStatus,
    suspended: account.suspended,
    max_concurrent_jobs: account.maxConcurrentJobs,
    max_active_deliveries: account.maxActiveDeliveries,
    monthly: usage.monthly,
    tokens: usage.tokens,
    spendable: usage.spendable,
    active_jobs: usage.active_jobs,
    keys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      prefix: k.displayPrefix,
      scopes: k.scopes,
      monthly_char_budget: k.monthlyCharBudget,
      created_at: k.createdAt.toISOString(),
      revoked_at: k.revokedAt?.toISOString() ?? null,
    })),
  };
}
