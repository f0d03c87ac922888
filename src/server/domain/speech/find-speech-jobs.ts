import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { TSpeechJob } from '~/server/api/routers/speech/speech.types';
import type { Db } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { sharedSecret } from '~/server/lib/shared-secret';
import { serializeSpeechJob, speechJobSelection } from './serialize-speech-job';

type Status = TSpeechJob['status'];

/**
 * Keyset pagination, newest first by (created_at, id): jobs created between pages never shift a page,
 * so there are no duplicates or gaps. The cursor is the last row's position, signed with a shared secret
 * and bound to the account and the status filter: a client can neither forge one nor use another
 * account's (400 invalid_cursor).
 */
async function signCursor(db: Db, payload: string): Promise<string> {
  const mac = createHmac('sha256', await sharedSecret(db, 'list-cursor')).update(payload).digest('base64url').slice(0, 22);
  return `${Buffer.from(payload).toString('base64url')}.${mac}`;
}

async function readCursor(db: Db, cursor: string, accountId: string, status: Status | undefined): Promise<{ createdAt: Date; id: string }> {
  const invalid = () => new AppError('invalid_cursor', { param: 'cursor', message: 'The cursor is not one this list gave out for these filters.' });
  const [body, mac] = cursor.split('.');
  if (!body || !mac) throw invalid();
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const expected = Buffer.from((await signCursor(db, payload)).split('.')[1]!);
  if (expected.length !== mac.length || !timingSafeEqual(expected, Buffer.from(mac))) throw invalid();
  const [acct, filter, micros, id] = payload.split('|');
  if (acct !== accountId || filter !== (status ?? '') || !micros || !id || !/^\d+$/.test(micros)) throw invalid();
  return { createdAt: new Date(Number(micros)), id };
}

export async function findSpeechJobs(db: Db, accountId: string, query: { status?: Status; limit?: number; cursor?: string }) {
  const limit = query.limit ?? 20;
  const conditions: SQL[] = [eq(speechJobs.accountId, accountId)];
  if (query.status) conditions.push(eq(speechJobs.status, query.status));
  if (query.cursor) {
    const after = await readCursor(db, query.cursor, accountId, query.status);
    conditions.push(or(lt(speechJobs.createdAt, after.createdAt), and(eq(speechJobs.createdAt, after.createdAt), lt(speechJobs.id, after.id)))!);
  }
  const rows = await db
    .select(speechJobSelection)
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
    next_cursor: hasMore && last ? await signCursor(db, `${accountId}|${query.status ?? ''}|${last.job.createdAt.getTime()}|${last.job.id}`) : null,
  };
}
