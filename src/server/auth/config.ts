import type { NextAuthConfig } from 'next-auth';
import { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import GitHub from 'next-auth/providers/github';
import Google from 'next-auth/providers/google';
import { env } from '~/env';
import { db } from '~/server/db/client';
import { authSecret } from './secret';
import { recordSignInFailure, signInBlockedUntil } from './throttle';
import { findOrCreateOAuthUser, verifyCredentials, type SessionUser } from './users';

/** Sessions last 30 days, refreshed at most once a day while in use. */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Which sign-in methods this deployment offers: e-mail and password always, OAuth when configured. */
export function oauthProviders(): { id: 'github' | 'google'; name: string }[] {
  const e = env();
  const list: { id: 'github' | 'google'; name: string }[] = [];
  if (e.AUTH_GITHUB_ID && e.AUTH_GITHUB_SECRET) list.push({ id: 'github', name: 'GitHub' });
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) list.push({ id: 'google', name: 'Google' });
  return list;
}

/**
 * next-auth for the portal and inbox: JWT sessions (no adapter, no session table) carrying the user
 * and the account it owns. Built on first use, not at import, so `next build` needs no secret and no
 * database.
 */
export function authConfig(): NextAuthConfig {
  const e = env();
  const providers: NextAuthConfig['providers'] = [
    Credentials({
      credentials: { email: { type: 'email', label: 'E-mail' }, password: { type: 'password', label: 'Password' } },
      async authorize(credentials, request) {
        // Set by src/server/main.ts on every request it hands to Next (a client's own value is replaced).
        const address = request.headers.get('x-zaga-client-ip');
        if (address && (await signInBlockedUntil(db(), address))) throw new TooManySignInAttempts();
        const email = typeof credentials.email === 'string' ? credentials.email : '';
        const password = typeof credentials.password === 'string' ? credentials.password : '';
        const user = email.length <= 320 && password.length <= 1024 ? await verifyCredentials(db(), email, password) : null;
        if (!user) {
          if (address) await recordSignInFailure(db(), address);
          throw new CredentialsSignin();
        }
        return { id: user.userId, email: user.email, accountId: user.accountId } as SessionUserRecord;
      },
    }),
  ];
  if (e.AUTH_GITHUB_ID && e.AUTH_GITHUB_SECRET) {
    providers.push(GitHub({ clientId: e.AUTH_GITHUB_ID, clientSecret: e.AUTH_GITHUB_SECRET }));
  }
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) {
    providers.push(Google({ clientId: e.AUTH_GOOGLE_ID, clientSecret: e.AUTH_GOOGLE_SECRET }));
  }

  return {
    secret: authSecret(),
    trustHost: true,
    providers,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE, updateAge: 24 * 60 * 60 },
    pages: { signIn: '/signin', error: '/signin' },
    logger: {
      // A wrong password is an answer, not a server fault.
      error(error) {
        if (error instanceof CredentialsSignin) return;
        console.error('[auth]', error);
      },
      warn(code) {
        console.warn('[auth] warning:', code);
      },
    },
    callbacks: {
      signIn({ account, profile }) {
        if (!account || account.provider === 'credentials') return true;
        // A provider may only open an account for an address it has verified.
        if (!profile?.email) return false;
        if (account.provider === 'google' && profile.email_verified !== true) return false;
        return true;
      },
      async jwt({ token, user, account, profile }) {
        if (!account) return token; // an existing session: nothing to resolve
        let who: SessionUser;
        if (account.provider === 'credentials') {
          const u = user as Partial<SessionUserRecord>;
          if (!u.id || !u.accountId || !u.email) throw new Error('credentials sign-in without a user');
          who = { userId: u.id, accountId: u.accountId, email: u.email };
        } else {
          if (!profile?.email) throw new Error(`${account.provider} sign-in without an e-mail`);
          who = await findOrCreateOAuthUser(db(), profile.email);
        }
        // Only what the app needs travels in the cookie.
        return { sub: who.userId, email: who.email, userId: who.userId, accountId: who.accountId };
      },
      session({ session, token }) {
        const userId = typeof token.userId === 'string' ? token.userId : undefined;
        const accountId = typeof token.accountId === 'string' ? token.accountId : undefined;
        const result = {
          ...session,
          user: { id: userId, email: typeof token.email === 'string' ? token.email : undefined },
          accountId,
        };
        return result;
      },
    },
  };
}

/** Sign-ins from the caller's network are blocked for a while after too many failures. */
export class TooManySignInAttempts extends CredentialsSignin {
  override code = 'too_many_attempts';
}

/** What `authorize` hands to the jwt callback. */
interface SessionUserRecord {
  id: string;
  email: string;
  accountId: string;
}
