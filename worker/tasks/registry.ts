import type { JobHelpers, Task, TaskList } from 'graphile-worker';
import type { z } from 'zod';

/** A background task: a payload schema and a run function that calls domain code. */
export interface TaskDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
  run(payload: z.infer<S>, helpers: JobHelpers): Promise<void>;
}

export const defineTask = <S extends z.ZodType>(def: TaskDefinition<S>) => def;

/** graphile-worker's task list, each task parsing its payload before running. */
export function toTaskList(defs: TaskDefinition<z.ZodType>[]): TaskList {
  const list: TaskList = {};
  for (const def of defs) {
    const task: Task = async (raw, helpers) => {
      const parsed = def.payload.safeParse(raw ?? {});
      if (!parsed.success) {
        // A malformed payload can never succeed: log it and finish the job rather than retry forever.
        helpers.logger.error(`task ${def.name}: bad payload ${JSON.stringify(raw)}: ${parsed.error.message}`);
        return;
      }
      await def.run(parsed.data, helpers);
    };
    list[def.name] = task;
  }
  return list;
}
