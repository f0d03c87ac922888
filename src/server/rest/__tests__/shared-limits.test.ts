import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestAccount, uniqueAddress, type TestApi } from '~/test/api';
import { awayFromWindowEdge, expectError, expectRateHeaders } from './helpers';

/**
 * Two separate app processes on one database: every limit lives in PostgreSQL, so a client alternating
 * between instances gets N requests in total, not N per instance.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const READS = 4;
const ADDRESS = 6;
const FAILS = 2;

const children: ChildProcess[] = [];
let instances: TestApi[] = [];

function startInstance(): Promise<TestApi> {
  const child = spawn(`${ROOT}node_modules/.bin/tsx`, ['src/test/api-process.ts'], {
    cwd: ROOT,
    detached: true, // its own process group, stopped as a whole in afterAll
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: process.env.DATABASE_URL,
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
      NODE_ENV: 'test',
      RATE_LIMIT_READS_PER_MINUTE: String(READS),
      RATE_LIMIT_WRITES_PER_MINUTE: '3',
      RATE_LIMIT_ADDRESS_PER_MINUTE: String(ADDRESS),
      AUTH_FAILURES_BEFORE_BLOCK: String(FAILS),
      WORKER_IN_PROCESS: 'false',
      DB_POOL_SIZE: '2',
    },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`instance did not start: ${err}`)), 30_000);
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}/api/v1` } as TestApi);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}: ${err}`));
    });
  });
}

beforeAll(async () => {
  instances = await Promise.all([startInstance(), startInstance()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.pid === undefined) return resolve();
          child.once('exit', () => resolve());
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            resolve();
          }
          setTimeout(() => {
            try {
              process.kill(-child.pid!, 'SIGKILL');
            } catch {
              // already gone
            }
          }, 5000).unref();
        }),
    ),
  );
});

describe('limits are shared by every instance', () => {
  it('the two instances are distinct servers on one database', async () => {
    expect(instances[0]!.url).not.toBe(instances[1]!.url);
    const acct = await createTestAccount();
    for (const instance of instances) {
      const res = await call(instance, '/usage', { key: acct.key, address: uniqueAddress() });
      expect(res.status).toBe(200);
      expect(res.body.key.id).toBe(acct.keyId);
    }
  });

  it('per-key reads: N in total across instances, then 429 on either', async () => {
    await awayFromWindowEdge();
    const acct = await createTestAccount();
    const address = uniqueAddress();
    for (let i = 0; i < READS; i++) {
      const res = await call(instances[i % 2]!, '/usage', { key: acct.key, address });
      expect(res.status, res.text).toBe(200);
      expect(expectRateHeaders(res, READS).remaining).toBe(READS - 1 - i);
    }
    expectError(await call(instances[0]!, '/usage', { key: acct.key, address }), 'rate_limited');
    expectError(await call(instances[1]!, '/usage', { key: acct.key, address }), 'rate_limited');
  });

  it('per-address: N in total across instances and keys', async () => {
    await awayFromWindowEdge();
    const keys = [await createTestAccount(), await createTestAccount()].map((a) => a.key);
    const address = uniqueAddress();
    for (let i = 0; i < ADDRESS; i++) {
      const res = await call(instances[i % 2]!, '/usage', { key: keys[Math.floor(i / 2) % 2], address });
      expect(res.status, res.text).toBe(200);
    }
    const limited = await call(instances[0]!, '/usage', { key: keys[0], address });
    expectError(limited, 'rate_limited');
    expectRateHeaders(limited, ADDRESS);
  });

  it('failed key checks on one instance block the network on the other', async () => {
    const acct = await createTestAccount();
    const address = uniqueAddress();
    for (let i = 0; i < FAILS; i++) {
      expectError(await call(instances[i % 2]!, '/usage', { key: `ak_live_${randomBytes(16).toString('hex')}`, address }), 'invalid_api_key');
    }
    expectError(await call(instances[0]!, '/usage', { key: acct.key, address }), 'auth_blocked');
    expectError(await call(instances[1]!, '/usage', { key: acct.key, address }), 'auth_blocked');
  });
});
