import { randomBytes } from 'node:crypto';
import type { Db } from '~/server/db/client';

const cache = new Map<string, Buffer>();

/** A secret stored once in the database and so shared by every instance; cached per process. */
export async function sharedSecret(db: Db, name: string): Promise<Buffer> {
  const hit = cache.get(name);
  if (hit) return hit;
  await db.$client`INSERT INTO app_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('base64url')}) ON CONFLICT (name) DO NOTHING`;
  const [row] = await db.$client<{ value: string }[]>`SELECT value FROM app_secrets WHERE name = ${name}`;
  const secret = Buffer.from(row!.value, 'base64url');
  cache.set(name, secret);
  return secret;
}
