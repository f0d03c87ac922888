import { usageRouter } from './routers/usage/router';
import { router } from './trpc';

/** Every procedure, by area. Each one with `openapi` meta is also served as REST under /api/v1. */
export const appRouter = router({
  usage: usageRouter,
});

export type AppRouter = typeof appRouter;
