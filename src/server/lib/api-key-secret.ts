import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PATTERN = /^ak_live_[0-9a-f]{32}$/;

/** A new secret: `ak_live_` and 32 hex characters (128 random bits). Shown once, stored only hashed. */
export function generateApiKeySecret(): string {
  return `ak_live_${randomBytes(16).toString('hex')}`;
}

/** SHA-256 is right for high-entropy secrets: a slow KDF would add nothing but latency to every call. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function displayPrefix(secret: string): string {
  return `${secret.slice(0, 12)}…`;
}
