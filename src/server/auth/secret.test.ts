import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateSecretFile } from './secret';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'zaga-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readOrCreateSecretFile', () => {
  it('makes a 32-byte secret, readable by the owner only, and returns the same one afterwards', () => {
    const file = join(tempDir(), 'nested', 'auth-secret');
    const first = readOrCreateSecretFile(file);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(readOrCreateSecretFile(file)).toBe(first);
  });

  it('keeps a secret someone else wrote', () => {
    const file = join(tempDir(), 'auth-secret');
    writeFileSync(file, `${'x'.repeat(40)}\n`);
    expect(readOrCreateSecretFile(file)).toBe('x'.repeat(40));
  });

  it('refuses a secret too short to be safe rather than replacing it', () => {
    const file = join(tempDir(), 'auth-secret');
    writeFileSync(file, 'short');
    expect(() => readOrCreateSecretFile(file)).toThrow(/shorter than 32/);
  });
});
