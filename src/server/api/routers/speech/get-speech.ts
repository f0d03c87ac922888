import { db } from '~/server/db/client';
import { getSpeechJob } from '~/server/domain/speech/get-speech-job';
import { apiProcedure } from '../../trpc';
import { ZSpeechIdInputSchema, ZSpeechJobSchema } from './speech.types';

export const getSpeechProcedure = apiProcedure
  .meta({
    scope: 'speech:read',
    openapi: {
      method: 'GET',
      path: '/speech/{id}',
      summary: 'Get a speech job',
      description: "A job of another account returns 404 not_found, like one that does not exist.",
      tags: ['Speech'],
    },
    docs: { errors: ['not_found'] },
  })
  .input(ZSpeechIdInputSchema)
  .output(ZSpeechJobSchema)
  .query(({ ctx, input }) => getSpeechJob(db(), ctx.principal.accountId, input.id));
