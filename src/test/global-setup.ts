import { rmSync } from 'node:fs';
import { runMigrations as runWorkerMigrations } from 'graphile-worker';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '~/server/db/embedded';
import { runMigrations } from '~/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    templateUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL when given, otherwise a fresh embedded server
 * in .data-test/run-<pid>. A migrated template database (ours and graphile-worker's schema) is made once; every
 * test file then gets its own database cloned from it (src/test/setup-db.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    // One folder per run: several runs (a developer's and CI's, or parallel agents) may share a checkout.
    const dir = `.data-test/run-${process.pid}`;
    rmSync(dir, { recursive: true, force: true });
    const embedded = await startEmbeddedDatabase(dir);
    adminUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const base = new URL(adminUrl);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe('DROP DATABASE IF EXISTS zaga_template WITH (FORCE)');
  await admin.unsafe('CREATE DATABASE zaga_template');
  await admin.end();
  const templateUrl = new URL(base);
  templateUrl.pathname = '/zaga_template';
  await runMigrations(templateUrl.toString());
  await runWorkerMigrations({ connectionString: templateUrl.toString() });
  project.provide('templateUrl', templateUrl.toString());
  return async () => {
    await stop?.();
  };
}
