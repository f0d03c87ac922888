import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, real, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { apiKeys } from './api-keys';
import { createdAt, ts } from './columns';

export const speechStatus = pgEnum('speech_status', ['processing', 'succeeded', 'failed', 'cancelled']);
export const numberMode = pgEnum('number_mode', ['smart', 'place', 'digits', 'english', 'english_digits']);
export const audioFormat = pgEnum('audio_format', ['mp3', 'wav']);
export const jobErrorCode = pgEnum('job_error_code', [
  'input_rejected',
  'capacity_unavailable',
  'generation_failed',
  'interrupted',
  'voice_unavailable',
  'expired',
]);

export const speechJobs = pgTable(
  'speech_jobs',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyId: text('key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    status: speechStatus('status').notNull().default('processing'),
    /** The input text; deleted with the audio after retention. Never returned by any endpoint. */
    text: text('text'),
    characters: integer('characters').notNull(),
    dispatches: integer('dispatches').notNull(),
    voiceId: text('voice_id').notNull(),
    outputFormat: audioFormat('output_format').notNull(),
    numberMode: numberMode('number_mode').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** Billed characters already synthesized; drives `progress` and the share kept on cancel. */
    processedChars: integer('processed_chars').notNull().default(0),
    errorCode: jobErrorCode('error_code'),
    errorMessage: text('error_message'),
    errorRetryable: boolean('error_retryable'),
    /** Storage keys of the audio in each format made so far. */
    wavKey: text('wav_key'),
    mp3Key: text('mp3_key'),
    mp3Bytes: integer('mp3_bytes'),
    wavBytes: integer('wav_bytes'),
    durationSeconds: real('duration_seconds'),
    createdAt: createdAt(),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    /** 45 minutes after acceptance: still processing then, the job fails as capacity_unavailable. */
    deadlineAt: ts('deadline_at').notNull(),
    /** When the audio and text are deleted (30 days after completion). */
    expiresAt: ts('expires_at'),
    purgedAt: ts('purged_at'),
  },
  (t) => [
    index('speech_jobs_account_list_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('speech_jobs_active_idx').on(t.accountId).where(sql`${t.status} = 'processing'`),
    index('speech_jobs_expiry_idx').on(t.expiresAt).where(sql`${t.purgedAt} IS NULL AND ${t.expiresAt} IS NOT NULL`),
    check('speech_jobs_characters_pos', sql`${t.characters} > 0`),
    check('speech_jobs_processed_range', sql`${t.processedChars} BETWEEN 0 AND ${t.characters}`),
  ],
);
