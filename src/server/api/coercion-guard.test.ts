import type { AnyTRPCProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { appRouter } from './root';
import type { Meta } from './trpc';

/**
 * trpc-to-openapi marks bare boolean and number schemas of an input object as coercing on the first REST
 * call, for JSON bodies too: `{"dry_run":"false"}` would become true. Body fields must be guarded
 * (`strictBoolean()`, or a pipe). This walks every POST procedure's input and names any bare leaf.
 */
type Schema = { _zod?: { def: Record<string, unknown> & { type: string } } };

function bareLeaves(schema: Schema, path: string, out: string[]): void {
  const def = schema._zod?.def;
  if (!def) return;
  switch (def.type) {
    case 'boolean':
    case 'number':
    case 'bigint':
    case 'date':
      out.push(path);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      bareLeaves(def.innerType as Schema, path, out);
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, Schema>)) bareLeaves(child, path ? `${path}.${key}` : key, out);
      return;
    default:
      return; // pipes, strings, enums, records, arrays: not coerced by the library
  }
}

describe('REST body schemas', () => {
  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>).filter(
    ([, p]) => (p._def.meta as Meta | undefined)?.openapi?.method === 'POST',
  );

  it('has POST procedures to check', () => {
    expect(procedures.length).toBeGreaterThan(0);
  });

  it.each(procedures.map(([name, p]) => [name, p] as const))('%s has no coercible bare boolean/number field', (_name, procedure) => {
    const found: string[] = [];
    for (const input of (procedure._def as { inputs: Schema[] }).inputs) bareLeaves(input, '', found);
    expect(found).toEqual([]);
  });
});
