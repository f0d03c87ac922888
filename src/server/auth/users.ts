import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { users } from '~/server/db/schema';
import { createAccount } from '~/server/domain/accounts/create-account';
import { hashPassword, verifyPassword } from '~/server/lib/password';

/** Who a session belongs to: the portal user and the account it owns. */
export interface SessionUser {
  userId: string;
  accountId: string;
  email: string;
}

/** A hash of a random password, checked when the e-mail is unknown so both answers take as long. */
let decoyHash: Promise<string> | undefined;

/** The user when the e-mail is known and the password matches its hash; null otherwise. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<SessionUser | null> {
  const normalized = email.trim().toLowerCase();
  if (!normalized || !password) return null;
  const [row] = await db
    .select({ userId: users.id, accountId: users.accountId, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalized));
  if (!row?.passwordHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  return { userId: row.userId, accountId: row.accountId, email: row.email };
}

/**
 * The user for an e-mail a provider (GitHub, Google) vouched for. An unknown e-mail gets a new account
 * on no plan, with no developer standing: the same as signing up.
 */
export async function findOrCreateOAuthUser(db: Db, email: string): Promise<SessionUser> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalized);
  if (existing) return existing;
  try {
    const { userId, accountId } = await createAccount(db, { email: normalized });
    return { userId, accountId, email: normalized };
  } catch (error) {
    // Two first sign-ins at once: the other one created it (its check or the unique index refused this one).
    const raced = await findUserByEmail(db, normalized);
    if (raced) return raced;
    throw error;
  }
}

async function findUserByEmail(db: Db, email: string): Promise<SessionUser | null> {
  const [row] = await db.select({ userId: users.id, accountId: users.accountId, email: users.email }).from(users).where(eq(users.email, email));
  return row ?? null;
}
