import type { Metadata } from 'next';
import { requireUser } from './require-user';
import { UsagePanel } from './usage-panel';

export const metadata: Metadata = { title: 'Usage — Zaga portal' };

export default async function PortalPage() {
  await requireUser('/portal');
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Usage</h1>
          <p className="mt-1 text-sm text-stone-500">
            What your API keys can still spend. The same numbers as <code className="rounded bg-stone-100 px-1 py-0.5 text-xs">GET /api/v1/usage</code>.
          </p>
        </div>
      </div>
      <div className="mt-8">
        <UsagePanel />
      </div>
    </>
  );
}
