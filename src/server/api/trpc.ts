import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiScope } from '~/server/db/schema';
import { AppError, type ErrorCode } from '~/server/errors';
import type { DocumentedHeader } from '~/server/rest/openapi';
import { upgradeUrl } from '~/server/domain/billing/upgrade-url';
import type { AccountStanding, Context } from './context';

export interface Meta extends OpenApiMeta {
  /** The key scope the procedure needs (spec: Authentication, Scopes). */
  scope?: ApiScope;
  /** What the published document says beyond the generated schema: statuses, headers, error codes. */
  docs?: {
    success?: { status: number; description?: string; schemaRef?: string; headers?: DocumentedHeader[] }[];
    errors?: ErrorCode[];
  };
}

/**
 * The tRPC error shape the portal sees: an AppError keeps its spec code and message; anything unexpected
 * is masked (its message and stack never leave the server). The REST facade renders its own body.
 */
const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const { stack: _stack, ...data } = shape.data;
      if (error.cause instanceof AppError) {
        return { ...shape, message: error.cause.message, data: { ...data, httpStatus: error.cause.status, appCode: error.cause.code } };
      }
      if (error.code === 'INTERNAL_SERVER_ERROR') return { ...shape, message: 'An unexpected error occurred.', data: { ...data, appCode: 'internal_error' } };
      return { ...shape, data: { ...data, appCode: null } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Every API procedure: a principal is required and must hold the procedure's scope. */
export const apiProcedure = t.procedure.use(({ ctx, meta, next }) => {
  const principal = ctx.principal;
  if (!principal) throw new AppError('missing_api_key', { param: 'X-API-Key' });
  if (meta?.scope && !principal.scopes.includes(meta.scope)) {
    throw new AppError('scope_missing', {
      message: `This key lacks the ${meta.scope} scope.`,
      details: { required_scope: meta.scope },
    });
  }
  return next({ ctx: { ...ctx, principal } });
});

/**
 * Creating jobs and deliveries: refused while the API is read-only or the server drains, then by the
 * account's standing (developer application, suspension, plan), before the input is even parsed.
 */
export const createProcedure = apiProcedure.use(({ ctx, next }) => {
  const { service, principal } = ctx;
  if (service.mode === 'read_only') {
    throw new AppError('api_read_only', {
      retryAfter: 60,
      details: service.notice ? { notice: service.notice } : undefined,
    });
  }
  if (ctx.draining()) throw new AppError('server_restarting', { retryAfter: 5 });
  assertCanCreate(principal.standing);
  return next();
});

const DEVELOPER_ERRORS = {
  none: 'developer_not_approved',
  pending: 'developer_pending',
  rejected: 'developer_rejected',
  suspended: 'developer_suspended',
} as const;

export function assertCanCreate(standing: AccountStanding): void {
  if (standing.developerStatus !== 'approved') throw new AppError(DEVELOPER_ERRORS[standing.developerStatus]);
  if (standing.suspended) throw new AppError('account_suspended');
  if (!standing.entitled) throw new AppError('plan_required', { upgradeUrl: upgradeUrl() });
}

