import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { idempotencyRecords } from '~/server/db/schema';
import { AppError } from '~/server/errors';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

export type IdempotencyScope = 'speech' | 'delivery';

/** Validates the Idempotency-Key header: 1-255 printable ASCII characters. */
export function parseIdempotencyKey(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (!KEY_PATTERN.test(raw)) {
    throw new AppError('validation_error', { param: 'Idempotency-Key', message: 'Idempotency-Key must be 1-255 printable ASCII characters.' });
  }
  return raw;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** The request's fingerprint: its parsed body (defaults applied) in canonical key order. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

export interface StoredResponse {
  status: number;
  body: unknown;
}

/**
 * Looks up a live record under the account lock the caller holds: the first response for the same body,
 * or 409 idempotency_conflict naming the resource for a different one.
 */
export async function findReplay(tx: Tx, accountId: string, scope: IdempotencyScope, key: string, hash: string): Promise<StoredResponse | null> {
  const [record] = await tx
    .select()
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.accountId, accountId), eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key), gt(idempotencyRecords.expiresAt, new Date())));
  if (!record) return null;
  if (record.requestHash !== hash) {
    throw new AppError('idempotency_conflict', {
      param: 'Idempotency-Key',
      message: 'This Idempotency-Key was used with a different request.',
      details: scope === 'speech' ? { job_id: record.resourceId } : { delivery_id: record.resourceId },
    });
  }
  return { status: record.responseStatus, body: record.responseBody };
}

export async function saveResponse(tx: Tx, record: { accountId: string; scope: IdempotencyScope; key: string; hash: string; resourceId: string; response: StoredResponse; now: Date }): Promise<void> {
  const values = {
    accountId: record.accountId,
    scope: record.scope,
    key: record.key,
    requestHash: record.hash,
    resourceId: record.resourceId,
    responseStatus: record.response.status,
    responseBody: record.response.body,
    createdAt: record.now,
    expiresAt: new Date(record.now.getTime() + IDEMPOTENCY_WINDOW_MS),
  };
  // An expired record under the same key is replaced.
  await tx
    .insert(idempotencyRecords)
    .values(values)
    .onConflictDoUpdate({ target: [idempotencyRecords.accountId, idempotencyRecords.scope, idempotencyRecords.key], set: values });
}
