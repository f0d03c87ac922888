import { hostname } from 'node:os';
import type { Db } from '~/server/db/client';

const BEAT_MS = 10_000;
/** A worker unseen for this long is dead; its job locks are released. */
const DEAD_AFTER_S = 30;

/**
 * The dead-after window in seconds: WORKER_DEAD_AFTER_SECONDS when set (tests shorten it to a few
 * seconds), otherwise 30. Read at each call so a test can change it before starting a worker.
 */
export function deadAfterSeconds(): number {
  const raw = process.env.WORKER_DEAD_AFTER_SECONDS;
  const value = raw && /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : DEAD_AFTER_S;
  return value > 0 ? value : DEAD_AFTER_S;
}

/**
 * Records the live worker ids every 10 s (or a third of a shorter dead-after window, so a live worker
 * never looks dead) and, on each beat, releases locks left by dead workers.
 */
export function startHeartbeat(db: Db, workerIds: () => string[], log?: (msg: string) => void, deadAfterS = deadAfterSeconds()): { stop(): void } {
  const beat = async () => {
    const ids = workerIds();
    if (ids.length) {
      await db.$client`
        INSERT INTO worker_heartbeats (worker_id, seen_at) SELECT unnest(${ids}::text[]), now()
        ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()`;
    }
    await releaseDeadWorkerLocks(db, log, deadAfterS);
  };
  const timer = setInterval(() => void beat().catch((e) => log?.(`heartbeat failed: ${String(e)}`)), Math.min(BEAT_MS, (deadAfterS * 1000) / 3));
  timer.unref();
  void beat().catch(() => {});
  return { stop: () => clearInterval(timer) };
}

/**
 * A worker killed with SIGKILL keeps its job locked for 4 hours. Any lock older than the dead-after
 * window whose worker has no recent heartbeat is released, so the job runs again (tasks are idempotent).
 */
export async function releaseDeadWorkerLocks(db: Db, log?: (msg: string) => void, deadAfterS = deadAfterSeconds()): Promise<string[]> {
  const rows = await db.$client<{ locked_by: string }[]>`
    SELECT DISTINCT j.locked_by FROM graphile_worker._private_jobs j
    WHERE j.locked_by IS NOT NULL AND j.locked_at < now() - make_interval(secs => ${deadAfterS})
      AND NOT EXISTS (
        SELECT 1 FROM worker_heartbeats h
        WHERE h.worker_id = j.locked_by AND h.seen_at > now() - make_interval(secs => ${deadAfterS}))`;
  const dead = rows.map((r) => r.locked_by);
  if (dead.length) {
    await db.$client`SELECT graphile_worker.force_unlock_workers(${dead}::text[])`;
    await db.$client`DELETE FROM worker_heartbeats WHERE worker_id = ANY(${dead}::text[])`;
    log?.(`released locks of dead workers: ${dead.join(', ')} on ${hostname()}`);
  }
  return dead;
}
