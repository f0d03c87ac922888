/**
 * The Zaga /api/v1 stack (the launcher's REST path: gate SQL, tRPC procedure via trpc-to-openapi, error
 * rewriting) on a plain node:http server, for the benchmark. Limits come from the environment.
 */
import { createServer } from 'node:http';
import { createApiServer } from '~/server/rest/api-server';

const api = createApiServer({ draining: () => false });
const server = createServer((req, res) => void api.handle(req, res));
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGINT', () => server.close(() => process.exit(0)));
