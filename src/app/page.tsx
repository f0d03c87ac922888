import Link from 'next/link';

export default function Home() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Zaga <span className="text-stone-500">စကား</span></h1>
      <p className="mt-4 text-lg text-stone-700">Burmese text, with English mixed in, turned into speech through a REST API.</p>
      <ul className="mt-8 space-y-2 text-blue-700">
        <li><Link href="/portal">Developer portal</Link></li>
        <li><Link href="/inbox">Inbox</Link></li>
        <li><a href="/api/v1/openapi.json">API description (OpenAPI)</a></li>
        <li><Link href="/docs/errors">Error reference</Link></li>
      </ul>
    </main>
  );
}
