import { z } from 'zod';
import { NUMBER_MODES } from '~/engine/types';

/**
 * Schemas shared by several endpoints. Booleans in request bodies are wrapped in a pipe: trpc-to-openapi
 * marks bare boolean/number schemas as coercing on the first REST call, which would read "false" as true.
 */
export const strictBoolean = () => z.boolean().pipe(z.boolean());

export const ZDateTime = z.iso.datetime();
export const ZResourceId = z.string().regex(/^[0-9a-f]{32}$/, 'must be 32 lowercase hex characters');
export const ZNumberMode = z.enum(NUMBER_MODES).meta({ id: 'NumberMode' });
export const ZAudioFormat = z.enum(['mp3', 'wav']).meta({ id: 'AudioFormat' });

const METADATA_KEY = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

/** Up to 16 pairs; keys 1-40 of [A-Za-z0-9_.:-] starting with a letter or digit; values <= 500; <= 8,000 bytes. */
export const ZMetadata = z
  .record(z.string(), z.string())
  .superRefine((value, ctx) => {
    const entries = Object.entries(value);
    if (entries.length > 16) ctx.addIssue({ code: 'custom', message: 'at most 16 pairs' });
    let bytes = 0;
    for (const [k, v] of entries) {
      if (k.length < 1 || k.length > 40 || !METADATA_KEY.test(k)) {
        ctx.addIssue({ code: 'custom', path: [k], message: 'keys are 1-40 characters of A-Z a-z 0-9 _ . : - starting with a letter or digit' });
      }
      if (v.length > 500) ctx.addIssue({ code: 'custom', path: [k], message: 'values are at most 500 characters' });
      bytes += Buffer.byteLength(k) + Buffer.byteLength(v);
    }
    if (bytes > 8000) ctx.addIssue({ code: 'custom', message: 'at most 8,000 bytes in total' });
  })
  .meta({ id: 'Metadata', description: 'Up to 16 string pairs, returned unchanged.' });

export const ZBalance = z.object({ spendable_chars: z.number().int().min(0) });
