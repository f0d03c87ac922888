import type { Meta } from '~/server/api/trpc';
import type { PlainRouteHandler } from './handler';

/** Routes served outside tRPC, with the scope each needs. */
export const PLAIN_ROUTES: { method: string; template: string; meta: Meta; handler: PlainRouteHandler }[] = [];
