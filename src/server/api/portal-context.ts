import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { API_SCOPES, accounts, plans, users } from '~/server/db/schema';
import { getServiceState } from '~/server/domain/service/service-mode';
import { newRequestId } from '~/server/lib/ids';
import type { Context, Principal } from './context';

/**
 * The tRPC context of the signed-in portal (/api/trpc and server-side callers): the same procedures the
 * REST facade serves, called by the account's owner. The owner holds every scope; there is no calling
 * key. Without a session (or for a user since deleted) the principal is null and procedures refuse.
 */
export async function createPortalContext(opts: {
  db: Db;
  /** The session's user, from next-auth; null when signed out. */
  userId: string | null;
  headers: Headers;
  draining?: () => boolean;
}): Promise<Context> {
  const [principal, service] = await Promise.all([
    opts.userId ? findPortalPrincipal(opts.db, opts.userId) : Promise.resolve(null),
    getServiceState(opts.db),
  ]);
  return {
    principal,
    transport: 'portal',
    requestId: newRequestId(),
    service,
    header: (name) => opts.headers.get(name) ?? undefined,
    response: { headers: {} },
    draining: opts.draining ?? (() => false),
  };
}

/** The account a portal user owns, with its standing read fresh (never trusted from the cookie). */
export async function findPortalPrincipal(db: Db, userId: string): Promise<Principal | null> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      developerStatus: accounts.developerStatus,
      suspended: accounts.suspended,
      planId: accounts.planId,
      entitled: plans.entitled,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .innerJoin(plans, eq(plans.id, accounts.planId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    accountId: row.accountId,
    keyId: null,
    scopes: API_SCOPES,
    standing: { developerStatus: row.developerStatus, suspended: row.suspended, planId: row.planId, entitled: row.entitled },
  };
}
