import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, afterEach, inject } from 'vitest';
import { resetEnvCache } from '~/env';
import { closeDb } from '~/server/db/client';
import { assertLedgerInvariants } from './ledger-invariants';

/** Each test file: its own database, cloned from the migrated template, dropped at the end. */
const template = new URL(inject('templateUrl'));
const name = `t_${randomBytes(6).toString('hex')}`;
const admin = postgres({ host: template.hostname, port: Number(template.port), user: decodeURIComponent(template.username), password: decodeURIComponent(template.password), database: 'postgres', max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE zaga_template STRATEGY FILE_COPY`);
const url = new URL(template);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
(process.env as Record<string, string>).NODE_ENV = 'test';
process.env.TRUSTED_PROXIES = '127.0.0.1,::1';
process.env.WORKER_LOG_LEVEL ??= 'warning';
resetEnvCache();

/** After every test of every file: balances equal the ledger, one charge per job, refunds within it. */
afterEach(async () => {
  await assertLedgerInvariants();
});

afterAll(async () => {
  await closeDb();
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});
