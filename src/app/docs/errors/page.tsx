import { ERROR_CODES, ERROR_CODE_LIST } from '~/server/errors/codes';

export const metadata = { title: 'Errors — Zaga API reference' };

/** The page every error's `doc_url` points at: one anchored entry per code, from the same table. */
export default function ErrorsPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="text-2xl font-semibold">Error reference</h1>
      <p className="mt-3 text-stone-700">
        Every error body is <code>{'{"error": {type, code, message, param, retryable, request_id, doc_url, details?}}'}</code>. Branch on{' '}
        <code>code</code>; retry only when <code>retryable</code> is true, after <code>Retry-After</code> seconds when sent.
      </p>
      <dl className="mt-8 divide-y divide-stone-200">
        {ERROR_CODE_LIST.map((code) => {
          const spec = ERROR_CODES[code];
          return (
            <div key={code} id={code} className="py-4 target:bg-amber-50">
              <dt className="font-mono text-lg">
                <a href={`#${code}`}>{code}</a>
              </dt>
              <dd className="mt-1 text-sm text-stone-600">
                HTTP {spec.status} · {spec.type} · {spec.retryable ? 'retryable' : 'not retryable'}
              </dd>
              <dd className="mt-1">{spec.meaning}</dd>
            </div>
          );
        })}
      </dl>
    </main>
  );
}
