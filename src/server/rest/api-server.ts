import type { IncomingMessage, ServerResponse } from 'node:http';
import { env } from '~/env';
import { appRouter } from '~/server/api/root';
import { ClientAddressResolver } from './client-address';
import { createRestHandler, type RestLimits } from './handler';
import { PLAIN_ROUTES } from './plain-routes';
import { RouteTable } from './routes';

export function restRouteTable(): RouteTable {
  return new RouteTable(appRouter, PLAIN_ROUTES);
}

/** The /api/v1 surface, ready to mount on any node:http server (the launcher, tests, benchmarks). */
export function createApiServer(opts: { draining: () => boolean; limits?: Partial<RestLimits> }) {
  const routes = restRouteTable();
  const addresses = new ClientAddressResolver(env().TRUSTED_PROXIES);
  const handle = createRestHandler({
    router: appRouter,
    routes,
    plainHandlers: Object.fromEntries(PLAIN_ROUTES.map((r) => [`${r.method} ${r.template}`, r.handler])),
    draining: opts.draining,
    limits: opts.limits,
    addresses,
  });
  return {
    routes,
    handle: (req: IncomingMessage, res: ServerResponse) => handle(req, res),
    clientAddress: (req: IncomingMessage) => addresses.resolve(req.socket.remoteAddress, req.headers['x-forwarded-for']),
  };
}
