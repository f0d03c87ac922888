import { z } from 'zod';

export const PLAN_IDS = ['max', 'none'] as const;
export const DEVELOPER_STATUSES = ['none', 'pending', 'approved', 'rejected', 'suspended'] as const;

/** What an operator may set on an account (CLI `zaga account create|update`). */
export const ZAccountSettingsSchema = z
  .object({
    email: z.email().transform((e) => e.toLowerCase()),
    plan: z.enum(PLAN_IDS),
    developer: z.enum(DEVELOPER_STATUSES),
    monthlyLimit: z.number().int().min(0),
    tokens: z.number().int().min(0),
    maxConcurrentJobs: z.number().int().min(1),
    maxActiveDeliveries: z.number().int().min(1),
    password: z.string().min(8, 'must be at least 8 characters'),
    suspended: z.boolean(),
  })
  .partial();

export type TAccountSettings = z.infer<typeof ZAccountSettingsSchema>;
