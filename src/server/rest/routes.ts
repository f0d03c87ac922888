import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { Meta } from '~/server/api/trpc';

export const API_PREFIX = '/api/v1';

export interface RouteMatch {
  method: string;
  /** The OpenAPI path template, e.g. /speech/{id}. */
  template: string;
  params: Record<string, string>;
  kind: 'procedure' | 'plain';
  /** The procedure's meta (scope) for procedure routes; the plain route's own scope otherwise. */
  meta: Meta;
}

interface RouteEntry {
  method: string;
  template: string;
  regex: RegExp;
  kind: 'procedure' | 'plain';
  meta: Meta;
}

function compile(template: string): RegExp {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a, b) => `(?<${a ?? b}>[^/]+)`);
  return new RegExp(`^${pattern}$`);
}

/**
 * The REST routing table: every procedure with `openapi` meta, plus plain routes served outside tRPC
 * (binary audio downloads). Built once; used to answer 404 before any work and to pick the rate-limit
 * bucket, and by the test that checks the OpenAPI document lists every route the app serves.
 */
export class RouteTable {
  private readonly entries: RouteEntry[] = [];

  constructor(router: AnyTRPCRouter, plain: { method: string; template: string; meta: Meta }[] = []) {
    const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
    for (const procedure of Object.values(procedures)) {
      const meta = procedure._def.meta as Meta | undefined;
      if (!meta?.openapi) continue;
      this.entries.push({ method: meta.openapi.method, template: meta.openapi.path, regex: compile(meta.openapi.path), kind: 'procedure', meta });
    }
    for (const route of plain) this.entries.push({ ...route, regex: compile(route.template), kind: 'plain' });
  }

  match(method: string, path: string): RouteMatch | undefined {
    // HEAD is answered like GET, without a body.
    const wanted = method === 'HEAD' ? ['HEAD', 'GET'] : [method];
    for (const m of wanted) {
      for (const entry of this.entries) {
        if (entry.method !== m) continue;
        const found = entry.regex.exec(path);
        if (found) return { method: entry.method, template: entry.template, params: { ...found.groups }, kind: entry.kind, meta: entry.meta };
      }
    }
    return undefined;
  }

  list(): { method: string; template: string }[] {
    return this.entries.map(({ method, template }) => ({ method, template }));
  }
}
