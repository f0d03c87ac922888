import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/server/db/client';
import { API_SCOPES, users } from '~/server/db/schema';
import { createAccount } from '~/server/domain/accounts/create-account';
import { createPortalContext } from './portal-context';
import { appRouter } from './root';
import { createCallerFactory } from './trpc';

const createCaller = createCallerFactory(appRouter);

describe('createPortalContext', () => {
  it('resolves the signed-in user to its account, with every scope and no key', async () => {
    const { accountId, userId } = await createAccount(db(), { email: 'portal@example.com', plan: 'max', developer: 'approved' });
    const ctx = await createPortalContext({ db: db(), userId, headers: new Headers({ 'Idempotency-Key': 'abc' }) });
    expect(ctx.transport).toBe('portal');
    expect(ctx.requestId).toMatch(/^req_/);
    expect(ctx.principal).toEqual({
      accountId,
      keyId: null,
      scopes: API_SCOPES,
      standing: { developerStatus: 'approved', suspended: false, planId: 'max', entitled: true },
    });
    expect(ctx.header('idempotency-key')).toBe('abc');
    expect(ctx.service.mode).toBe('normal');
    expect(ctx.draining()).toBe(false);
  });

  it('serves usage.get, the procedure behind GET /api/v1/usage, with key null', async () => {
    const { userId } = await createAccount(db(), { email: 'usage@example.com', plan: 'max', tokens: 321 });
    const usage = await createCaller(await createPortalContext({ db: db(), userId, headers: new Headers() })).usage.get();
    expect(usage).toMatchObject({ plan: 'max', entitled: true, tokens: { balance: 321 }, key: null });
  });

  it('has no principal when signed out, or for a user deleted since, and procedures refuse', async () => {
    const signedOut = await createPortalContext({ db: db(), userId: null, headers: new Headers() });
    expect(signedOut.principal).toBeNull();
    await expect(createCaller(signedOut).usage.get()).rejects.toMatchObject({ cause: { code: 'missing_api_key' } });

    const { userId } = await createAccount(db(), { email: 'gone@example.com' });
    await db().delete(users).where(eq(users.id, userId));
    expect((await createPortalContext({ db: db(), userId, headers: new Headers() })).principal).toBeNull();
  });
});
