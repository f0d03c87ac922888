import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '~/env';
import { createTestAccount, startApi, type TestApi } from '~/test/api';
import { speechSynthesize } from '../../../../../worker/tasks/speech-synthesize';
import { createSpeech, req, useTempStorage } from './helpers';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

/** Storage that cannot be written (its folder is a file): every put fails with ENOTDIR, not an engine error. */
function breakStorage(): void {
  const dir = useTempStorage();
  const file = join(dir, 'not-a-folder');
  writeFileSync(file, '');
  process.env.STORAGE_DIR = file;
  resetEnvCache();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('zaga.audioStore')];
}

const helpers = (attempts: number, maxAttempts: number) =>
  ({ job: { attempts, max_attempts: maxAttempts }, logger: { warn() {}, error() {}, info() {}, debug() {} } }) as unknown as JobHelpers;

describe('a job whose task keeps failing outside the engine', () => {
  it('is retried while attempts remain, then fails as interrupted and is refunded', async () => {
    const acct = await createTestAccount({ tokens: 500, monthlyLimit: 0 });
    const created = await createSpeech(api, acct, { text: 'မင်္ဂလာပါ။' });
    expect(created.status).toBe(202);
    breakStorage();
    try {
      await expect(speechSynthesize.run({ jobId: created.body.id }, helpers(1, 5))).rejects.toThrow();
      expect((await req(api, acct, `/speech/${created.body.id}`)).body.status).toBe('processing');

      await speechSynthesize.run({ jobId: created.body.id }, helpers(5, 5));
      const job = (await req(api, acct, `/speech/${created.body.id}`)).body;
      expect(job).toMatchObject({ status: 'failed', progress: null, audio: null, error: { code: 'interrupted', retryable: true } });
      expect(job.usage.characters_refunded).toBe(job.usage.characters_charged);
      expect((await req(api, acct, '/usage')).body.tokens.balance).toBe(500);
    } finally {
      useTempStorage();
    }
  });
});
