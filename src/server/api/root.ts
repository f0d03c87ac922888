import { speechRouter } from './routers/speech/router';
import { usageRouter } from './routers/usage/router';
import { voicesRouter } from './routers/voices/router';
import { router } from './trpc';

/** Every procedure, by area. Each one with `openapi` meta is also served as REST under /api/v1. */
export const appRouter = router({
  speech: speechRouter,
  voices: voicesRouter,
  usage: usageRouter,
});

export type AppRouter = typeof appRouter;
