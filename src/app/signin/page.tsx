import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { currentUser, oauthProviders } from '~/server/auth';
import { Logo } from '~/app/_components/logo';
import { signInWithProvider } from './actions';
import { safeNextPath } from './next-path';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in — Zaga' };

/** Errors next-auth reports by redirecting here with ?error= (OAuth sign-ins). */
const AUTH_ERRORS: Record<string, string> = {
  AccessDenied: 'That account could not be used to sign in. The provider must share a verified e-mail address.',
  OAuthAccountNotLinked: 'That e-mail address is already used by another sign-in method.',
  Configuration: 'Sign-in is not available right now. Please try again later.',
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(params.next);
  if (await currentUser()) redirect(next);
  const errorKey = typeof params.error === 'string' ? params.error : undefined;
  const providerError = errorKey ? (AUTH_ERRORS[errorKey] ?? 'Signing in failed. Please try again.') : null;
  const providers = oauthProviders();

  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-6 py-12">
      <div className="w-full max-w-sm">
        <Logo size="lg" />
        <div className="rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
          <h1 className="text-xl font-semibold tracking-tight">Sign in to the developer portal</h1>
          <p className="mt-1 text-sm text-stone-500">Usage, plan and API keys for your account.</p>
          {providerError && (
            <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {providerError}
            </p>
          )}
          <div className="mt-6">
            <SignInForm next={next} />
          </div>
          {providers.length > 0 && (
            <>
              <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-stone-400">
                <span className="h-px flex-1 bg-stone-200" /> or <span className="h-px flex-1 bg-stone-200" />
              </div>
              <div className="space-y-2">
                {providers.map((p) => (
                  <form key={p.id} action={signInWithProvider}>
                    <input type="hidden" name="provider" value={p.id} />
                    <input type="hidden" name="next" value={next} />
                    <button
                      type="submit"
                      className="w-full rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-medium text-stone-800 shadow-sm transition hover:bg-stone-50"
                    >
                      Continue with {p.name}
                    </button>
                  </form>
                ))}
              </div>
            </>
          )}
        </div>
        <p className="mt-6 text-center text-sm text-stone-500">
          <Link href="/portal" className="font-medium text-teal-700 hover:text-teal-800">
            Developer portal
          </Link>
          <span className="mx-2 text-stone-300">·</span>
          <Link href="/docs/errors" className="hover:text-stone-700">
            API errors
          </Link>
        </p>
      </div>
    </main>
  );
}
