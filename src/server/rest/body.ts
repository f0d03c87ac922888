import type { IncomingMessage } from 'node:http';
import { AppError } from '~/server/errors';

export const BODY_LIMIT = 128 * 1024;
export const DELIVERY_BODY_LIMIT = 1024 * 1024;

/** Refuses a declared oversize body before reading a byte of it. */
export function checkDeclaredLength(req: IncomingMessage, limit: number): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new AppError('payload_too_large', { message: `The body is over the ${limit / 1024} KB limit.` });
}

/**
 * Reads a JSON body of at most `limit` bytes. An absent or empty body reads as undefined; a body that is
 * not `application/json` is 415; invalid JSON is 400.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  checkDeclaredLength(req, limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new AppError('payload_too_large', { message: `The body is over the ${limit / 1024} KB limit.` });
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new AppError('unsupported_media_type', { param: 'Content-Type', message: 'Request bodies must be application/json.' });
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AppError('validation_error', { message: 'The request body is not valid JSON.' });
  }
}
