'use client';

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/react';

/** The account's plan, from the same usage.get the Usage page reads. */
export function CurrentPlan() {
  const trpc = useTRPC();
  const usage = useQuery(trpc.usage.get.queryOptions());
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 className="text-sm font-medium text-stone-500">Your plan</h2>
      {usage.data ? (
        <>
          <p className="mt-1 text-xl font-semibold" data-testid="billing-plan">
            {usage.data.plan === 'none' ? 'No plan' : usage.data.plan === 'max' ? 'Max' : usage.data.plan}
          </p>
          <p className="mt-1 text-sm text-stone-600">{usage.data.entitled ? 'Active: your keys can create jobs.' : 'Your keys cannot create jobs yet.'}</p>
        </>
      ) : usage.isError ? (
        <p className="mt-1 text-sm text-red-700">Could not load your plan.</p>
      ) : (
        <div className="mt-2 h-12 animate-pulse rounded bg-stone-100" />
      )}
    </section>
  );
}
