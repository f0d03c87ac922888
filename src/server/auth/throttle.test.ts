import { CredentialsSignin } from 'next-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '~/env';
import { db } from '~/server/db/client';
import { createAccount } from '~/server/domain/accounts/create-account';
import { authConfig, TooManySignInAttempts } from './config';
import { recordSignInFailure, signInBlockedUntil } from './throttle';

type Authorize = (credentials: Record<string, unknown>, request: Request) => Promise<unknown>;
let authorize: Authorize;

beforeAll(() => {
  process.env.AUTH_SECRET = 'b'.repeat(48);
  process.env.AUTH_FAILURES_BEFORE_BLOCK = '3';
  resetEnvCache();
  const provider = authConfig().providers[0] as unknown as { id: string; options: { authorize: Authorize } };
  expect(provider.id).toBe('credentials');
  authorize = provider.options.authorize;
});

const from = (address: string) => new Request('http://localhost/api/auth/callback/credentials', { headers: { 'x-zaga-client-ip': address } });

describe('sign-in throttling', () => {
  it('blocks a network after the allowed number of failures, for every address in it', async () => {
    expect(await signInBlockedUntil(db(), '2001:db8:1:2::10')).toBeNull();
    expect(await recordSignInFailure(db(), '2001:db8:1:2::10')).toBeNull();
    expect(await recordSignInFailure(db(), '2001:db8:1:2::11')).toBeNull();
    const until = await recordSignInFailure(db(), '2001:db8:1:2::12');
    expect(until!.getTime()).toBeGreaterThan(Date.now());
    expect(await signInBlockedUntil(db(), '2001:db8:1:2::ffff')).toEqual(until);
    expect(await signInBlockedUntil(db(), '2001:db8:1:3::10')).toBeNull();
  });

  it('authorize: wrong passwords count, and a blocked network is refused even with the right password', async () => {
    await createAccount(db(), { email: 'guess@example.com', password: 'correct horse' });
    const address = '198.51.100.7';
    expect(await authorize({ email: 'guess@example.com', password: 'correct horse' }, from(address))).toMatchObject({ email: 'guess@example.com' });
    for (let i = 0; i < 3; i++) {
      const failure = await authorize({ email: 'guess@example.com', password: `wrong ${i}` }, from(address)).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(CredentialsSignin);
      expect(failure).not.toBeInstanceOf(TooManySignInAttempts);
    }
    await expect(authorize({ email: 'guess@example.com', password: 'correct horse' }, from(address))).rejects.toBeInstanceOf(TooManySignInAttempts);
    // Another network is unaffected.
    expect(await authorize({ email: 'guess@example.com', password: 'correct horse' }, from('198.51.100.8'))).toMatchObject({ email: 'guess@example.com' });
  });
});
