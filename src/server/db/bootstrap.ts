import { resetEnvCache } from '~/env';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { runMigrations } from './migrate';

/**
 * Resolves the database for this process: DATABASE_URL when set, otherwise the embedded server in the
 * data folder (started, reused or adopted). Migrates it and exports DATABASE_URL so every later reader
 * (the pool, Next's bundle, the worker) sees the same server.
 */
export async function bootstrapDatabase(opts: { log?: (msg: string) => void; migrate?: boolean } = {}): Promise<{
  url: string;
  embedded?: EmbeddedDatabase;
}> {
  let url = process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    embedded = await startEmbeddedDatabase(process.env.ZAGA_DATA_DIR ?? './.data', opts.log);
    url = embedded.url;
    process.env.DATABASE_URL = url;
    resetEnvCache();
  }
  if (opts.migrate !== false) await runMigrations(url);
  return { url, embedded };
}
