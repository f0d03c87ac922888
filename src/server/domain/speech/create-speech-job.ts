import { and, count, eq, sql } from 'drizzle-orm';
import { isSpeakable, isTooLong, MAX_EXPANDED_CHARS, planSpeech, prepareText } from '~/engine/frontend/index';
import type { SpeechPlan } from '~/engine/types';
import type { TCreateSpeechInput, TCreateSpeechResponse, TDryRunQuote } from '~/server/api/routers/speech/speech.types';
import type { Db } from '~/server/db/client';
import { accounts, apiKeys, speechJobs } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { newResourceId } from '~/server/lib/ids';
import { assertAffordable, charge, spendableOf } from '../billing/charges';
import { findReplay, requestHash, saveResponse } from '../idempotency/idempotency';
import { resolveUsableVoice } from '../voices/voices';
import { assertCapacity, JOB_DEADLINE_MS } from './capacity';
import { serializeSpeechJob } from './serialize-speech-job';

export interface CreateSpeechCaller {
  accountId: string;
  keyId: string | null;
  idempotencyKey?: string;
}

export type CreateSpeechOutcome =
  | { kind: 'quote'; quote: TDryRunQuote }
  | { kind: 'created'; status: number; body: TCreateSpeechResponse; replayed: boolean };

/** The text checks every create shares (speech jobs and delivery chapters): 422s name `param`. */
export function planSpeakableText(text: string, numberMode: TCreateSpeechInput['number_mode'], param: string): SpeechPlan {
  if (!isSpeakable(prepareText(text))) {
    throw new AppError('unspeakable_text', { param, message: 'The text has nothing to speak (only emoji, punctuation or whitespace).' });
  }
  const plan = planSpeech(text, { numberMode });
  if (plan.pieces.length === 0) throw new AppError('unspeakable_text', { param });
  if (isTooLong(plan)) {
    throw new AppError('text_too_long', {
      param,
      message: `Written out, the text is ${plan.expandedLength} characters; the limit is ${MAX_EXPANDED_CHARS}. Shorten it or change number_mode.`,
    });
  }
  return plan;
}

/**
 * POST /speech. A live idempotent record answers at once; then input checks (422 text, 404 voice), then, under the account's row lock so racing
 * creates are serialised: idempotent replay, the concurrency limit, capacity, the charge (balance and key
 * budget), the job row and its graphile-worker job, all in one transaction. Nothing is charged unless
 * the job exists.
 */
export async function createSpeechJob(db: Db, caller: CreateSpeechCaller, input: TCreateSpeechInput): Promise<CreateSpeechOutcome> {
  const hash = requestHash({ ...input, dry_run: undefined });
  if (caller.idempotencyKey && !input.dry_run) {
    // A retry is answered from its record before the input is checked again: the voice may have been
    // removed since, and the retry must still get what the first request created (or its 409).
    const replay = await findReplay(db, caller.accountId, 'speech', caller.idempotencyKey, hash);
    if (replay) return { kind: 'created', status: replay.status, body: replay.body as TCreateSpeechResponse, replayed: true };
  }
  const plan = planSpeakableText(input.text, input.number_mode, 'text');
  const characters = plan.characters;
  const { voice } = await resolveUsableVoice(db, caller.accountId, input.voice_id);

  if (input.dry_run) {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, caller.accountId));
    const spendable = spendableOf(account!, new Date());
    return { kind: 'quote', quote: { object: 'speech.quote', characters, dispatches: plan.pieces.length, spendable, sufficient: spendable >= characters } };
  }

  return db.transaction(async (tx) => {
    const now = new Date();
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, caller.accountId)).for('update');
    if (!account) throw new AppError('not_found');

    if (caller.idempotencyKey) {
      const replay = await findReplay(tx, caller.accountId, 'speech', caller.idempotencyKey, hash);
      if (replay) return { kind: 'created', status: replay.status, body: replay.body as TCreateSpeechResponse, replayed: true };
    }

    const [active] = await tx
      .select({ n: count() })
      .from(speechJobs)
      .where(and(eq(speechJobs.accountId, caller.accountId), eq(speechJobs.status, 'processing')));
    const activeJobs = active?.n ?? 0;
    if (activeJobs >= account.maxConcurrentJobs) {
      throw new AppError('concurrency_limit', {
        retryAfter: 5,
        message: `The account already has ${activeJobs} jobs processing (at most ${account.maxConcurrentJobs}).`,
        details: { active_jobs: activeJobs, max_concurrent_jobs: account.maxConcurrentJobs },
      });
    }

    const [key] = caller.keyId ? await tx.select().from(apiKeys).where(eq(apiKeys.id, caller.keyId)) : [];
    const id = newResourceId();
    await assertCapacity(tx, characters);
    assertAffordable(account, key ?? null, characters, now);

    const [job] = await tx
      .insert(speechJobs)
      .values({
        id,
        accountId: caller.accountId,
        keyId: caller.keyId,
        text: input.text,
        characters,
        dispatches: plan.pieces.length,
        voiceId: voice.id,
        outputFormat: input.output_format,
        numberMode: input.number_mode,
        metadata: input.metadata,
        createdAt: now,
        deadlineAt: new Date(now.getTime() + JOB_DEADLINE_MS),
      })
      .returning();
    const { spendableAfter } = await charge(tx, account, key ?? null, { jobId: id }, characters, now);
    await tx.execute(sql`SELECT graphile_worker.add_job('speech:synthesize', json_build_object('jobId', ${id}::text), job_key := ${`speech:${id}`}, max_attempts := 5)`);

    const body: TCreateSpeechResponse = { ...serializeSpeechJob(job!, characters, 0), balance: { spendable_chars: spendableAfter } };
    if (caller.idempotencyKey) {
      await saveResponse(tx, { accountId: caller.accountId, scope: 'speech', key: caller.idempotencyKey, hash, resourceId: id, response: { status: 202, body }, now });
    }
    return { kind: 'created', status: 202, body, replayed: false };
  });
}
