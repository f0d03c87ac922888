import { and, eq, gt, sql } from 'drizzle-orm';
import { env } from '~/env';
import type { Db } from '~/server/db/client';
import { authBlocks } from '~/server/db/schema';
import { recordAuthFailure } from '~/server/domain/access/authenticate-request';
import { networkOf } from '~/server/rest/client-address';

/**
 * Password guessing is slowed the way failed API-key checks are: AUTH_FAILURES_BEFORE_BLOCK failures
 * from one network (an IPv4 address, an IPv6 /64) within AUTH_FAILURE_WINDOW_SECONDS block sign-ins from
 * it for AUTH_BLOCK_SECONDS. Counted apart from key checks (a `signin:` prefix), so neither blocks the other.
 */
const bucket = (address: string) => `signin:${networkOf(address)}`;

/** When sign-ins from this address are blocked, until when; else null. */
export async function signInBlockedUntil(db: Db, address: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: authBlocks.until })
    .from(authBlocks)
    .where(and(eq(authBlocks.network, bucket(address)), gt(authBlocks.until, sql`now()`)));
  return row?.until ?? null;
}

/** Counts a failed sign-in; returns the end of the block it started, if it started one. */
export function recordSignInFailure(db: Db, address: string): Promise<Date | null> {
  const e = env();
  return recordAuthFailure(db.$client, bucket(address), {
    limit: e.AUTH_FAILURES_BEFORE_BLOCK,
    windowSeconds: e.AUTH_FAILURE_WINDOW_SECONDS,
    blockSeconds: e.AUTH_BLOCK_SECONDS,
  });
}
