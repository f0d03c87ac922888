import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '~/server/api/root';
import { createPortalContext } from '~/server/api/portal-context';
import { currentUser } from '~/server/auth';
import { db } from '~/server/db/client';
import { isAppError } from '~/server/errors';

/** The portal's tRPC endpoint: the signed-in owner calls the same procedures REST serves under /api/v1. */
function handler(req: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: async () => createPortalContext({ db: db(), userId: (await currentUser())?.userId ?? null, headers: req.headers }),
    // The app's errors carry their HTTP status (401 when signed out, 402, 404...): keep it, not a bare 500.
    responseMeta: ({ errors }) => {
      const appError = errors.map((e) => e.cause).find(isAppError);
      return appError ? { status: appError.status } : {};
    },
    onError: ({ error, path }) => {
      if (!isAppError(error.cause) && error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path ?? '?'}:`, error);
    },
  });
}

export { handler as GET, handler as POST };
