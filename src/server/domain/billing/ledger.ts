import { eq, sql } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { accounts, ledgerEntries } from '~/server/db/schema';

/**
 * The one ledger: every movement of characters is written here, in the caller's transaction, together
 * with the balance it changes. Charges and refunds of jobs and deliveries live in ./charges.ts; this
 * file holds the operator's movements of purchased tokens.
 */

/** Adds purchased characters to the account's token balance. */
export async function grantTokens(tx: Tx, accountId: string, amount: number, note = 'tokens granted'): Promise<void> {
  if (amount <= 0) return;
  await tx.insert(ledgerEntries).values({ accountId, kind: 'grant', tokensDelta: amount, note });
  await tx.update(accounts).set({ tokensBalance: sql`${accounts.tokensBalance} + ${amount}` }).where(eq(accounts.id, accountId));
}

/** Sets the token balance to `target` by an adjustment entry of the difference (operator action). */
export async function setTokenBalance(tx: Tx, accountId: string, target: number): Promise<void> {
  const [row] = await tx.select({ balance: accounts.tokensBalance }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!row) return;
  const delta = target - row.balance;
  if (delta === 0) return;
  await tx.insert(ledgerEntries).values({ accountId, kind: 'adjustment', tokensDelta: delta, note: `token balance set to ${target}` });
  await tx.update(accounts).set({ tokensBalance: target }).where(eq(accounts.id, accountId));
}
