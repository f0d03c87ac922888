import { eq } from 'drizzle-orm';
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { db } from '~/server/db/client';
import { plans } from '~/server/db/schema';
import { requireUser } from '../require-user';
import { CurrentPlan } from './current-plan';

export const metadata: Metadata = { title: 'Billing — Zaga portal' };

const num = new Intl.NumberFormat('en-US');

/** Where Usage.upgrade_url and the 402 plan_required error send an owner. */
export default async function BillingPage() {
  const user = await requireUser('/portal/billing');
  const [max] = await db().select().from(plans).where(eq(plans.id, 'max'));
  const allowance = max ? num.format(max.defaultMonthlyLimit) : null;

  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
      <p className="mt-1 text-sm text-stone-500">Your plan decides whether your API keys can create speech.</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section className="rounded-xl border border-stone-200 bg-white p-8 shadow-sm lg:col-span-3">
          <div className="flex items-baseline justify-between">
            <h2 className="text-lg font-semibold">{max?.name ?? 'Max'}</h2>
            <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-600/20">The API plan</span>
          </div>
          <p className="mt-2 text-sm text-stone-600">Everything the speech API offers, for production use.</p>
          <ul className="mt-6 space-y-3 text-sm text-stone-700">
            <Feature>Create speech jobs (<code className="text-xs">POST /api/v1/speech</code>) and multi-chapter deliveries with your API keys.</Feature>
            {allowance && <Feature>{allowance} characters every 30-day period.</Feature>}
            <Feature>Tokens: purchased characters, spent once the monthly allowance is used up.</Feature>
            <Feature>Per-key monthly budgets, scopes and rotation, so each application spends only what you allow.</Feature>
          </ul>
          <div className="mt-8 rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
            <p className="font-medium text-stone-900">How to subscribe</p>
            <p className="mt-1">
              Plans are activated by the Zaga team. Contact us from <span className="font-medium">{user.email}</span> and quote your account ID{' '}
              <code className="rounded bg-white px-1.5 py-0.5 text-xs ring-1 ring-stone-200" data-testid="account-id">
                {user.accountId}
              </code>
              . Your keys can create jobs as soon as the plan is on.
            </p>
          </div>
        </section>

        <aside className="space-y-6 lg:col-span-2">
          <CurrentPlan />
          <section className="rounded-xl border border-stone-200 bg-white p-6 text-sm text-stone-600 shadow-sm">
            <h2 className="font-medium text-stone-900">Without a plan</h2>
            <p className="mt-2">
              Keys still read: voices, your existing jobs and their audio, and usage. Creating a job answers <code className="text-xs">402 plan_required</code> with a link to
              this page. When a plan ends, downloads and usage keep working.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}

function Feature({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 flex-none fill-teal-600">
        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
      </svg>
      <span>{children}</span>
    </li>
  );
}
