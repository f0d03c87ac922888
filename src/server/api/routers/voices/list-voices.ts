import { z } from 'zod';
import { db } from '~/server/db/client';
import { listVoices } from '~/server/domain/voices/voices';
import { apiProcedure } from '../../trpc';
import { ZVoiceListSchema } from './voices.types';

export const listVoicesProcedure = apiProcedure
  .meta({
    scope: 'voices:read',
    openapi: { method: 'GET', path: '/voices', summary: 'List voices', description: "Official voices first, then the account's own.", tags: ['Voices'] },
  })
  .input(z.void())
  .output(ZVoiceListSchema)
  .query(({ ctx }) => listVoices(db(), ctx.principal.accountId));
