import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnyTRPCRouter } from '@trpc/server';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { env } from '~/env';
import type { Context, Principal } from '~/server/api/context';
import { db } from '~/server/db/client';
import { authenticateRequest, recordAuthFailure, type CounterState } from '~/server/domain/access/authenticate-request';
import { AppError } from '~/server/errors';
import { API_KEY_PATTERN, hashApiKeySecret } from '~/server/lib/api-key-secret';
import { newRequestId } from '~/server/lib/ids';
import { BODY_LIMIT, DELIVERY_BODY_LIMIT, checkDeclaredLength, readJsonBody } from './body';
import { networkOf, type ClientAddressResolver } from './client-address';
import { renderError, toAppError } from './error-response';
import { serveOpenApi } from './openapi';
import { API_PREFIX, type RouteTable } from './routes';

const RETIRED: Record<string, string> = { '/generate': 'POST /speech', '/balance': 'GET /usage' };

/** A plain (non-tRPC) route handler: binary downloads. It gets the authenticated context. */
export type PlainRouteHandler = (req: IncomingMessage, res: ServerResponse, ctx: Context & { principal: Principal }, params: Record<string, string>, send: ResponseWriter) => Promise<void>;

export interface ResponseWriter {
  headers: Record<string, string>;
  error(error: unknown): void;
}

/** Captures what the trpc-to-openapi node handler writes, so errors can be rewritten to the spec's body. */
class CapturedResponse extends EventEmitter {
  statusCode = 200;
  writableEnded = false;
  body: string | undefined;
  readonly headers: Record<string, string> = {};
  setHeader(key: string, value: string | string[]) {
    this.headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  end(body?: string) {
    this.body = body;
    this.writableEnded = true;
  }
}

/** Path and query of a request target, without building a URL object on the hot path. */
function splitUrl(target: string): { pathname: string; search: string } {
  const q = target.indexOf('?');
  const raw = q === -1 ? target : target.slice(0, q);
  const search = q === -1 ? '' : target.slice(q);
  // Dot segments and percent-escapes are rare: only then take the URL parser's word for the path.
  const pathname = raw.includes('.') || raw.includes('%') ? new URL(raw, 'http://localhost').pathname : raw;
  return { pathname, search };
}

const JSON_HEADERS = new Headers({ 'content-type': 'application/json' });

/**
 * What the trpc-to-openapi node handler gets instead of the IncomingMessage: everything it reads (method,
 * path, the body already parsed and checked, a JSON content type) and an abort signal. It has
 * Request.prototype so the handler takes `req.signal` as given; for any other object it builds a fetch
 * Request (copying every header) just to make that signal, a tenth of the CPU of GET /usage. The REST
 * tests pin the behaviour down, so a library upgrade that reads more from it would show at once.
 */
function adapterRequest(req: IncomingMessage, method: string, url: string, body: unknown) {
  const abort = new AbortController();
  req.once('aborted', () => abort.abort());
  // Own data properties: the prototype's accessors (getters only) must not be assigned through.
  const own = (value: unknown) => ({ value, writable: true, enumerable: true });
  return Object.create(Request.prototype, {
    method: own(method),
    url: own(url),
    body: own(body),
    headers: own(JSON_HEADERS),
    signal: own(abort.signal),
  }) as { method: string; url: string; body: unknown };
}

interface RequestState {
  ctx?: Context;
  error?: unknown;
}

/** The spec's limits are defaults: each comes from the environment unless given here. */
export interface RestLimits {
  writesPerMinute: number;
  readsPerMinute: number;
  addressPerMinute: number;
  authFailuresBeforeBlock: number;
  authFailureWindowSeconds: number;
  authBlockSeconds: number;
}

export function limitsFromEnv(): RestLimits {
  const e = env();
  return {
    writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
    addressPerMinute: e.RATE_LIMIT_ADDRESS_PER_MINUTE,
    authFailuresBeforeBlock: e.AUTH_FAILURES_BEFORE_BLOCK,
    authFailureWindowSeconds: e.AUTH_FAILURE_WINDOW_SECONDS,
    authBlockSeconds: e.AUTH_BLOCK_SECONDS,
  };
}

export interface RestHandlerOptions {
  router: AnyTRPCRouter;
  limits?: Partial<RestLimits>;
  /** Who the client is (socket, or a trusted proxy's X-Forwarded-For); shared with the launcher. */
  addresses: ClientAddressResolver;
  routes: RouteTable;
  plainHandlers?: Record<string, PlainRouteHandler>;
  draining: () => boolean;
  log?: (message: string, error?: unknown) => void;
}

function rateHeaders(limit: number, counter: CounterState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(Math.max(0, limit - counter.count)),
    'X-RateLimit-Reset': String(counter.resetAt),
  };
}

const secondsUntil = (when: Date | number) => Math.max(1, Math.ceil(((typeof when === 'number' ? when : when.getTime()) - Date.now()) / 1000));

/** The credential sent and the header it came in (for `param`): X-API-Key when both are sent. */
function presentedKey(req: IncomingMessage): { value: string; header: 'X-API-Key' | 'Authorization' } | undefined {
  const header = req.headers['x-api-key'];
  const xKey = (Array.isArray(header) ? header[0] : header)?.trim();
  if (xKey) return { value: xKey, header: 'X-API-Key' };
  const auth = req.headers.authorization?.trim();
  if (!auth) return undefined;
  const bearer = /^Bearer(?:\s+(.*))?$/i.exec(auth);
  // `Bearer` with nothing after it is no key. Any other scheme (Basic, a sign-in token under another
  // name) is a credential we do not accept.
  const value = bearer ? bearer[1]?.trim() : auth;
  return value ? { value, header: 'Authorization' } : undefined;
}

/**
 * The REST facade of /api/v1, shared by every endpoint: request ids, routing, the rate limits and key
 * checks, the service mode, body limits, then the tRPC procedure through trpc-to-openapi, and the spec's
 * error body for every failure.
 */
export function createRestHandler(opts: RestHandlerOptions) {
  const log = opts.log ?? ((m, e) => console.error(m, e));
  const states = new WeakMap<object, RequestState>();
  const { addresses } = opts;
  const limits: RestLimits = { ...limitsFromEnv(), ...opts.limits };
  const openApiHandler = createOpenApiNodeHttpHandler({
    router: opts.router,
    createContext: ({ req }: { req: IncomingMessage }) => states.get(req)!.ctx!,
    onError: ({ error, req }: { error: unknown; req: IncomingMessage }) => {
      const state = states.get(req);
      if (state) state.error = error;
    },
    responseMeta: ({ ctx, errors }: { ctx?: Context; errors: unknown[] }) =>
      errors.length === 0 && ctx ? { status: ctx.response.status ?? 200, headers: ctx.response.headers } : {},
  } as Parameters<typeof createOpenApiNodeHttpHandler>[0]);

  return async function handleRest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = newRequestId();
    const headers: Record<string, string> = { 'X-Request-Id': requestId };
    const sendError = (error: unknown) => {
      const rendered = renderError(toAppError(error, (e) => log(`[${requestId}] unexpected error`, e)), requestId);
      const body = JSON.stringify(rendered.body);
      res.writeHead(rendered.status, { ...headers, ...rendered.headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };

    try {
      // Dot segments are resolved (splitUrl): /api/v1/../v2/usage must not be served as /usage.
      const { pathname, search } = splitUrl(req.url ?? '/');
      const inPrefix = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
      const path = inPrefix ? pathname.slice(API_PREFIX.length) || '/' : pathname;
      if (!inPrefix) throw new AppError('not_found', { message: `No endpoint ${req.method ?? 'GET'} ${path}.` });
      const method = req.method ?? 'GET';

      const replacement = RETIRED[path.replace(/\/$/, '')];
      if (replacement) throw new AppError('endpoint_removed', { details: { replacement }, message: `This endpoint was removed; use ${replacement}.` });

      const isOpenApi = path === '/openapi.json' && (method === 'GET' || method === 'HEAD');
      const route = isOpenApi ? undefined : opts.routes.match(method, path);
      if (!isOpenApi && !route) throw new AppError('not_found', { message: `No endpoint ${method} ${API_PREFIX}${path}.` });
      const isWrite = method === 'POST';
      if (isWrite) checkDeclaredLength(req, path === '/deliveries' ? DELIVERY_BODY_LIMIT : BODY_LIMIT);

      const address = addresses.resolve(req.socket.remoteAddress, req.headers['x-forwarded-for']);
      const network = networkOf(address);
      const key = isOpenApi ? undefined : presentedKey(req);
      const keyHash = key && API_KEY_PATTERN.test(key.value) ? hashApiKeySecret(key.value) : null;
      const gate = await authenticateRequest(db().$client, {
        address,
        network,
        keyHash,
        bucket: isWrite ? 'write' : 'read',
        limits: { addressPerMinute: limits.addressPerMinute, keyPerMinute: isWrite ? limits.writesPerMinute : limits.readsPerMinute },
      });

      if (gate.address.count > limits.addressPerMinute) {
        const limitHeaders = rateHeaders(limits.addressPerMinute, gate.address);
        throw new AppError('rate_limited', {
          message: 'Too many requests from this address.',
          headers: limitHeaders,
          retryAfter: secondsUntil(gate.address.resetAt * 1000),
        });
      }
      if (isOpenApi) return serveOpenApi(req, res, headers, opts.router);
      if (gate.blockedUntil) {
        throw new AppError('auth_blocked', { retryAfter: secondsUntil(gate.blockedUntil), message: 'Too many failed key checks from this network.' });
      }
      if (gate.mode === 'disabled') {
        throw new AppError('api_disabled', { retryAfter: 60, details: gate.notice ? { notice: gate.notice } : undefined });
      }
      if (!key) throw new AppError('missing_api_key', { param: 'X-API-Key', message: 'Send an API key in X-API-Key or Authorization: Bearer.' });
      if (!gate.key) {
        await recordAuthFailure(db().$client, network, {
          limit: limits.authFailuresBeforeBlock,
          windowSeconds: limits.authFailureWindowSeconds,
          blockSeconds: limits.authBlockSeconds,
        });
        throw new AppError('invalid_api_key', { param: key.header, message: 'The API key is invalid, revoked or expired.' });
      }
      const limit = isWrite ? limits.writesPerMinute : limits.readsPerMinute;
      const counter = gate.key.counter!;
      Object.assign(headers, rateHeaders(limit, counter));
      if (counter.count > limit) {
        throw new AppError('rate_limited', { retryAfter: secondsUntil(counter.resetAt * 1000), message: `Over ${limit} ${isWrite ? 'writes' : 'reads'} per minute for this key.` });
      }

      const ctx: Context = {
        principal: {
          accountId: gate.key.accountId,
          keyId: gate.key.id,
          scopes: gate.key.scopes,
          standing: { developerStatus: gate.key.developerStatus, suspended: gate.key.suspended, planId: gate.key.planId, entitled: gate.key.entitled },
        },
        transport: 'rest',
        requestId,
        service: { mode: gate.mode, notice: gate.notice },
        header: (name) => {
          const v = req.headers[name.toLowerCase()];
          return Array.isArray(v) ? v[0] : v;
        },
        response: { headers: {} },
        draining: opts.draining,
      };

      if (route!.kind === 'plain') {
        const scope = route!.meta.scope;
        if (scope && !ctx.principal!.scopes.includes(scope)) {
          throw new AppError('scope_missing', { message: `This key lacks the ${scope} scope.`, details: { required_scope: scope } });
        }
        const handler = opts.plainHandlers?.[`${route!.method} ${route!.template}`];
        if (!handler) throw new AppError('not_found');
        return await handler(req, res, ctx as Context & { principal: Principal }, route!.params, { headers, error: sendError });
      }

      const state: RequestState = { ctx };
      const input = isWrite ? await readJsonBody(req, path === '/deliveries' ? DELIVERY_BODY_LIMIT : BODY_LIMIT) : undefined;
      const call = adapterRequest(req, method === 'HEAD' ? 'GET' : method, path + search, input);
      states.set(call, state);
      const captured = new CapturedResponse();
      await openApiHandler(call as unknown as IncomingMessage, captured as unknown as ServerResponse);
      if (captured.statusCode >= 400 || state.error) {
        sendError(state.error ?? new Error(`handler answered ${captured.statusCode} without an error`));
        return;
      }
      const body = captured.body ?? '';
      res.writeHead(captured.statusCode, {
        ...captured.headers,
        ...headers,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (error instanceof AppError && error.code === 'payload_too_large') res.setHeader('Connection', 'close');
      sendError(error);
    }
  };
}
