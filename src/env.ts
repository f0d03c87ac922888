import { z } from 'zod';

const int = (fallback: number, min = 0) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min))
    .optional()
    .transform((v) => v ?? fallback);

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** Every setting the service reads, validated once at start-up. Defaults give a working embedded setup. */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  ZAGA_DATA_DIR: z.string().min(1).default('./.data'),
  PORT: int(3000, 0),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_GITHUB_ID: z.string().optional(),
  AUTH_GITHUB_SECRET: z.string().optional(),
  AUTH_GOOGLE_ID: z.string().optional(),
  AUTH_GOOGLE_SECRET: z.string().optional(),
  /** Comma-separated addresses or CIDRs whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.string().default(''),
  RATE_LIMIT_WRITES_PER_MINUTE: int(60, 1),
  RATE_LIMIT_READS_PER_MINUTE: int(600, 1),
  RATE_LIMIT_ADDRESS_PER_MINUTE: int(600, 1),
  AUTH_FAILURES_BEFORE_BLOCK: int(20, 1),
  AUTH_FAILURE_WINDOW_SECONDS: int(300, 1),
  AUTH_BLOCK_SECONDS: int(600, 1),
  /** Start the graphile-worker runner inside the app process (the embedded default). */
  WORKER_IN_PROCESS: bool(true),
  WORKER_CONCURRENCY: int(0, 0),
  WORKER_LOG_LEVEL: z.enum(['debug', 'info', 'warning', 'error']).default('info'),
  STORAGE_DIR: z.string().optional(),
  DB_POOL_SIZE: int(5, 2),
  /** Characters a second the workers synthesize together; decides capacity_unavailable (45-minute deadline). */
  ENGINE_CHARS_PER_SECOND: int(800, 1),
});

export type Env = z.infer<typeof ZEnvSchema>;

let cached: Env | undefined;

/** Parses process.env; on bad values prints each problem by variable name and exits. */
export function env(): Env {
  if (cached) return cached;
  const parsed = ZEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests and the launcher, which set variables after a first read. */
export function resetEnvCache(): void {
  cached = undefined;
}

export function publicUrl(): string {
  const e = env();
  return (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
}
