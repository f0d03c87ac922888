import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { apiKeys, apiKeySecrets } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { displayPrefix, generateApiKeySecret, hashApiKeySecret } from '~/server/lib/api-key-secret';

export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** Scoped to the owner's account when `accountId` is given (portal); the operator CLI passes none. */
async function loadKey(db: Db, keyId: string, accountId?: string) {
  const where = accountId ? and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)) : eq(apiKeys.id, keyId);
  const [key] = await db.select().from(apiKeys).where(where);
  if (!key) throw new AppError('not_found', { message: `No key ${keyId}.` });
  return key;
}

export async function revokeApiKey(db: Db, keyId: string, accountId?: string): Promise<{ id: string; revoked_at: string }> {
  const key = await loadKey(db, keyId, accountId);
  const revokedAt = key.revokedAt ?? new Date();
  await db.transaction(async (tx) => {
    await tx.update(apiKeys).set({ revokedAt }).where(eq(apiKeys.id, keyId));
    await tx.delete(apiKeySecrets).where(eq(apiKeySecrets.keyId, keyId));
  });
  return { id: keyId, revoked_at: revokedAt.toISOString() };
}

/**
 * A new secret for the same key id (scopes and budget carry over). The previous secret keeps working
 * for 24 hours unless `endGrace` ends it now; secrets from earlier rotations stop at once.
 */
export async function rotateApiKey(db: Db, keyId: string, opts: { endGrace?: boolean; accountId?: string } = {}): Promise<{ id: string; key: string; previous_valid_until: string | null }> {
  const key = await loadKey(db, keyId, opts.accountId);
  if (key.revokedAt) throw new AppError('validation_error', { message: 'A revoked key cannot be rotated.' });
  const secret = generateApiKeySecret();
  const now = new Date();
  const graceUntil = opts.endGrace ? now : new Date(now.getTime() + ROTATION_GRACE_MS);
  await db.transaction(async (tx) => {
    await tx.delete(apiKeySecrets).where(and(eq(apiKeySecrets.keyId, keyId), isNotNull(apiKeySecrets.expiresAt)));
    if (opts.endGrace) {
      await tx.delete(apiKeySecrets).where(eq(apiKeySecrets.keyId, keyId));
    } else {
      await tx.update(apiKeySecrets).set({ expiresAt: graceUntil }).where(eq(apiKeySecrets.keyId, keyId));
    }
    await tx.insert(apiKeySecrets).values({ hash: hashApiKeySecret(secret), keyId });
    await tx.update(apiKeys).set({ rotatedAt: now, displayPrefix: displayPrefix(secret) }).where(eq(apiKeys.id, keyId));
  });
  return { id: keyId, key: secret, previous_valid_until: opts.endGrace ? null : graceUntil.toISOString() };
}

/** Ends a rotation's grace early: only the newest secret keeps working. */
export async function endRotationGrace(db: Db, keyId: string, accountId?: string): Promise<void> {
  await loadKey(db, keyId, accountId);
  await db.delete(apiKeySecrets).where(and(eq(apiKeySecrets.keyId, keyId), isNotNull(apiKeySecrets.expiresAt)));
}
