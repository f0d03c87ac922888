import { z } from 'zod';
import { db } from '~/server/db/client';
import { signedPreviewUrl } from '~/server/domain/voices/voice-preview';
import { resolveUsableVoice } from '~/server/domain/voices/voices';
import { apiProcedure } from '../../trpc';
import { ZVoicePreviewSchema } from './voices.types';

export const previewVoiceProcedure = apiProcedure
  .meta({
    scope: 'voices:read',
    openapi: {
      method: 'GET',
      path: '/voices/{id}/preview',
      summary: 'Voice sample URL',
      description: 'A short Burmese sample by this voice, at a signed URL that needs no API key and expires after `expires_in` seconds.',
      tags: ['Voices'],
    },
    docs: { errors: ['voice_not_found'] },
  })
  .input(z.object({ id: z.string().min(1).max(128) }))
  .output(ZVoicePreviewSchema)
  .query(async ({ ctx, input }) => {
    const { voice } = await resolveUsableVoice(db(), ctx.principal.accountId, input.id, 'id');
    return { id: voice.id, name: voice.name, ...(await signedPreviewUrl(db(), voice.id)) };
  });
