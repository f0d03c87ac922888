import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres, { type Sql } from 'postgres';
import { env } from '~/env';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema> & { $client: Sql };
/** A transaction handle, or the database itself: domain functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export function createDb(url: string, max: number): Db {
  const client = postgres(url, {
    max,
    onnotice: () => {},
    idle_timeout: 30,
    connection: { application_name: 'zaga' },
  });
  return drizzle(client, { schema }) as Db;
}

/**
 * One pool per process. The server's own modules (loaded by tsx) and Next's bundled copies of the same
 * modules share it through globalThis, so a process never opens two pools to the same database.
 */
const KEY = Symbol.for('zaga.db');
type Holder = { [KEY]?: Db };

export function db(): Db {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start through src/server/main.ts or set it.');
    holder[KEY] = createDb(url, env().DB_POOL_SIZE);
  }
  return holder[KEY];
}

export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const current = holder[KEY];
  holder[KEY] = undefined;
  await current?.$client.end({ timeout: 5 });
}
