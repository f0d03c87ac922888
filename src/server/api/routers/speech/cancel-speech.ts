import { db } from '~/server/db/client';
import { cancelSpeechJob } from '~/server/domain/speech/cancel-speech-job';
import { apiProcedure } from '../../trpc';
import { ZCancelSpeechInputSchema, ZSpeechJobSchema } from './speech.types';

export const cancelSpeechProcedure = apiProcedure
  .meta({
    scope: 'speech:write',
    openapi: {
      method: 'POST',
      path: '/speech/{id}/cancel',
      summary: 'Cancel a speech job',
      description: 'No request body. The share already generated stays charged; the rest is refunded. Works after the plan has ended.',
      tags: ['Speech'],
    },
    docs: { errors: ['not_found', 'job_finished', 'payload_too_large', 'unsupported_media_type', 'validation_error'] },
  })
  .input(ZCancelSpeechInputSchema)
  .output(ZSpeechJobSchema)
  .mutation(({ ctx, input }) => cancelSpeechJob(db(), ctx.principal.accountId, input.id));
