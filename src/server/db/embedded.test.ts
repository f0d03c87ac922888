import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from './embedded';

const dir = mkdtempSync(join(tmpdir(), 'zaga-embedded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function select1(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ one: number }[]>`SELECT 1 AS one`;
    return row!.one;
  } finally {
    await sql.end();
  }
}

describe('embedded PostgreSQL lifecycle', () => {
  it('adopts the server left running by an owner killed with SIGKILL', async () => {
    const child = spawn('npx', ['tsx', 'src/server/db/embedded-owner.fixture.ts', dir], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        const m = /URL (\S+)/.exec(d.toString());
        if (m) resolve(m[1]!);
      });
      child.on('exit', (code) => reject(new Error(`fixture exited ${code}`)));
    });
    process.kill(-child.pid!, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    expect(await select1(url)).toBe(1); // the orphan still serves

    const adopted = await startEmbeddedDatabase(dir);
    expect(adopted.owned).toBe(true);
    expect(adopted.url).toBe(url);
    await adopted.stop();
    await expect(select1(url)).rejects.toThrow();
  }, 120_000);

  it('starts over a stale postmaster.pid whose process is gone', async () => {
    const pidFile = join(dir, 'pg', 'postmaster.pid');
    writeFileSync(pidFile, `999999\n${join(dir, 'pg')}\n0\n5432\n`);
    const db = await startEmbeddedDatabase(dir);
    try {
      expect(db.owned).toBe(true);
      expect(await select1(db.url)).toBe(1);
      expect(readFileSync(pidFile, 'utf8').split('\n')[0]).not.toBe('999999');
    } finally {
      await db.stop();
    }
  }, 120_000);

  it('is reused, not owned, while another live process owns it', async () => {
    const owner = await startEmbeddedDatabase(dir);
    const second = await startEmbeddedDatabase(dir);
    try {
      // Same process here, so fake a live foreign owner: the owner file names our parent.
      writeFileSync(join(dir, 'pg-owner.pid'), String(process.ppid));
      const third = await startEmbeddedDatabase(dir);
      expect(third.owned).toBe(false);
      expect(third.url).toBe(owner.url);
      await third.stop(); // a no-op for a non-owner
      expect(await select1(owner.url)).toBe(1);
    } finally {
      await second.stop();
      await owner.stop();
    }
  }, 120_000);
});
