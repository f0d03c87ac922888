import { mkdtempSync, readdirSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetEnvCache } from '~/env';
import { db } from '~/server/db/client';
import { call, uniqueAddress, type CallOptions, type CallResult, type TestAccount, type TestApi } from '~/test/api';

export { expectError, HELLO } from '~/server/rest/__tests__/helpers';

/** Audio of this test file goes to its own temporary folder (set before anything stores audio). */
export function useTempStorage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'zaga-audio-'));
  process.env.STORAGE_DIR = dir;
  resetEnvCache();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('zaga.audioStore')];
  return dir;
}

/** This file's database, for the SQL a test uses to look at or move rows. */
export const sql = () => db().$client;

/** A request from a fresh client address (no test shares an address bucket). */
export const req = (api: TestApi, acct: TestAccount | string, path: string, opts: CallOptions = {}): Promise<CallResult> =>
  call(api, path, { key: typeof acct === 'string' ? acct : acct.key, address: uniqueAddress(), ...opts });

export const createSpeech = (api: TestApi, acct: TestAccount, body: unknown, headers: Record<string, string> = {}) =>
  req(api, acct, '/speech', { body, headers });

export const usageOf = async (api: TestApi, acct: TestAccount) => (await req(api, acct, '/usage')).body;

/** Polls until `check` returns a truthy value (or throws after the timeout). */
export async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const SENTENCE = 'မင်္ဂလာပါ။ ကျေးဇူးတင်ပါတယ်။ ';
/** A Burmese text of whole sentences, at least `n` characters: long ones take seconds to synthesize. */
export const longText = (n: number) => SENTENCE.repeat(Math.max(1, Math.ceil(n / SENTENCE.length))).trim();

/** Every file under the storage folder whose name holds `id` (temporary files included). */
export function storedFilesOf(dir: string, id: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.includes(id)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}
