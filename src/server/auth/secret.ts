import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { env } from '~/env';

const MIN_LENGTH = 32;
let cached: string | undefined;

/**
 * The key next-auth signs and encrypts session cookies with: AUTH_SECRET when set, otherwise a secret
 * kept in `${ZAGA_DATA_DIR}/auth-secret` (32 random bytes, mode 600), made on first use. Sessions then
 * survive restarts without any setup. Several instances sharing one database must share AUTH_SECRET.
 */
export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  cached = e.AUTH_SECRET ?? readOrCreateSecretFile(join(e.ZAGA_DATA_DIR, 'auth-secret'));
  return cached;
}

export function readOrCreateSecretFile(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  // Written in full under a private name, then linked into place: link never overwrites, so when two
  // processes race the loser reads the winner's complete secret, never a half-written file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (!winner) throw new Error(`${file} exists but holds no secret; delete it to make a new one`);
    return winner;
  } finally {
    rmSync(tmp, { force: true });
  }
}

function readSecret(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.length < MIN_LENGTH) {
    if (text.length === 0) return null;
    throw new Error(`${file} holds a secret shorter than ${MIN_LENGTH} characters; delete it to make a new one`);
  }
  return text;
}
