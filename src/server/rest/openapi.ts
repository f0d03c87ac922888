import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { publicUrl } from '~/env';
import type { Meta } from '~/server/api/trpc';
import { ERROR_CODES, type ErrorCode } from '~/server/errors';
import { API_PREFIX } from './routes';
import { PLAIN_ROUTE_DOCS } from './plain-route-docs';

/** Errors every authenticated endpoint can return (spec: Endpoints' common rules). */
export const COMMON_ERRORS: ErrorCode[] = [
  'missing_api_key',
  'invalid_api_key',
  'developer_pending',
  'developer_rejected',
  'developer_suspended',
  'developer_not_approved',
  'account_suspended',
  'scope_missing',
  'rate_limited',
  'auth_blocked',
  'internal_error',
  'api_disabled',
];

const header = (description: string, schema: object = { type: 'string' }) => ({ description, schema });
export const HEADER_DOCS = {
  'X-Request-Id': header('Id of this request; equals error.request_id.', { type: 'string', pattern: '^req_[0-9a-f]{24}$' }),
  'X-RateLimit-Limit': header("Requests allowed per minute in the key's bucket that counted this request.", { type: 'integer' }),
  'X-RateLimit-Remaining': header('Requests left in the current window.', { type: 'integer' }),
  'X-RateLimit-Reset': header('When the window resets, in Unix seconds.', { type: 'integer' }),
  'Retry-After': header('Seconds to wait before retrying.', { type: 'integer' }),
  'X-Original-Status': header('On every 503: `503`. It survives when a hosting platform replaces the 503 with its own HTML 504 page; such a 504 is retryable and nothing was charged.', { type: 'string', enum: ['503'] }),
  Location: header('Where to poll the created resource.'),
  'Idempotent-Replayed': header('Present (value `true`) on a replay of an earlier request with the same Idempotency-Key.'),
  ETag: header('Entity tag of the body.'),
  'Content-Disposition': header('attachment; filename="zaga-speech-{id}.mp3"'),
  'Content-Length': header('Body length in bytes.', { type: 'integer' }),
} as const;
export type DocumentedHeader = keyof typeof HEADER_DOCS;

const AUTH_HEADERS: DocumentedHeader[] = ['X-Request-Id', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['type', 'code', 'message', 'param', 'retryable', 'request_id', 'doc_url'],
      properties: {
        type: { type: 'string', enum: [...new Set(Object.values(ERROR_CODES).map((e) => e.type))] },
        code: { type: 'string', description: 'Machine-readable. New codes may be added; handle an unknown one by HTTP status and `retryable`.', examples: Object.keys(ERROR_CODES) },
        message: { type: 'string', description: 'Human-readable; not to be parsed.' },
        param: { type: ['string', 'null'], description: 'The request field or header at fault.' },
        retryable: { type: 'boolean' },
        request_id: { type: 'string', pattern: '^req_[0-9a-f]{24}$' },
        doc_url: { type: 'string', format: 'uri' },
        details: { type: 'object', additionalProperties: true },
        upgrade_url: { type: 'string', format: 'uri' },
      },
    },
  },
};

function errorExample(code: ErrorCode) {
  const spec = ERROR_CODES[code];
  return {
    summary: code,
    value: {
      error: {
        type: spec.type,
        code,
        message: spec.meaning,
        param: null,
        retryable: spec.retryable,
        request_id: 'req_5f0c6e2a9b1d4c3e8f7a6b5c',
        doc_url: `${publicUrl()}/docs/errors#${code}`,
      },
    },
  };
}

/** Error responses grouped by HTTP status, each with an example per code. */
export function errorResponses(codes: ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const needsRetry = list.some((c) => ERROR_CODES[c].retryable && (status === 429 || status === 503 || c === 'job_not_finished'));
    out[String(status)] = {
      description: list.map((c) => `\`${c}\``).join(', '),
      headers: headerObjects(['X-Request-Id', ...(needsRetry ? (['Retry-After'] as const) : []), ...(status === 503 ? (['X-Original-Status'] as const) : [])]),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, examples: Object.fromEntries(list.map((c) => [c, errorExample(c)])) } },
    };
  }
  return out;
}

export function headerObjects(names: readonly DocumentedHeader[]) {
  return Object.fromEntries(names.map((n) => [n, HEADER_DOCS[n]]));
}

type Operation = { operationId?: string; responses?: Record<string, unknown>; [k: string]: unknown };

/** The published description: the generated paths, then the spec's statuses, headers and errors. */
export function buildOpenApiDocument(router: AnyTRPCRouter): Record<string, unknown> {
  const doc = generateOpenApiDocument(router, {
    title: 'Zaga Speech API',
    version: '1.0.0',
    description: 'Burmese (and embedded English) text to speech, as asynchronous jobs. Every error has the shape of the `Error` schema.',
    baseUrl: `${publicUrl()}${API_PREFIX}`,
    securitySchemes: {
      ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: '`ak_live_` followed by 32 hex characters.' },
      BearerAuth: { type: 'http', scheme: 'bearer', description: 'The same API key as `Authorization: Bearer <key>`. X-API-Key wins when both are sent.' },
    },
  }) as unknown as { paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

  const metaById = new Map<string, Meta>();
  for (const [name, procedure] of Object.entries(router._def.procedures as Record<string, AnyTRPCProcedure>)) {
    const meta = procedure._def.meta as Meta | undefined;
    if (meta?.openapi) metaById.set(meta.openapi.operationId ?? name.replace(/\./g, '-'), meta);
  }

  for (const ops of Object.values(doc.paths)) {
    for (const op of Object.values(ops)) {
      const meta = metaById.get(op.operationId ?? '');
      const docs = meta?.docs ?? {};
      const generated = op.responses?.['200'] as Record<string, unknown> | undefined;
      const responses: Record<string, unknown> = {};
      for (const success of docs.success ?? [{ status: 200 }]) {
        const content = success.schemaRef
          ? { 'application/json': { schema: { $ref: `#/components/schemas/${success.schemaRef}` } } }
          : generated?.content;
        responses[String(success.status)] = {
          description: success.description ?? (generated?.description as string) ?? 'Success',
          headers: headerObjects([...AUTH_HEADERS, ...(success.headers ?? [])]),
          ...(content ? { content } : {}),
        };
      }
      Object.assign(responses, errorResponses([...COMMON_ERRORS, ...(docs.errors ?? [])]));
      op.responses = responses;
    }
  }

  doc.paths['/openapi.json'] = {
    get: {
      operationId: 'openapi-get',
      summary: 'API description',
      description: 'This document. No key needed; served even while the API is switched off.',
      tags: ['Meta'],
      security: [],
      parameters: [{ name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The OpenAPI document.', headers: headerObjects(['X-Request-Id', 'ETag']), content: { 'application/json': { schema: { type: 'object' } } } },
        '304': { description: 'Not modified.', headers: headerObjects(['X-Request-Id', 'ETag']) },
        ...errorResponses(['rate_limited', 'internal_error']),
      },
    },
  };
  for (const [path, method, replacement] of [['/generate', 'post', 'POST /speech'], ['/balance', 'get', 'GET /usage']] as const) {
    doc.paths[path] = {
      [method]: {
        operationId: `retired${path.replace('/', '-')}`,
        summary: `Retired: use ${replacement}`,
        deprecated: true,
        tags: ['Retired'],
        responses: errorResponses(['endpoint_removed']),
      },
    };
  }
  for (const [path, ops] of Object.entries(PLAIN_ROUTE_DOCS(COMMON_ERRORS))) doc.paths[path] = { ...doc.paths[path], ...ops };

  doc.components.schemas = { ...doc.components.schemas, Error: ERROR_SCHEMA };
  return doc as unknown as Record<string, unknown>;
}

let cached: { json: string; etag: string } | undefined;

export function openApiDocument(router: AnyTRPCRouter): { json: string; etag: string } {
  if (!cached) {
    const json = JSON.stringify(buildOpenApiDocument(router));
    cached = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
  }
  return cached;
}

export function serveOpenApi(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, router: AnyTRPCRouter): void {
  const { json, etag } = openApiDocument(router);
  const match = req.headers['if-none-match']?.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (match?.includes(etag) || match?.includes('*')) {
    res.writeHead(304, { ...headers, ETag: etag, 'Cache-Control': 'public, max-age=60' });
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, ETag: etag, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json), 'Cache-Control': 'public, max-age=60' });
  res.end(req.method === 'HEAD' ? undefined : json);
}
