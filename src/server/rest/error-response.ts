import { TRPCError } from '@trpc/server';
import { publicUrl } from '~/env';
import { AppError, ERROR_CODES } from '~/server/errors';

export interface ErrorBody {
  error: {
    type: string;
    code: string;
    message: string;
    param: string | null;
    retryable: boolean;
    request_id: string;
    doc_url: string;
    details?: Record<string, unknown>;
    upgrade_url?: string;
  };
}

export const ORIGINAL_STATUS_HEADER = 'X-Original-Status';

export const docUrl = (code: string) => `${publicUrl()}/docs/errors#${code}`;

interface ZodLikeIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

function paramOf(issue: ZodLikeIssue): string | null {
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) path.push(issue.keys[0]!);
  return path.length ? path.join('.') : null;
}

function validationError(issues: ZodLikeIssue[]): AppError {
  const first = issues[0];
  if (!first) return new AppError('validation_error');
  const param = paramOf(first);
  const message =
    first.code === 'unrecognized_keys'
      ? `Unknown field '${param}'.`
      : param
        ? `Invalid value for '${param}': ${first.message}`
        : `Invalid request body: ${first.message}`;
  return new AppError('validation_error', { param, message });
}

/**
 * Every failure becomes an AppError with a code from the spec's table. Anything unexpected is masked as
 * `internal_error` (its message and stack never reach the client) and reported to `log`.
 */
export function toAppError(error: unknown, log: (e: unknown) => void = console.error): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return error.cause;
    const cause = error.cause as { name?: string; issues?: ZodLikeIssue[] } | undefined;
    if (error.code === 'BAD_REQUEST' && cause?.name === 'ZodError' && cause.issues) return validationError(cause.issues);
    switch (error.code) {
      case 'PARSE_ERROR':
        return new AppError('validation_error', { message: 'The request body is not valid JSON.' });
      case 'NOT_FOUND':
        return new AppError('not_found', { message: 'No such endpoint.' });
      case 'UNSUPPORTED_MEDIA_TYPE':
        return new AppError('unsupported_media_type', { param: 'Content-Type' });
      case 'PAYLOAD_TOO_LARGE':
        return new AppError('payload_too_large');
      case 'BAD_REQUEST':
        return new AppError('validation_error', { message: error.message });
      default:
        break;
    }
  }
  log(error);
  return new AppError('internal_error', { message: 'An unexpected error occurred; it has been logged.' });
}

/** The spec's error body and headers for an AppError: the only place the REST error shape is built. */
export function renderError(error: AppError, requestId: string): { status: number; headers: Record<string, string>; body: ErrorBody } {
  const spec = ERROR_CODES[error.code];
  const headers: Record<string, string> = { ...error.headers };
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfter)));
  // A hosting platform may swap a 503 for its own HTML 504 page, keeping only a few headers: this one
  // tells the client the service itself answered 503 (nothing was charged; retry after Retry-After).
  if (spec.status === 503) headers[ORIGINAL_STATUS_HEADER] = '503';
  const body: ErrorBody = {
    error: {
      type: spec.type,
      code: error.code,
      message: error.message,
      param: error.param,
      retryable: spec.retryable,
      request_id: requestId,
      doc_url: docUrl(error.code),
      ...(error.details ? { details: error.details } : {}),
      ...(error.upgradeUrl ? { upgrade_url: error.upgradeUrl } : {}),
    },
  };
  return { status: spec.status, headers, body };
}
