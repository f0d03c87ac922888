import { router } from '../../trpc';
import { getUsageProcedure } from './get-usage';

export const usageRouter = router({ get: getUsageProcedure });
