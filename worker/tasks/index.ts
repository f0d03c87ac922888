import { maintenancePrune } from './maintenance-prune';
import { toTaskList } from './registry';
import { speechDeadlines } from './speech-deadlines';
import { speechRetention } from './speech-retention';
import { speechSynthesize } from './speech-synthesize';

export const TASKS = [speechSynthesize, speechDeadlines, speechRetention, maintenancePrune];

export const taskList = toTaskList(TASKS);

/** Recurring tasks, defined in code. */
export const CRONTAB = [
  '* * * * * speech:deadlines ?max=1',
  '*/15 * * * * speech:retention ?max=1',
  '*/10 * * * * maintenance:prune ?max=1',
].join('\n');
