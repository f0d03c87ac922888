'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { TUsage } from '~/server/api/routers/usage/get-usage.types';
import { errorStatus, useTRPC } from '~/trpc/react';

const num = new Intl.NumberFormat('en-US');
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const PLAN_NAMES: Record<string, string> = { max: 'Max', none: 'No plan' };

/** The account's usage, from the same `usage.get` procedure that serves REST GET /api/v1/usage. */
export function UsagePanel() {
  const trpc = useTRPC();
  const usage = useQuery({ ...trpc.usage.get.queryOptions(), refetchInterval: 30_000 });

  if (usage.isPending) return <UsageSkeleton />;
  if (usage.isError) {
    const signedOut = errorStatus(usage.error) === 401;
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-sm text-red-800">
        {signedOut ? (
          <>
            Your session has ended.{' '}
            <Link href="/signin" className="font-semibold underline">
              Sign in again
            </Link>
            .
          </>
        ) : (
          <>
            Usage could not be loaded.{' '}
            <button type="button" onClick={() => void usage.refetch()} className="font-semibold underline">
              Try again
            </button>
          </>
        )}
      </div>
    );
  }
  return <UsageView usage={usage.data} />;
}

function UsageView({ usage }: { usage: TUsage }) {
  const { monthly } = usage;
  const usedShare = monthly.limit > 0 ? Math.min(1, monthly.used / monthly.limit) : 0;
  return (
    <div className="space-y-6" data-testid="usage">
      <PlanBanner usage={usage} />

      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label="Spendable now" testId="usage-spendable" value={num.format(usage.spendable)} unit="characters">
          Monthly allowance left plus tokens.
        </Stat>
        <Stat label="Tokens balance" testId="usage-tokens" value={num.format(usage.tokens.balance)} unit="characters">
          Purchased characters, spent after the monthly allowance.
        </Stat>
        <Stat
          label="Active jobs"
          testId="usage-concurrency"
          value={
            <>
              <span data-testid="usage-active-jobs">{num.format(usage.active_jobs)}</span>
              <span className="text-stone-400"> / </span>
              <span data-testid="usage-max-concurrent">{num.format(usage.max_concurrent_jobs)}</span>
            </>
          }
        >
          Processing now, of the most allowed at once.
        </Stat>
      </div>

      <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-sm font-medium text-stone-500">Monthly allowance</h2>
          <p className="text-sm text-stone-500" data-testid="usage-monthly-resets">
            {monthly.resets_at ? <>Resets {when.format(new Date(monthly.resets_at))}</> : 'No monthly allowance'}
          </p>
        </div>
        <p className="mt-2 text-3xl font-semibold tracking-tight tabular-nums">
          <span data-testid="usage-monthly-used">{num.format(monthly.used)}</span>
          <span className="text-lg font-normal text-stone-400">
            {' '}
            of <span data-testid="usage-monthly-limit">{num.format(monthly.limit)}</span> characters used
          </span>
        </p>
        <div
          className="mt-4 h-2 overflow-hidden rounded-full bg-stone-100"
          role="progressbar"
          aria-label="Monthly allowance used"
          aria-valuemin={0}
          aria-valuemax={monthly.limit}
          aria-valuenow={monthly.used}
        >
          <div className={`h-full rounded-full ${usedShare >= 0.9 ? 'bg-amber-500' : 'bg-teal-600'}`} style={{ width: `${usedShare * 100}%` }} />
        </div>
        <p className="mt-3 text-sm text-stone-600">
          <span className="font-medium tabular-nums text-stone-900" data-testid="usage-monthly-remaining">
            {num.format(monthly.remaining)}
          </span>{' '}
          characters left this period.
        </p>
      </section>
    </div>
  );
}

function PlanBanner({ usage }: { usage: TUsage }) {
  const planName = PLAN_NAMES[usage.plan] ?? usage.plan;
  return (
    <section
      className={`flex flex-wrap items-center justify-between gap-4 rounded-xl border p-6 shadow-sm ${usage.entitled ? 'border-stone-200 bg-white' : 'border-amber-200 bg-amber-50'}`}
    >
      <div>
        <h2 className="text-sm font-medium text-stone-500">Plan</h2>
        <p className="mt-1 flex items-center gap-3">
          <span className="text-2xl font-semibold tracking-tight" data-testid="usage-plan" data-plan={usage.plan}>
            {planName}
          </span>
          {usage.entitled ? (
            <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-600/20" data-testid="usage-entitled">
              Active
            </span>
          ) : (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/20" data-testid="usage-entitled">
              Not entitled
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {usage.entitled ? 'Your API keys can create speech jobs and deliveries.' : 'Your API keys can read, but creating speech jobs needs the Max plan.'}
        </p>
      </div>
      {!usage.entitled && usage.upgrade_url && (
        <a
          href={usage.upgrade_url}
          data-testid="usage-upgrade"
          className="rounded-lg bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-teal-800"
        >
          Upgrade to Max
        </a>
      )}
    </section>
  );
}

function Stat({ label, value, unit, testId, children }: { label: string; value: ReactNode; unit?: string; testId: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 className="text-sm font-medium text-stone-500">{label}</h2>
      <p className="mt-2 text-3xl font-semibold tracking-tight tabular-nums">
        <span data-testid={testId}>{value}</span>
        {unit && <span className="ml-1.5 text-base font-normal text-stone-400">{unit}</span>}
      </p>
      <p className="mt-2 text-sm text-stone-500">{children}</p>
    </section>
  );
}

function UsageSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading usage">
      <div className="h-28 animate-pulse rounded-xl border border-stone-200 bg-white" />
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-xl border border-stone-200 bg-white" />
        ))}
      </div>
      <div className="h-40 animate-pulse rounded-xl border border-stone-200 bg-white" />
    </div>
  );
}
