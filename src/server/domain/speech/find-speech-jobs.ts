import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TSpeechJob } from '~/server/api/routers/speech/speech.types';
import type { Db } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { sharedSecret } from '~/server/lib/shared-secret';
import { serializeSpeechJob, speechJobSelection } from './serialize-speech-job';

type Status = TSpeechJob['status'];

/**
 * Keyset pagination, newest first by (created_at, id) at the database's microsecond precision: jobs created between pages never shift a page,
 * so there are no duplicates or gaps. The cursor is the last row's position, signed with a shared secret
 * and bound to the account and the status filter: a client can neither forge one nor use another
 * account's (400 invalid_cursor).
 */
async function signCursor(db: Db, payload: string): Promise<string> {
  const mac = createHmac('sha256', await sharedSecret(db, 'list-cursor')).update(payload).digest('base64url').slice(0, 22);
  return `${Buffer.from(payload).toString('base64url')}.${mac}`;
}

async function readCursor(db: Db, cursor: string, accountId: string, status: Status | undefined): Promise<{ createdMicros: string; id: string }> {
  const invalid = () => new AppError('invalid_cursor', { param: 'cursor', message: 'The cursor is not one this list gave out for these filters.' });
  const parts = cursor.split('.');
  const [body, mac] = parts;
  if (parts.length !== 2 || !body || !mac) throw invalid();
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  // Only the exact text given out: base64 decoding ignores stray trailing characters.
  if (Buffer.from(payload).toString('base64url') !== body) throw invalid();
  const expected = Buffer.from((await signCursor(db, payload)).split('.')[1]!);
  const given = Buffer.from(mac);
  // Compare byte lengths: a non-ASCII mac has more bytes than characters, and timingSafeEqual throws on unequal lengths.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const [acct, filter, micros, id] = payload.split('|');
  if (acct !== accountId || filter !== (status ?? '') || !micros || !id || !/^u\d{1,18}$/.test(micros)) throw invalid();
  return { createdMicros: micros.slice(1), id };
}

/** created_at in whole microseconds since the epoch (PostgreSQL's own precision; a JS Date keeps only milliseconds). */
const createdMicros = sql<string>`(extract(epoch from ${speechJobs.createdAt}) * 1000000)::bigint::text`;

export async function findSpeechJobs(db: Db, accountId: string, query: { status?: Status; limit?: number; cursor?: string }) {
  const limit = query.limit ?? 20;
  const conditions: SQL[] = [eq(speechJobs.accountId, accountId)];
  if (query.status) conditions.push(eq(speechJobs.status, query.status));
  if (query.cursor) {
    const after = await readCursor(db, query.cursor, accountId, query.status);
    const at = sql`('epoch'::timestamptz + (${after.createdMicros}::text || ' microseconds')::interval)`;
    conditions.push(or(lt(speechJobs.createdAt, at), and(eq(speechJobs.createdAt, at), lt(speechJobs.id, after.id)))!);
  }
  const rows = await db
    .select({ ...speechJobSelection, createdMicros })
    .from(speechJobs)
    .where(and(...conditions))
    .orderBy(desc(speechJobs.createdAt), desc(speechJobs.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMore = rows.length > limit;
  return {
    object: 'list' as const,
    data: page.map((r) => serializeSpeechJob(r.job, r.charged, r.refunded)),
    has_more: hasMore,
    next_cursor: hasMore && last ? await signCursor(db, `${accountId}|${query.status ?? ''}|u${last.createdMicros}|${last.job.id}`) : null,
  };
}
