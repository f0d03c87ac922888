import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { TRPCReactProvider } from '~/trpc/react';
import './globals.css';

export const metadata: Metadata = {
  title: 'Zaga — Burmese speech API',
  description: 'Burmese (and embedded English) text to speech, as asynchronous jobs.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-stone-50 text-stone-900 antialiased">
        <TRPCReactProvider>{children}</TRPCReactProvider>
      </body>
    </html>
  );
}
