import { z } from 'zod';
import { db } from '~/server/db/client';
import { parseIdempotencyKey } from '~/server/domain/idempotency/idempotency';
import { createSpeechJob } from '~/server/domain/speech/create-speech-job';
import { createProcedure } from '../../trpc';
import { ZCreateSpeechInputSchema, ZCreateSpeechResponseSchema, ZDryRunQuoteSchema } from './speech.types';

export const createSpeechProcedure = createProcedure
  .meta({
    scope: 'speech:write',
    openapi: {
      method: 'POST',
      path: '/speech',
      summary: 'Create a speech job',
      description:
        'Accepts and charges the text, answers 202 at once, and synthesizes in the background. Poll after the `Retry-After` (2 s), then about every 10 s. With `dry_run` the text is validated and quoted only.',
      tags: ['Speech'],
      requestHeaders: z.object({
        'Idempotency-Key': z.string().min(1).max(255).optional().describe('1-255 printable ASCII characters. A retry with the same key and body within 24 hours replays the first response.'),
      }),
    },
    docs: {
      success: [
        { status: 202, description: 'Accepted and charged.', schemaRef: 'CreateSpeechResponse', headers: ['Location', 'Retry-After', 'Idempotent-Replayed'] },
        { status: 200, description: 'Quote (dry_run).', schemaRef: 'DryRunQuote' },
      ],
      errors: [
        'validation_error',
        'plan_required',
        'insufficient_characters',
        'voice_not_found',
        'idempotency_conflict',
        'payload_too_large',
        'unsupported_media_type',
        'unspeakable_text',
        'text_too_long',
        'concurrency_limit',
        'key_budget_exceeded',
        'api_read_only',
        'server_restarting',
        'capacity_unavailable',
      ],
    },
  })
  .input(ZCreateSpeechInputSchema)
  .output(z.union([ZCreateSpeechResponseSchema, ZDryRunQuoteSchema]))
  .mutation(async ({ ctx, input }) => {
    const idempotencyKey = input.dry_run ? undefined : parseIdempotencyKey(ctx.header('idempotency-key'));
    const outcome = await createSpeechJob(db(), { accountId: ctx.principal.accountId, keyId: ctx.principal.keyId, idempotencyKey }, input);
    if (outcome.kind === 'quote') return outcome.quote;
    ctx.response.status = outcome.status;
    ctx.response.headers.Location = `/api/v1/speech/${outcome.body.id}`;
    ctx.response.headers['Retry-After'] = '2';
    if (outcome.replayed) ctx.response.headers['Idempotent-Replayed'] = 'true';
    return outcome.body;
  });
