import { and, eq } from 'drizzle-orm';
import type { TSpeechJob } from '~/server/api/routers/speech/speech.types';
import type { Tx } from '~/server/db/client';
import { speechJobs } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { serializeSpeechJob, speechJobSelection, type SpeechJobRow } from './serialize-speech-job';

const ID = /^[0-9a-f]{32}$/;

/** The caller's job, or 404 not_found: another account's job reads exactly like one that does not exist. */
export async function loadOwnSpeechJob(tx: Tx, accountId: string, id: string): Promise<{ job: SpeechJobRow; charged: number; refunded: number }> {
  const notFound = () => new AppError('not_found', { message: `No speech job ${id}.` });
  if (!ID.test(id)) throw notFound();
  const [row] = await tx.select(speechJobSelection).from(speechJobs).where(and(eq(speechJobs.id, id), eq(speechJobs.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export async function getSpeechJob(tx: Tx, accountId: string, id: string): Promise<TSpeechJob> {
  const { job, charged, refunded } = await loadOwnSpeechJob(tx, accountId, id);
  return serializeSpeechJob(job, charged, refunded);
}
