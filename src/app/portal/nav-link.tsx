'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export function NavLink({ href, children }: { href: string; children: string }) {
  const active = usePathname() === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium transition ${active ? 'bg-stone-100 text-stone-900' : 'text-stone-500 hover:text-stone-900'}`}
    >
      {children}
    </Link>
  );
}
