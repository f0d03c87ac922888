import type { Db } from '~/server/db/client';

/** Housekeeping of shared limiter and idempotency state; safe to run from any worker at any time. */
export async function pruneExpiredRecords(db: Db): Promise<void> {
  await db.$client`DELETE FROM rate_limit_counters WHERE window_start < now() - interval '10 minutes'`;
  await db.$client`DELETE FROM auth_failures WHERE at < now() - interval '1 hour'`;
  await db.$client`DELETE FROM auth_blocks WHERE until < now()`;
  await db.$client`DELETE FROM idempotency_records WHERE expires_at < now()`;
  await db.$client`DELETE FROM download_leases WHERE expires_at < now()`;
  await db.$client`DELETE FROM worker_heartbeats WHERE seen_at < now() - interval '1 day'`;
}
