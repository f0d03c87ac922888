import { AppError } from '~/server/errors';
import type { Db } from '~/server/db/client';
import { closeDb, db } from '~/server/db/client';
import { bootstrapDatabase } from '~/server/db/bootstrap';
import { CliError } from './cli-kit';

/**
 * Runs an operator command against the same database as the server: DATABASE_URL, or the embedded
 * server in the data folder (reused while the app runs, started and stopped again when it does not).
 */
export async function withDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const { embedded } = await bootstrapDatabase();
  try {
    return await fn(db());
  } catch (error) {
    if (error instanceof AppError) throw new CliError(error.message, 1);
    throw error;
  } finally {
    await closeDb();
    await embedded?.stop();
  }
}
