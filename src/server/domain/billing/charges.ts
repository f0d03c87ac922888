import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { accounts, apiKeys, ledgerEntries } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { keyBudgetUsed, monthlyBalance } from '../usage/get-usage';
import { nextUtcMonthStart, utcMonthStart } from './periods';

/**
 * Charges and refunds of jobs and deliveries: the ledger row and the balances it moves, in the caller's
 * transaction. The caller holds the account row lock (SELECT ... FOR UPDATE), so concurrent creates of
 * one account are serialised and can never overdraw. Unique indexes on the ledger make a second charge
 * of a job or delivery, or a second refund of a job or chapter, fail at the database.
 */

export type LockedAccount = Pick<typeof accounts.$inferSelect, 'id' | 'monthlyLimit' | 'monthlyUsed' | 'periodAnchor' | 'periodStart' | 'tokensBalance'>;
export type LockedKey = Pick<typeof apiKeys.$inferSelect, 'id' | 'monthlyCharBudget' | 'budgetMonth' | 'budgetUsed'>;

export type ChargeSubject = { jobId: string } | { deliveryId: string };
export type RefundSubject = { jobId: string } | { deliveryId: string; chapterId: string };

/** What the account can spend now: the allowance left this period, then purchased tokens. */
export function spendableOf(account: LockedAccount, now: Date): number {
  return monthlyBalance(account, now).remaining + account.tokensBalance;
}

/** Refuses (nothing charged) when the balance or the key's monthly budget cannot cover `amount`. */
export function assertAffordable(account: LockedAccount, key: LockedKey | null, amount: number, now: Date): void {
  const spendable = spendableOf(account, now);
  if (spendable < amount) {
    throw new AppError('insufficient_characters', {
      message: `This needs ${amount} characters; ${spendable} are spendable.`,
      details: { required: amount, spendable },
    });
  }
  if (key?.monthlyCharBudget != null) {
    const used = keyBudgetUsed(key, now);
    if (used + amount > key.monthlyCharBudget) {
      throw new AppError('key_budget_exceeded', {
        message: `This key's monthly budget of ${key.monthlyCharBudget} characters would be exceeded.`,
        details: { required: amount, monthly_char_budget: key.monthlyCharBudget, used_this_month: used, resets_at: nextUtcMonthStart(now).toISOString() },
      });
    }
  }
}

/** Charges `amount` (allowance first, then tokens) and returns what is spendable afterwards. */
export async function charge(tx: Tx, account: LockedAccount, key: LockedKey | null, subject: ChargeSubject, amount: number, now: Date): Promise<{ spendableAfter: number }> {
  assertAffordable(account, key, amount, now);
  const monthly = monthlyBalance(account, now);
  const fromMonthly = Math.min(monthly.remaining, amount);
  const fromTokens = amount - fromMonthly;
  const keyMonth = utcMonthStart(now);
  await tx.insert(ledgerEntries).values({
    accountId: account.id,
    kind: 'charge',
    ...subject,
    keyId: key?.id ?? null,
    keyMonth: key ? keyMonth : null,
    monthlyDelta: -fromMonthly,
    tokensDelta: -fromTokens,
    periodStart: monthly.period,
  });
  await tx
    .update(accounts)
    .set({ periodStart: monthly.period, monthlyUsed: monthly.used + fromMonthly, tokensBalance: account.tokensBalance - fromTokens })
    .where(eq(accounts.id, account.id));
  if (key) {
    await tx.update(apiKeys).set({ budgetMonth: keyMonth, budgetUsed: keyBudgetUsed(key, now) + amount }).where(eq(apiKeys.id, key.id));
  }
  return { spendableAfter: monthly.remaining - fromMonthly + account.tokensBalance - fromTokens };
}

/**
 * Refunds `amount` of a subject's charge: purchased tokens first (they never expire), then the allowance.
 * The allowance share goes back only while the period it was charged in is still the account's current
 * one: a refund of a share charged to a period that has since reset is not carried over. The key budget
 * is credited in the month of the charge (net of refunds).
 */
export async function refund(tx: Tx, subject: RefundSubject, amount: number): Promise<void> {
  if (amount <= 0) return;
  const chargeSubject = 'chapterId' in subject ? { deliveryId: subject.deliveryId } : { jobId: subject.jobId };
  const where =
    'chapterId' in subject
      ? and(eq(ledgerEntries.deliveryId, subject.deliveryId), eq(ledgerEntries.kind, 'charge'))
      : and(eq(ledgerEntries.jobId, subject.jobId), eq(ledgerEntries.kind, 'charge'));
  const [original] = await tx.select().from(ledgerEntries).where(where);
  if (!original) throw new Error(`no charge to refund for ${JSON.stringify(chargeSubject)}`);
  const [refunded] = await tx
    .select({ tokens: sql<number>`coalesce(sum(${ledgerEntries.tokensDelta}), 0)::int` })
    .from(ledgerEntries)
    .where(
      'chapterId' in subject
        ? and(eq(ledgerEntries.deliveryId, subject.deliveryId), eq(ledgerEntries.kind, 'refund'))
        : and(eq(ledgerEntries.jobId, subject.jobId), eq(ledgerEntries.kind, 'refund')),
    );
  const tokensLeft = -original.tokensDelta - (refunded?.tokens ?? 0);
  const toTokens = Math.max(0, Math.min(amount, tokensLeft));
  const toMonthly = amount - toTokens;

  const [account] = await tx
    .select({ periodStart: accounts.periodStart, monthlyUsed: accounts.monthlyUsed })
    .from(accounts)
    .where(eq(accounts.id, original.accountId))
    .for('update');
  if (!account) throw new Error(`account ${original.accountId} is gone`);
  const samePeriod = original.periodStart !== null && account.periodStart.getTime() === original.periodStart.getTime();

  await tx.insert(ledgerEntries).values({
    accountId: original.accountId,
    kind: 'refund',
    ...subject,
    keyId: original.keyId,
    keyMonth: original.keyMonth,
    monthlyDelta: toMonthly,
    tokensDelta: toTokens,
    periodStart: original.periodStart,
  });
  await tx
    .update(accounts)
    .set({
      tokensBalance: sql`${accounts.tokensBalance} + ${toTokens}`,
      ...(samePeriod ? { monthlyUsed: Math.max(0, account.monthlyUsed - toMonthly) } : {}),
    })
    .where(eq(accounts.id, original.accountId));
  if (original.keyId && original.keyMonth) {
    await tx
      .update(apiKeys)
      .set({ budgetUsed: sql`greatest(0, ${apiKeys.budgetUsed} - ${amount})` })
      .where(and(eq(apiKeys.id, original.keyId), eq(apiKeys.budgetMonth, original.keyMonth)));
  }
}
