import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { env } from '~/env';
import { bootstrapDatabase } from '~/server/db/bootstrap';
import { closeDb } from '~/server/db/client';
import { startWorker, type WorkerHandle } from '../../worker/runner';
import { isPreviewRequest, serveVoicePreview } from './media/voice-preview-route';
import { createApiServer } from './rest/api-server';

/**
 * `npm start`: one process serving everything on PORT. Requests under /api/v1 go straight to the REST
 * facade (trpc-to-openapi over the same tRPC procedures the portal uses); everything else (portal,
 * inbox, /api/trpc, /api/auth, docs) goes to Next. With no DATABASE_URL it runs an embedded PostgreSQL;
 * with WORKER_IN_PROCESS (default) it runs the graphile-worker runner in the same process.
 */
const log = (msg: string) => console.log(`[zaga] ${msg}`);
const dev = process.argv.includes('--dev');

const { embedded } = await bootstrapDatabase({ log });
const e = env();
const worker: WorkerHandle | undefined = e.WORKER_IN_PROCESS ? await startWorker({ log }) : undefined;

const app = next({ dev, dir: fileURLToPath(new URL('../..', import.meta.url)), hostname: e.HOST, port: e.PORT });
await app.prepare();
const nextHandler = app.getRequestHandler();

let draining = false;
const api = createApiServer({ draining: () => draining });
let inFlight = 0;

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  inFlight++;
  res.on('close', () => inFlight--);
  if (req.url === '/api/v1' || req.url?.startsWith('/api/v1/') || req.url?.startsWith('/api/v1?')) {
    void api.handle(req, res);
    return;
  }
  if (isPreviewRequest(req.url)) {
    void serveVoicePreview(req, res);
    return;
  }
  req.headers['x-zaga-client-ip'] = api.clientAddress(req);
  void nextHandler(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(e.PORT, e.HOST, () => log(`listening on http://${e.HOST}:${e.PORT}`));

async function shutdown(signal: string) {
  if (draining) return;
  draining = true;
  log(`${signal}: draining`);
  server.close();
  server.closeIdleConnections();
  const deadline = Date.now() + 10_000;
  while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  server.closeAllConnections();
  await worker?.stop();
  await app.close().catch(() => {});
  await closeDb();
  await embedded?.stop();
  log('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
