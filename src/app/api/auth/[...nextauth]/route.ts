import { NextRequest } from 'next/server';
import { env } from '~/env';
import { handlers } from '~/server/auth';

/**
 * next-auth builds its callback and redirect URLs from the request URL. Behind the custom server that
 * URL carries the listen address (http://0.0.0.0:3000), so it is rebuilt here from PUBLIC_URL when set,
 * else from the Host header the browser sent.
 */
function withPublicOrigin(req: NextRequest): NextRequest {
  const configured = env().PUBLIC_URL;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  const proto = req.headers.get('x-forwarded-proto') ?? 'http';
  const origin = configured ? new URL(configured).origin : host ? `${proto}://${host}` : null;
  if (!origin || origin === req.nextUrl.origin) return req;
  return new NextRequest(new URL(req.nextUrl.pathname + req.nextUrl.search, origin), req);
}

export const GET = (req: NextRequest) => handlers.GET(withPublicOrigin(req));
export const POST = (req: NextRequest) => handlers.POST(withPublicOrigin(req));
