import { z } from 'zod';

const ZDateTime = z.iso.datetime();

export const ZUsageKeySchema = z
  .object({
    id: z.string().describe('Id of the calling key; a rotation keeps it, so the budget carries over.'),
    monthly_char_budget: z.number().int().positive().nullable(),
    used_this_month: z.number().int().min(0).nullable(),
    remaining: z.number().int().min(0).nullable(),
    resets_at: ZDateTime.nullable(),
  })
  .meta({ id: 'UsageKey' });

export const ZUsageSchema = z
  .object({
    plan: z.string(),
    entitled: z.boolean(),
    upgrade_url: z.string().nullable(),
    monthly: z.object({
      limit: z.number().int().min(0),
      used: z.number().int().min(0),
      remaining: z.number().int().min(0),
      resets_at: ZDateTime.nullable(),
    }),
    tokens: z.object({ balance: z.number().int().min(0) }),
    spendable: z.number().int().min(0),
    active_jobs: z.number().int().min(0),
    max_concurrent_jobs: z.number().int().positive(),
    key: ZUsageKeySchema.nullable().describe('The calling key. Always present for API-key calls; null only in the signed-in portal, which has no calling key.'),
  })
  .meta({
    id: 'Usage',
    example: {
      plan: 'max',
      entitled: true,
      upgrade_url: null,
      monthly: { limit: 1000000, used: 1250, remaining: 998750, resets_at: '2026-12-21T08:00:00.000Z' },
      tokens: { balance: 50000 },
      spendable: 1048750,
      active_jobs: 1,
      max_concurrent_jobs: 2,
      key: { id: 'key_3f9a0c1d2e4b5a6978877665', monthly_char_budget: null, used_this_month: null, remaining: null, resets_at: null },
    },
  });

export type TUsage = z.infer<typeof ZUsageSchema>;
