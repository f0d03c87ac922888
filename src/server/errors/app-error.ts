import { ERROR_CODES, type ErrorCode } from './codes';

export interface AppErrorOptions {
  message?: string;
  param?: string | null;
  details?: Record<string, unknown>;
  upgradeUrl?: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** Extra response headers (for instance the rate-limit headers of the bucket that refused). */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * The one error type of the application. Domain code throws it with a code from the spec's table;
 * the transport turns it into the spec's body exactly once (src/server/rest/error-response.ts).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly param: string | null;
  readonly details?: Record<string, unknown>;
  readonly upgradeUrl?: string;
  readonly retryAfter?: number;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, opts: AppErrorOptions = {}) {
    super(opts.message ?? ERROR_CODES[code].meaning, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.param = opts.param ?? null;
    this.details = opts.details;
    this.upgradeUrl = opts.upgradeUrl;
    this.retryAfter = opts.retryAfter;
    this.headers = opts.headers;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
