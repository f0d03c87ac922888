import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { accounts, plans, users } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { newAccountId, newUserId } from '~/server/lib/ids';
import { hashPassword } from '~/server/lib/password';
import { grantTokens } from '../billing/ledger';
import type { TAccountSettings } from './account-settings';

/** Creates an account and its owner (a portal user with the same e-mail). */
export async function createAccount(db: Db, input: TAccountSettings & { email: string }): Promise<{ accountId: string; userId: string }> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const planId = input.plan ?? 'none';
    const [plan] = await tx.select().from(plans).where(eq(plans.id, planId));
    if (!plan) throw new AppError('validation_error', { param: 'plan', message: `Unknown plan '${planId}'.` });
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing.length) throw new AppError('validation_error', { param: 'email', message: `An account with ${input.email} exists already.` });
    const accountId = newAccountId();
    const now = new Date();
    await tx.insert(accounts).values({
      id: accountId,
      email: input.email,
      planId,
      developerStatus: input.developer ?? 'none',
      developerAppliedAt: input.developer && input.developer !== 'none' ? now : null,
      suspended: input.suspended ?? false,
      monthlyLimit: input.monthlyLimit ?? plan.defaultMonthlyLimit,
      maxConcurrentJobs: input.maxConcurrentJobs ?? 2,
      maxActiveDeliveries: input.maxActiveDeliveries ?? 3,
      periodAnchor: now,
      periodStart: now,
    });
    const userId = newUserId();
    await tx.insert(users).values({ id: userId, accountId, email: input.email, passwordHash });
    if (input.tokens) await grantTokens(tx, accountId, input.tokens, 'initial tokens');
    return { accountId, userId };
  });
}
