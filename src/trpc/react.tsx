'use client';

import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useState, type ReactNode } from 'react';
import type { AppRouter } from '~/server/api/root';

/** `useTRPC()` in client components: `useQuery(trpc.usage.get.queryOptions())`, always through /api/trpc. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The HTTP status of a failed call (401 signed out, 402, 404...), when the server sent one. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  // The response's status is the one the server mapped from the app's error code (see the route).
  const response = (error.meta as { response?: { status?: number } } | undefined)?.response;
  return response?.status ?? (error.data as { httpStatus?: number } | undefined)?.httpStatus;
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // A 4xx will not change by asking again; network trouble and 5xx might.
        retry: (failures, error) => {
          const status = errorStatus(error);
          return failures < 2 && (status === undefined || status >= 500);
        },
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One client per browser tab; a fresh one per server render so no user's data is shared. */
function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/** The user whose data the browser's query cache holds; see SessionScope. */
let cachedFor: string | undefined;

/**
 * Marks whose session the pages below belong to. When the signed-in user changes within one tab (sign
 * out, sign in as someone else, no reload), the query cache is emptied before anything reads from it,
 * so one user's numbers never appear, even for a moment, on another's page.
 */
export function SessionScope({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  if (typeof window !== 'undefined' && cachedFor !== userId) {
    if (cachedFor !== undefined) queryClient.clear();
    cachedFor = userId;
  }
  return children;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: '/api/trpc' })],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
