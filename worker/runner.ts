import { availableParallelism } from 'node:os';
import { EventEmitter } from 'node:events';
import { consoleLogFactory, Logger, parseCrontab, run, type Runner, type WorkerEvents } from 'graphile-worker';
import { env } from '~/env';
import { db } from '~/server/db/client';
import { releaseDeadWorkerLocks, startHeartbeat } from '~/server/domain/maintenance/worker-liveness';
import { CRONTAB, taskList } from './tasks';

export interface WorkerHandle {
  runner: Runner;
  stop(): Promise<void>;
}

/**
 * Starts a graphile-worker runner on the shared database. Before taking jobs it releases the locks of
 * workers that died without unlocking (SIGKILL), found by their missing heartbeats, so their jobs run
 * again at once instead of after graphile-worker's 4-hour lock timeout.
 */
export async function startWorker(opts: { concurrency?: number; log?: (msg: string) => void } = {}): Promise<WorkerHandle> {
  const e = env();
  const concurrency = opts.concurrency ?? (e.WORKER_CONCURRENCY || Math.max(2, availableParallelism()));
  const events: WorkerEvents = new EventEmitter();
  const workerIds = new Set<string>();
  events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));
  events.on('worker:release', ({ worker }) => workerIds.delete(worker.workerId));
  const order = ['debug', 'info', 'warning', 'error'];
  const minimum = order.indexOf(e.WORKER_LOG_LEVEL);
  const logger = new Logger((scope) => {
    const log = consoleLogFactory(scope);
    return (level, message) => {
      if (order.indexOf(level) >= minimum) log(level, message);
    };
  });
  const runner = await run({
    events,
    logger,
    connectionString: e.DATABASE_URL!,
    concurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList,
    parsedCronItems: parseCrontab(CRONTAB),
    maxPoolSize: Math.max(4, concurrency + 2),
  });
  const heartbeat = startHeartbeat(db(), () => [...workerIds], opts.log);
  await releaseDeadWorkerLocks(db(), opts.log);
  return {
    runner,
    async stop() {
      heartbeat.stop();
      await runner.stop();
    },
  };
}
