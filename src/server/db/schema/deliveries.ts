import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, real, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { apiKeys } from './api-keys';
import { createdAt, ts } from './columns';
import { jobErrorCode, numberMode } from './speech-jobs';

export const deliveryStatus = pgEnum('delivery_status', [
  'queued',
  'processing',
  'succeeded',
  'partially_succeeded',
  'failed',
  'deleted',
]);
export const deliveryKind = pgEnum('delivery_kind', ['article', 'book', 'lesson', 'briefing', 'other']);
export const chapterStatus = pgEnum('chapter_status', ['queued', 'processing', 'succeeded', 'failed', 'cancelled']);

export interface DeliverySourceRow {
  title: string | null;
  url: string;
}

export const deliveries = pgTable(
  'deliveries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyId: text('key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    status: deliveryStatus('status').notNull().default('queued'),
    title: text('title'),
    kind: deliveryKind('kind').notNull().default('other'),
    voiceId: text('voice_id').notNull(),
    numberMode: numberMode('number_mode').notNull(),
    characters: integer('characters').notNull(),
    chapterCount: integer('chapter_count').notNull(),
    sources: jsonb('sources').$type<DeliverySourceRow[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    notified: boolean('notified').notNull().default(false),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('deliveries_account_idx').on(t.accountId, t.createdAt.desc()),
    check('deliveries_characters_pos', sql`${t.characters} > 0`),
  ],
);

export const deliveryChapters = pgTable(
  'delivery_chapters',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    title: text('title'),
    text: text('text'),
    characters: integer('characters').notNull(),
    dispatches: integer('dispatches').notNull(),
    status: chapterStatus('status').notNull().default('queued'),
    processedChars: integer('processed_chars').notNull().default(0),
    durationSeconds: real('duration_seconds'),
    errorCode: jobErrorCode('error_code'),
    errorMessage: text('error_message'),
    errorRetryable: boolean('error_retryable'),
    audioKey: text('audio_key'),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    unique('delivery_chapters_position').on(t.deliveryId, t.index),
    check('delivery_chapters_characters_pos', sql`${t.characters} > 0`),
  ],
);
