import { Logo } from '~/app/_components/logo';
import type { ReactNode } from 'react';
import { currentUser } from '~/server/auth';
import { SessionScope } from '~/trpc/react';
import { signOutAction } from './actions';
import { NavLink } from './nav-link';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  // Each page redirects a signed-out visitor itself, to /signin?next=<that page>.
  if (!user) return children;
  return (
    <SessionScope userId={user.userId}>
      <div className="min-h-screen">
        <header className="border-b border-stone-200 bg-white">
          <div className="mx-auto flex h-16 max-w-5xl items-center gap-6 px-6">
            <Logo />
            <nav className="flex items-center gap-1">
              <NavLink href="/portal">Usage</NavLink>
              <NavLink href="/portal/billing">Billing</NavLink>
            </nav>
            <div className="ml-auto flex items-center gap-4">
              <span className="hidden text-sm text-stone-500 sm:inline" data-testid="signed-in-email">
                {user.email}
              </span>
              <form action={signOutAction}>
                <button
                  type="submit"
                  className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 transition hover:bg-stone-50"
                >
                  Sign out
                </button>
              </form>
            </div>
          </div>
        </header>
        <main className="mx-auto max-w-5xl px-6 py-10">{children}</main>
      </div>
    </SessionScope>
  );
}
