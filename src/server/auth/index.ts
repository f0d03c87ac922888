import NextAuth from 'next-auth';
import { authConfig } from './config';
import type { SessionUser } from './users';

export type { SessionUser } from './users';
export { oauthProviders } from './config';

/** The one next-auth instance: route handlers, `auth()` for server code, sign-in and sign-out actions. */
export const { handlers, auth, signIn, signOut } = NextAuth(() => authConfig());

/** The signed-in user and account from the session cookie, or null. Server components and route handlers. */
export async function currentUser(): Promise<SessionUser | null> {
  const session = (await auth()) as (Record<string, unknown> & { user?: { id?: unknown; email?: unknown } }) | null;
  const userId = session?.user?.id;
  const accountId = session?.accountId;
  const email = session?.user?.email;
  if (typeof userId !== 'string' || typeof accountId !== 'string') return null;
  return { userId, accountId, email: typeof email === 'string' ? email : '' };
}
