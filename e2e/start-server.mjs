#!/usr/bin/env node
/**
 * Playwright's webServer: builds Next when the build is missing or older than the sources, then runs the
 * real server (src/server/main.ts: embedded PostgreSQL, worker, REST facade, Next) on E2E_PORT with the
 * throwaway data folder E2E_DATA_DIR, and removes that folder when the server has stopped.
 *
 * Playwright starts this in its own process group and stops it with SIGTERM to the whole group
 * (gracefulShutdown in playwright.config.ts), then SIGKILL to the group if it is still there.
 *
 *   E2E_BUILD=always|never|auto (default auto)   E2E_KEEP_DATA=1 keeps the data folder for a post-mortem
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.E2E_DATA_DIR;
const port = process.env.E2E_PORT;
if (!dataDir || !port) {
  console.error('start-server: E2E_DATA_DIR and E2E_PORT must be set (playwright.config.ts sets them)');
  process.exit(2);
}
const log = (msg) => console.log(`[e2e] ${msg}`);

/** The newest modification time under the inputs of `next build`. */
function newestSource() {
  let newest = 0;
  const walk = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules' && !name.startsWith('.')) walk(join(path, name));
    } else {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const p of ['src', 'public', 'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json']) walk(join(root, p));
  return newest;
}

function needsBuild() {
  const mode = process.env.E2E_BUILD ?? 'auto';
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  const buildId = join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  return statSync(buildId).mtimeMs < newestSource();
}

if (needsBuild()) {
  log('building Next (next build)...');
  const started = Date.now();
  const build = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) {
    console.error(`start-server: next build failed (${build.status ?? build.signal})`);
    process.exit(1);
  }
  log(`built in ${Math.round((Date.now() - started) / 1000)} s`);
} else {
  log(`using the existing build (${readFileSync(join(root, '.next', 'BUILD_ID'), 'utf8').trim()})`);
}

// Only what the server needs: no DATABASE_URL (a fresh embedded PostgreSQL in the data folder), no OAuth.
const env = { ...process.env, NODE_ENV: 'production', PORT: port, HOST: '127.0.0.1', ZAGA_DATA_DIR: dataDir };
for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'AUTH_SECRET', 'AUTH_URL', 'NEXTAUTH_URL', 'AUTH_GITHUB_ID', 'AUTH_GITHUB_SECRET', 'AUTH_GOOGLE_ID', 'AUTH_GOOGLE_SECRET']) {
  delete env[name];
}
env.PUBLIC_URL = `http://127.0.0.1:${port}`;
// A test poses as other client addresses through X-Forwarded-For (sign-in throttling is per network).
env.TRUSTED_PROXIES = '127.0.0.1,::1';
env.AUTH_FAILURES_BEFORE_BLOCK = '5';

const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const server = spawn(process.execPath, [tsx, 'src/server/main.ts'], { cwd: root, env, stdio: 'inherit' });
log(`server pid ${server.pid} on port ${port}, data in ${dataDir}`);

// The group's SIGTERM reaches the server directly; this process only waits for it and then cleans up.
let stopping = false;
const onSignal = (signal) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: waiting for the server to stop`);
  setTimeout(() => server.kill('SIGKILL'), 20_000).unref();
};
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);

server.on('exit', (code, signal) => {
  log(`server exited (${code ?? signal})`);
  stopOrphanedPostgres();
  if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});

/** After a hard kill the embedded PostgreSQL may outlive the server: stop it so nothing lingers. */
function stopOrphanedPostgres() {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && isAlive(pid)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  log(`stopped a leftover PostgreSQL (pid ${pid})`);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
