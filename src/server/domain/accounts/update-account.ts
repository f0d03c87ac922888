import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { accounts, users } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { hashPassword } from '~/server/lib/password';
import { setTokenBalance } from '../billing/ledger';
import type { TAccountSettings } from './account-settings';

/** Operator changes to an account. `tokens` sets the purchased balance through a ledger adjustment. */
export async function updateAccount(db: Db, accountId: string, input: TAccountSettings): Promise<void> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!row) throw new AppError('not_found', { message: `No account ${accountId}.` });
    const set: Partial<typeof accounts.$inferInsert> = {};
    if (input.email !== undefined) set.email = input.email;
    if (input.plan !== undefined) set.planId = input.plan;
    if (input.developer !== undefined) set.developerStatus = input.developer;
    if (input.monthlyLimit !== undefined) set.monthlyLimit = input.monthlyLimit;
    if (input.maxConcurrentJobs !== undefined) set.maxConcurrentJobs = input.maxConcurrentJobs;
    if (input.maxActiveDeliveries !== undefined) set.maxActiveDeliveries = input.maxActiveDeliveries;
    if (input.suspended !== undefined) set.suspended = input.suspended;
    if (Object.keys(set).length) await tx.update(accounts).set(set).where(eq(accounts.id, accountId));
    if (input.email !== undefined || passwordHash !== undefined) {
      await tx
        .update(users)
        .set({ ...(input.email !== undefined ? { email: input.email } : {}), ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.accountId, accountId));
    }
    if (input.tokens !== undefined) await setTokenBalance(tx, accountId, input.tokens);
  });
}
