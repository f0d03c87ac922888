import { z } from 'zod';
import { db } from '~/server/db/client';
import { getUsage } from '~/server/domain/usage/get-usage';
import { apiProcedure } from '../../trpc';
import { ZUsageSchema } from './get-usage.types';

export const getUsageProcedure = apiProcedure
  .meta({
    scope: 'usage:read',
    openapi: {
      method: 'GET',
      path: '/usage',
      summary: 'Account balance',
      description: 'The balance creates draw on, plus the two other limits a create is checked against. Works after the plan ends.',
      tags: ['Usage'],
      protect: true,
    },
  })
  .input(z.void())
  .output(ZUsageSchema)
  .query(({ ctx }) => getUsage(db(), ctx.principal.accountId, ctx.principal.keyId));
