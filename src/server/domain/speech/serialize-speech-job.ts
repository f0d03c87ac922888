import { sql } from 'drizzle-orm';
import { speechJobs } from '~/server/db/schema';
import type { TSpeechJob } from '~/server/api/routers/speech/speech.types';

/** The job columns plus its charge and refund from the ledger (the one source of both numbers). */
const jobIdColumn = sql.raw('"speech_jobs"."id"');

export const speechJobSelection = {
  job: speechJobs,
  charged: sql<number>`coalesce((SELECT -(l.monthly_delta + l.tokens_delta) FROM ledger_entries l WHERE l.job_id = ${jobIdColumn} AND l.kind = 'charge'), 0)::int`,
  refunded: sql<number>`coalesce((SELECT l.monthly_delta + l.tokens_delta FROM ledger_entries l WHERE l.job_id = ${jobIdColumn} AND l.kind = 'refund'), 0)::int`,
};

export type SpeechJobRow = typeof speechJobs.$inferSelect;

export const audioPath = (id: string) => `/api/v1/speech/${id}/audio`;

/** A job row as the API shows it; the input text is never part of it. */
export function serializeSpeechJob(job: SpeechJobRow, charged: number, refunded: number): TSpeechJob {
  // Past expires_at the audio is gone for the client even before the retention task has deleted it.
  const hasAudio = job.status === 'succeeded' && job.purgedAt === null && job.expiresAt !== null && job.expiresAt.getTime() > Date.now();
  return {
    object: 'speech',
    id: job.id,
    status: job.status,
    created_at: job.createdAt.toISOString(),
    completed_at: job.completedAt?.toISOString() ?? null,
    progress: job.status === 'processing' ? Math.min(0.99, job.processedChars / job.characters) : job.status === 'succeeded' ? 1 : null,
    input: { characters: job.characters, voice_id: job.voiceId, output_format: job.outputFormat, number_mode: job.numberMode },
    usage: { characters_charged: charged, characters_refunded: refunded },
    audio: hasAudio
      ? { format: job.outputFormat, duration_seconds: job.durationSeconds ?? 0, url: audioPath(job.id), expires_at: job.expiresAt!.toISOString() }
      : null,
    error:
      job.status === 'failed' && job.errorCode
        ? { code: job.errorCode as NonNullable<TSpeechJob['error']>['code'], message: job.errorMessage ?? '', retryable: job.errorRetryable ?? false }
        : null,
    metadata: job.metadata,
  };
}
