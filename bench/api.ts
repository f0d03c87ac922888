/**
 * npm run bench:api — GET /api/v1/usage with a valid key at 50 concurrent connections: requests/s and
 * p50/p99 latency, beside a bare node:http + postgres.js server doing the same key lookup and read, in
 * the same run, against the same database. The rate limits are raised (not removed) so the limiter
 * still runs on every request while the figures measure the request path, not 429s.
 * Target (issue 2): at least 40% of the bare server's throughput, p99 under 50 ms.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { bootstrapDatabase } from '~/server/db/bootstrap';
import { closeDb, db } from '~/server/db/client';
import { createAccount } from '~/server/domain/accounts/create-account';
import { createApiKey } from '~/server/domain/api-keys/create-api-key';
import { runWrk, type LoadResult } from './support/load';
import { ensureCommand, freePort, startProcess, stopProcess } from './support/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

if (!ensureCommand('wrk', 'wrk')) throw new Error('wrk is needed (apt-get install wrk)');
const dataDir = join(tmpdir(), `zaga-bench-api-${process.pid}`);
if (!process.env.DATABASE_URL) process.env.ZAGA_DATA_DIR = dataDir;
const { url, embedded } = await bootstrapDatabase();
const { accountId } = await createAccount(db(), { email: `bench-${Date.now()}@example.test`, plan: 'max', developer: 'approved', tokens: 1000 });
const { key } = await createApiKey(db(), { accountId });
await closeDb();

// Both servers get the app's default pool size (DB_POOL_SIZE, 5) unless BENCH_DB_POOL says otherwise.
const common = { DATABASE_URL: url, NODE_ENV: 'production', DB_POOL_SIZE: process.env.BENCH_DB_POOL ?? '5' };
const limits = { RATE_LIMIT_READS_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000', RATE_LIMIT_ADDRESS_PER_MINUTE: '100000000' };
const results: Record<string, LoadResult> = {};

for (const [name, cmd, args, extra] of [
  ['bare node:http + postgres.js', 'node', ['bench/support/bare-server.mjs'], {}],
  ['zaga /api/v1 (limiter on)', 'npx', ['tsx', 'bench/support/api-server.ts'], limits],
] as const) {
  const port = await freePort();
  const child = await startProcess(cmd, [...args], { ...common, ...extra, PORT: String(port) });
  try {
    const target = name.startsWith('zaga') ? `http://127.0.0.1:${port}/api/v1/usage` : `http://127.0.0.1:${port}/usage`;
    runWrk(target, { connections: CONNECTIONS, seconds: 2, headers: { 'X-API-Key': key } }); // warm-up
    results[name] = runWrk(target, { connections: CONNECTIONS, seconds: SECONDS, headers: { 'X-API-Key': key } });
  } finally {
    stopProcess(child);
  }
}

await embedded?.stop();
rmSync(dataDir, { recursive: true, force: true });

const bare = results['bare node:http + postgres.js']!;
const zaga = results['zaga /api/v1 (limiter on)']!;
console.log(`\nGET /usage, ${CONNECTIONS} connections, ${SECONDS} s each, same database\n`);
console.log('server                          req/s      p50 ms   p99 ms   non-2xx');
for (const [name, r] of Object.entries(results)) {
  console.log(`${name.padEnd(30)} ${r.requestsPerSecond.toFixed(0).padStart(7)}   ${r.p50Ms.toFixed(2).padStart(7)}  ${r.p99Ms.toFixed(2).padStart(7)}   ${r.non2xx}`);
}
const share = zaga.requestsPerSecond / bare.requestsPerSecond;
console.log(`\nzaga / bare throughput: ${(share * 100).toFixed(1)}% (target >= 40%); zaga p99 ${zaga.p99Ms.toFixed(2)} ms (target < 50 ms)`);
console.log(share >= 0.4 && zaga.p99Ms < 50 ? 'targets met' : 'TARGETS MISSED');
