/**
 * A separate app process serving /api/v1 (for tests that need several instances on one database):
 * `tsx src/test/api-process.ts` with DATABASE_URL and the limit variables of src/env.ts set. Prints
 * `LISTENING <port>` once it accepts connections; exits on SIGTERM or SIGINT.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDb } from '~/server/db/client';
import { createApiServer } from '~/server/rest/api-server';

const api = createApiServer({ draining: () => false });
const server = createServer((req, res) => void api.handle(req, res));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`);
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => void closeDb().finally(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
