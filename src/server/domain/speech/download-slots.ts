import { randomBytes } from 'node:crypto';
import type { Db } from '~/server/db/client';
import { AppError } from '~/server/errors';

export const MAX_DOWNLOADS_PER_ACCOUNT = 4;
/** A lease outlives a crashed download by at most this long. */
const LEASE_MS = 10 * 60 * 1000;

/**
 * At most 4 downloads at once per account, counted in PostgreSQL so every instance shares the count.
 * Taking a slot locks the account's leases with an advisory transaction lock, counts live ones and
 * inserts one; the returned release deletes it.
 */
export async function acquireDownloadSlot(db: Db, accountId: string): Promise<() => Promise<void>> {
  const id = randomBytes(12).toString('hex');
  const granted = await db.$client.begin(async (sql) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${'downloads:' + accountId}))`;
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM download_leases WHERE account_id = ${accountId} AND expires_at > now()`;
    if ((row?.n ?? 0) >= MAX_DOWNLOADS_PER_ACCOUNT) return false;
    await sql`INSERT INTO download_leases (id, account_id, expires_at) VALUES (${id}, ${accountId}, now() + make_interval(secs => ${LEASE_MS / 1000}))`;
    return true;
  });
  if (!granted) throw new AppError('server_busy', { retryAfter: 2, message: `At most ${MAX_DOWNLOADS_PER_ACCOUNT} downloads at once per account.` });
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await db.$client`DELETE FROM download_leases WHERE id = ${id}`;
  };
}
