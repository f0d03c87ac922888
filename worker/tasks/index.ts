import { maintenancePrune } from './maintenance-prune';
import { toTaskList } from './registry';

export const TASKS = [maintenancePrune];

export const taskList = toTaskList(TASKS);

/** Recurring tasks, defined in code. */
export const CRONTAB = ['*/10 * * * * maintenance:prune ?max=1'].join('\n');
