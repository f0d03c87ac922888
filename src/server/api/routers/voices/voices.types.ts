import { z } from 'zod';

export const ZVoiceSchema = z
  .object({
    id: z.string().describe('Passed as voice_id.'),
    name: z.string(),
    category: z.string(),
    source: z.enum(['zaga', 'user']).describe("`zaga` for the service's own voices; `user` for the account's library."),
    is_default: z.boolean(),
  })
  .meta({ id: 'Voice' });

export const ZVoiceListSchema = z
  .object({ data: z.array(ZVoiceSchema), default_voice_id: z.string().nullable() })
  .meta({ id: 'VoiceList' });

export const ZVoicePreviewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    url: z.string().describe('A signed URL of the voice sample; no API key is needed; it expires.'),
    expires_in: z.number().int().positive(),
  })
  .meta({ id: 'VoicePreview' });
