import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Any constant: several instances starting together take turns applying migrations. */
const MIGRATION_LOCK = 7_232_001;

/** Applies the committed SQL migrations in drizzle/, once, even when several processes start at once. */
export async function runMigrations(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    await client`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await client.end();
  }
}
