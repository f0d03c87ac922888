import { closeDb } from '~/server/db/client';
import { bootstrapDatabase } from '~/server/db/bootstrap';
import { startWorker } from './runner';

/**
 * `npm run worker`: an extra worker process against DATABASE_URL (the scale-out path). It can also run
 * on the embedded default while a server holds it.
 */
const log = (msg: string) => console.log(`[worker] ${msg}`);
const { embedded } = await bootstrapDatabase({ log });
const worker = await startWorker({ log });
log('ready');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: finishing running jobs`);
  await worker.stop();
  await closeDb();
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
