import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The operator CLI against the e2e server's database (it reuses the running embedded PostgreSQL). */
function zaga(args: string[]): unknown {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const env: NodeJS.ProcessEnv = { ...process.env, ZAGA_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const out = execFileSync(process.execPath, ['src/cli/zaga.mjs', ...args], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return JSON.parse(out);
}

export interface TestAccount {
  accountId: string;
  email: string;
  password: string;
}

export function createAccount(opts: { plan: 'max' | 'none'; tokens: number; developer?: string }): TestAccount {
  const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const out = zaga(['account', 'create', '--email', email, '--plan', opts.plan, '--developer', opts.developer ?? 'approved', '--tokens', String(opts.tokens), '--password', password]) as {
    account_id: string;
  };
  return { accountId: out.account_id, email, password };
}

export function createKey(accountId: string): { id: string; key: string } {
  return zaga(['key', 'create', '--account', accountId]) as { id: string; key: string };
}

export const format = (n: number) => new Intl.NumberFormat('en-US').format(n);
