import { z } from 'zod';
import { ZAudioFormat, ZBalance, ZDateTime, ZMetadata, ZNumberMode, ZResourceId, strictBoolean } from '../shared.types';

export const ZSpeechStatus = z.enum(['processing', 'succeeded', 'failed', 'cancelled']);

export const ZCreateSpeechInputSchema = z
  .object({
    text: z
      .string()
      .min(1)
      .max(5000)
      // zod's max counts code points; the limit is in UTF-16 code units, as billed (an emoji counts 2).
      .refine((text) => text.length <= 5000, 'must be at most 5,000 UTF-16 code units (an emoji or other character outside the BMP counts 2)')
      .describe('1-5,000 characters, billed in UTF-16 code units. maxLength counts code points: a dry run returns the exact count.'),
    voice_id: z.string().min(1).max(128).nullable().optional().describe('A voice from GET /voices; default: the API default voice.'),
    output_format: ZAudioFormat.optional().default('mp3'),
    number_mode: ZNumberMode.optional().default('smart'),
    metadata: ZMetadata.optional().default({}),
    dry_run: strictBoolean().optional().default(false).describe('When true: validates and quotes; nothing is created or charged.'),
  })
  .strict();
export type TCreateSpeechInput = z.infer<typeof ZCreateSpeechInputSchema>;

export const ZSpeechJobSchema = z
  .object({
    object: z.literal('speech'),
    id: ZResourceId,
    status: ZSpeechStatus,
    created_at: ZDateTime,
    completed_at: ZDateTime.nullable(),
    progress: z.number().min(0).max(1).nullable(),
    input: z.object({
      characters: z.number().int().positive(),
      voice_id: z.string().nullable(),
      output_format: ZAudioFormat,
      number_mode: ZNumberMode,
    }),
    usage: z.object({ characters_charged: z.number().int().min(0), characters_refunded: z.number().int().min(0) }),
    audio: z
      .object({
        format: ZAudioFormat,
        duration_seconds: z.number().min(0),
        url: z.string().describe('Relative to the host; send the API key with the download.'),
        expires_at: ZDateTime,
      })
      .nullable()
      .meta({ id: 'SpeechAudio' }),
    error: z
      .object({
        code: z.enum(['input_rejected', 'capacity_unavailable', 'generation_failed', 'interrupted']),
        message: z.string(),
        retryable: z.boolean(),
      })
      .nullable()
      .meta({ id: 'SpeechJobError' }),
    metadata: z.record(z.string(), z.string()),
  })
  .meta({ id: 'SpeechJob' });
export type TSpeechJob = z.infer<typeof ZSpeechJobSchema>;

export const ZCreateSpeechResponseSchema = ZSpeechJobSchema.extend({ balance: ZBalance }).meta({ id: 'CreateSpeechResponse' });
export type TCreateSpeechResponse = z.infer<typeof ZCreateSpeechResponseSchema>;

export const ZDryRunQuoteSchema = z
  .object({
    object: z.literal('speech.quote'),
    characters: z.number().int().positive(),
    dispatches: z.number().int().positive(),
    spendable: z.number().int().min(0),
    sufficient: z.boolean(),
  })
  .meta({ id: 'DryRunQuote' });
export type TDryRunQuote = z.infer<typeof ZDryRunQuoteSchema>;

export const ZSpeechListInputSchema = z.object({
  status: ZSpeechStatus.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number from 1 to 100')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'))
    .optional()
    .describe('1-100, default 20.'),
  cursor: z.string().min(1).max(200).optional().describe("The previous page's next_cursor, unchanged."),
});

export const ZSpeechListSchema = z
  .object({
    object: z.literal('list'),
    data: z.array(ZSpeechJobSchema),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'SpeechList' });

export const ZSpeechIdInputSchema = z.object({ id: z.string().describe('32 lowercase hex characters.') });
/** Cancel takes no body: an empty body or `{}` only. */
export const ZCancelSpeechInputSchema = z.object({ id: z.string() }).strict();
