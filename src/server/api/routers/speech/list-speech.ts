import { db } from '~/server/db/client';
import { findSpeechJobs } from '~/server/domain/speech/find-speech-jobs';
import { apiProcedure } from '../../trpc';
import { ZSpeechListInputSchema, ZSpeechListSchema } from './speech.types';

export const listSpeechProcedure = apiProcedure
  .meta({
    scope: 'speech:read',
    openapi: {
      method: 'GET',
      path: '/speech',
      summary: 'List speech jobs',
      description: "Jobs created by any of the account's keys, newest first. Page until `has_more` is false.",
      tags: ['Speech'],
    },
    docs: { errors: ['validation_error', 'invalid_cursor'] },
  })
  .input(ZSpeechListInputSchema)
  .output(ZSpeechListSchema)
  .query(({ ctx, input }) => findSpeechJobs(db(), ctx.principal.accountId, input));
