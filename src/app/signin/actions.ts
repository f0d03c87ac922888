'use server';

import { AuthError, CredentialsSignin } from 'next-auth';
import { oauthProviders, signIn } from '~/server/auth';
import { safeNextPath } from './next-path';

export interface SignInState {
  error: string | null;
  email: string;
}

/** The e-mail and password form. On success next-auth redirects (a thrown NEXT_REDIRECT, not caught here). */
export async function signInWithPassword(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return { error: 'Enter your e-mail address and password.', email };
  try {
    await signIn('credentials', { email, password, redirectTo: safeNextPath(form.get('next')) });
    return { error: null, email };
  } catch (error) {
    if (error instanceof AuthError) return { error: signInErrorMessage(error), email };
    throw error;
  }
}

export async function signInWithProvider(form: FormData): Promise<void> {
  const provider = String(form.get('provider') ?? '');
  if (!oauthProviders().some((p) => p.id === provider)) throw new Error('unknown sign-in provider');
  await signIn(provider, { redirectTo: safeNextPath(form.get('next')) });
}

function signInErrorMessage(error: AuthError): string {
  if (error instanceof CredentialsSignin && error.code === 'too_many_attempts') {
    return 'Too many failed sign-ins from your network. Please wait a few minutes and try again.';
  }
  if (error.type === 'CredentialsSignin') return 'That e-mail address and password do not match an account.';
  return 'Signing in failed. Please try again.';
}
