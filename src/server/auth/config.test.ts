import type { Account, NextAuthConfig, Profile, Session, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '~/env';
import { db } from '~/server/db/client';
import { createAccount } from '~/server/domain/accounts/create-account';
import { authConfig, oauthProviders } from './config';

type Callbacks = NonNullable<NextAuthConfig['callbacks']>;
let callbacks: Callbacks;

beforeAll(() => {
  process.env.AUTH_SECRET = 'a'.repeat(48);
  process.env.AUTH_GITHUB_ID = 'gh-id';
  process.env.AUTH_GITHUB_SECRET = 'gh-secret';
  delete process.env.AUTH_GOOGLE_ID;
  resetEnvCache();
  callbacks = authConfig().callbacks!;
});

const oauth = (provider: string): Account => ({ provider, type: 'oauth', providerAccountId: '1' }) as Account;
const credentials: Account = { provider: 'credentials', type: 'credentials', providerAccountId: 'x' } as Account;

const jwt = (params: { user?: User; account?: Account | null; profile?: Profile; token?: JWT }) =>
  callbacks.jwt!({ token: params.token ?? {}, user: params.user ?? ({} as User), account: params.account ?? null, profile: params.profile }) as Promise<JWT>;

describe('auth config', () => {
  it('offers OAuth providers only when both their variables are set', () => {
    expect(oauthProviders()).toEqual([{ id: 'github', name: 'GitHub' }]);
    expect(authConfig().providers.map((p) => (typeof p === 'function' ? p().id : p.id))).toEqual(['credentials', 'github']);
  });

  it('refuses a provider profile without an e-mail, and a Google address it has not verified', async () => {
    const signIn = callbacks.signIn!;
    expect(await signIn({ user: {}, account: credentials })).toBe(true);
    expect(await signIn({ user: {}, account: oauth('github'), profile: { email: 'a@example.com' } })).toBe(true);
    expect(await signIn({ user: {}, account: oauth('github'), profile: {} })).toBe(false);
    expect(await signIn({ user: {}, account: oauth('google'), profile: { email: 'a@example.com', email_verified: false } })).toBe(false);
    expect(await signIn({ user: {}, account: oauth('google'), profile: { email: 'a@example.com', email_verified: true } })).toBe(true);
  });

  it('puts the user and account in the token at sign-in, and only those', async () => {
    const token = await jwt({
      token: { name: 'x', picture: 'y' },
      user: { id: 'user_1', email: 'a@example.com', accountId: 'acct_1' } as User,
      account: credentials,
    });
    expect(token).toEqual({ sub: 'user_1', email: 'a@example.com', userId: 'user_1', accountId: 'acct_1' });
    // Later requests carry the token through unchanged.
    expect(await jwt({ token })).toBe(token);
  });

  it('an OAuth sign-in resolves the e-mail to the existing owner', async () => {
    const { userId, accountId } = await createAccount(db(), { email: 'gh-owner@example.com', plan: 'max' });
    const token = await jwt({ account: oauth('github'), profile: { email: 'GH-Owner@example.com' }, user: { id: 'github-42' } });
    expect(token).toMatchObject({ userId, accountId, sub: userId });
  });

  it('the session names the user and the account', async () => {
    const session = (await callbacks.session!({
      session: { expires: '2030-01-01T00:00:00.000Z', user: { name: 'n' } } as Session,
      token: { userId: 'user_1', accountId: 'acct_1', email: 'a@example.com' },
    } as unknown as Parameters<NonNullable<Callbacks['session']>>[0])) as Session & { accountId?: string };
    expect(session.user).toEqual({ id: 'user_1', email: 'a@example.com' });
    expect(session.accountId).toBe('acct_1');
  });
});
