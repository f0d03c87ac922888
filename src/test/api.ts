import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetEnvCache } from '~/env';
import { db } from '~/server/db/client';
import type { ApiScope } from '~/server/db/schema';
import type { TAccountSettings } from '~/server/domain/accounts/account-settings';
import { createAccount } from '~/server/domain/accounts/create-account';
import { createApiKey } from '~/server/domain/api-keys/create-api-key';
import { isPreviewRequest, serveVoicePreview } from '~/server/media/voice-preview-route';
import { createApiServer } from '~/server/rest/api-server';
import type { RestLimits } from '~/server/rest/handler';

export interface TestApi {
  url: string;
  server: Server;
  setDraining(value: boolean): void;
  close(): Promise<void>;
}

/** The real /api/v1 stack on a real node:http server on a free port, against this file's database. */
export async function startApi(opts: { limits?: Partial<RestLimits> } = {}): Promise<TestApi> {
  let draining = false;
  const api = createApiServer({ draining: () => draining, limits: opts.limits });
  const server = createServer((req, res) => void (isPreviewRequest(req.url) ? serveVoicePreview(req, res) : api.handle(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  resetEnvCache();
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    server,
    setDraining: (v) => (draining = v),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A fresh client address (sent through the trusted loopback proxy) so tests never share address buckets. */
export const uniqueAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! % 250 + 1}`;

export interface TestAccount {
  accountId: string;
  key: string;
  keyId: string;
  email: string;
}

/** An approved developer on the Max plan with one all-scope key, unless told otherwise. */
export async function createTestAccount(settings: Partial<TAccountSettings> = {}, key: { scopes?: ApiScope[]; budget?: number } = {}): Promise<TestAccount> {
  const email = `t-${randomBytes(6).toString('hex')}@example.test`;
  const { accountId } = await createAccount(db(), { plan: 'max', developer: 'approved', tokens: 0, ...settings, email });
  const created = await createApiKey(db(), { accountId, scopes: key.scopes, monthlyCharBudget: key.budget ?? null });
  return { accountId, key: created.key, keyId: created.id, email };
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

export interface CallOptions {
  method?: string;
  key?: string;
  bearer?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  address?: string;
}

/** One HTTP request to the test API; parses JSON bodies. */
export async function call(api: TestApi, path: string, opts: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers['X-API-Key'] = opts.key;
  if (opts.bearer) headers.Authorization = `Bearer ${opts.bearer}`;
  if (opts.address) headers['X-Forwarded-For'] = opts.address;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await fetch(api.url + path, { method: opts.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** A real graphile-worker runner on this file's database, running the real tasks and engine. */
export async function startTestWorker(concurrency = 2): Promise<{ stop(): Promise<void> }> {
  const { startWorker } = await import('../../worker/runner');
  return startWorker({ concurrency });
}

/** Polls GET /speech/{id} until the job leaves `processing` (or the timeout passes). */
export async function waitForJob(api: TestApi, key: string, id: string, timeoutMs = 60_000): Promise<CallResult> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(api, `/speech/${id}`, { key, address: uniqueAddress() });
    if (res.body?.status !== 'processing' || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}
