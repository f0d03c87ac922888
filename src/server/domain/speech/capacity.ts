import { sql } from 'drizzle-orm';
import { env } from '~/env';
import type { Tx } from '~/server/db/client';
import { AppError } from '~/server/errors';

export const JOB_DEADLINE_MS = 45 * 60 * 1000;

/**
 * Refuses new work (503 capacity_unavailable, nothing charged) when the characters still to synthesize
 * across every processing job, plus this one, cannot be done before the 45-minute deadline at the
 * service's configured synthesis rate.
 */
export async function assertCapacity(tx: Tx, characters: number): Promise<void> {
  const [row] = await tx.execute<{ backlog: number }>(sql`
    SELECT coalesce(sum(characters - processed_chars), 0)::int AS backlog FROM speech_jobs WHERE status = 'processing'`);
  const backlog = Number(row?.backlog ?? 0) + characters;
  const seconds = backlog / env().ENGINE_CHARS_PER_SECOND;
  if (seconds * 1000 > JOB_DEADLINE_MS * 0.9) {
    throw new AppError('capacity_unavailable', { retryAfter: 60, message: 'The speech service is at capacity; nothing was charged.' });
  }
}
