import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { accounts } from '~/server/db/schema';
import { createAccount } from '~/server/domain/accounts/create-account';
import { findOrCreateOAuthUser, verifyCredentials } from './users';

describe('verifyCredentials', () => {
  it('accepts the right password, whatever the e-mail case, and names the user and account', async () => {
    const { accountId, userId } = await createAccount(db(), { email: 'pat@example.com', password: 'correct horse' });
    expect(await verifyCredentials(db(), ' Pat@Example.com ', 'correct horse')).toEqual({ userId, accountId, email: 'pat@example.com' });
  });

  it('refuses a wrong password, an unknown e-mail and an account without a password', async () => {
    await createAccount(db(), { email: 'lin@example.com', password: 'correct horse' });
    await createAccount(db(), { email: 'oauth-only@example.com' });
    expect(await verifyCredentials(db(), 'lin@example.com', 'wrong horse')).toBeNull();
    expect(await verifyCredentials(db(), 'nobody@example.com', 'correct horse')).toBeNull();
    expect(await verifyCredentials(db(), 'oauth-only@example.com', '')).toBeNull();
    expect(await verifyCredentials(db(), 'oauth-only@example.com', 'anything')).toBeNull();
  });
});

describe('findOrCreateOAuthUser', () => {
  it('opens an account on no plan with no developer standing for a new e-mail, and finds it again', async () => {
    const created = await findOrCreateOAuthUser(db(), 'New.Person@Example.com');
    expect(created.email).toBe('new.person@example.com');
    const [account] = await db().select().from(accounts).where(eq(accounts.id, created.accountId));
    expect(account).toMatchObject({ planId: 'none', developerStatus: 'none', suspended: false });
    expect(await findOrCreateOAuthUser(db(), 'new.person@example.com')).toEqual(created);
  });

  it('signs an existing owner in to their own account', async () => {
    const { accountId, userId } = await createAccount(db(), { email: 'owner@example.com', password: 'correct horse', plan: 'max' });
    expect(await findOrCreateOAuthUser(db(), 'owner@example.com')).toEqual({ userId, accountId, email: 'owner@example.com' });
  });

  it('two first sign-ins at once end in one account', async () => {
    const [a, b] = await Promise.all([findOrCreateOAuthUser(db(), 'race@example.com'), findOrCreateOAuthUser(db(), 'race@example.com')]);
    expect(a).toEqual(b);
  });
});
