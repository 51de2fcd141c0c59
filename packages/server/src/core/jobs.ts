// Recurring background work (the daily task reminders, and whatever comes next) behind one interface. The queue is
// pg-boss 10 on the application's own database — the PostgreSQL server, or embedded PGlite through the
// `executeSql` adapter of core/db/client.ts (measured in docs/decisions.md: it runs there unchanged). pg-boss keeps
// the schedules in the database and hands each run to exactly one instance (SKIP LOCKED), so several instances on
// one PostgreSQL do not run a job twice; each job's own writes are idempotent as well.
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from './db/client.ts';
import type { Services } from './services.ts';

export interface JobDefinition {
  /** The queue name (letters, digits, dashes). */
  readonly name: string;
  /** Five-field cron expression, evaluated in UTC. */
  readonly cron: string;
  run(services: Services, now: Date): Promise<void>;
}

/** One-off work put on the queue by a request (`Jobs.send`), with its data; no schedule. */
export interface TaskDefinition<T = never> {
  /** The queue name (letters, digits, dashes); distinct from the recurring jobs' names. */
  readonly name: string;
  run(services: Services, data: T): Promise<void>;
}

export interface Jobs {
  /** Creates the queues, (re)writes the schedules and starts working them. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs a job's handler now, in this process (operators, tests). */
  run(name: string, now?: Date): Promise<void>;
  /** Puts one run of a job on the queue, for whichever instance fetches it first. */
  enqueue(name: string): Promise<string | null>;
  /**
   * Puts one run of a one-off task on the queue with its data (not retried: a task records its own failure).
   * Without a started queue (JOBS=false in this process) the task runs here, in the background.
   */
  send<T>(task: TaskDefinition<T>, data: T): Promise<string | null>;
  /** Resolves once no one-off task is waiting or running (tests, and a graceful stop). */
  idle(): Promise<void>;
}

export interface JobsOptions {
  /** The recurring jobs and one-off tasks to work: the modules' (their manifests), or a test's own. */
  definitions?: readonly JobDefinition[];
  tasks?: readonly TaskDefinition<never>[];
  /** How often a worker asks for new runs. */
  pollingIntervalSeconds?: number;
}

export function createJobs(database: Database, log: Logger, services: () => Services, options: JobsOptions = {}): Jobs {
  const definitions = options.definitions ?? [];
  const tasks = options.tasks ?? [];
  const find = (name: string) => {
    const def = definitions.find((d) => d.name === name);
    if (!def) throw new Error(`No job named ${name}`);
    return def;
  };
  let boss: PgBoss | null = null;
  let stopped = false;
  // One-off tasks run in this process without a queue (JOBS=false), for idle().
  const background = new Set<Promise<unknown>>();
  const run = async (name: string, now = new Date()) => {
    await find(name).run(services(), now);
  };
  const runTask = async <T>(task: TaskDefinition<T>, data: T) => {
    const started = Date.now();
    try {
      await task.run(services(), data);
      log.info({ job: task.name, ms: Date.now() - started }, 'task done');
    } catch (err) {
      log.error({ err, job: task.name }, 'task failed');
      throw err;
    }
  };
  return {
    start: async () => {
      if (boss) return;
      stopped = false;
      const instance = new PgBoss({
        db: {
          // pg-boss records a job's end without awaiting it: a job that ends after the stop's timeout would meet a
          // closed database and leave an unhandled rejection (or a result it cannot read). After the stop its
          // statements are never answered, so that bookkeeping is dropped; the job runs again after the next start.
          executeSql: (text: string, values?: unknown[]) =>
            stopped ? new Promise<never>(() => {}) : database.executeSql(text, values),
        },
        schema: 'pgboss',
      });
      instance.on('error', (err: Error) => log.error({ err }, 'job queue error'));
      await instance.start();
      for (const def of definitions) {
        await instance.createQueue(def.name);
        await instance.schedule(def.name, def.cron, {}, { tz: 'UTC', singletonKey: def.name });
        await instance.work(def.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
          const started = Date.now();
          try {
            await run(def.name);
            log.info({ job: def.name, ms: Date.now() - started }, 'job done');
          } catch (err) {
            log.error({ err, job: def.name }, 'job failed');
            throw err;
          }
        });
      }
      for (const task of tasks) {
        await instance.createQueue(task.name);
        // One-off tasks are waited for by a user: polled every 2 s at most.
        const pollingIntervalSeconds = Math.min(options.pollingIntervalSeconds ?? 2, 2);
        await instance.work(task.name, { pollingIntervalSeconds }, async (batch) => {
          for (const job of batch) await runTask(task, job.data as never);
        });
      }
      boss = instance;
    },
    stop: async () => {
      const instance = boss;
      boss = null;
      if (instance) await instance.stop({ graceful: true, wait: true, timeout: 5000 });
      stopped = true;
    },
    run,
    enqueue: async (name) => {
      find(name);
      if (!boss) throw new Error('The job queue is not started');
      return boss.send(name, {});
    },
    send: async (task, data) => {
      if (!tasks.some((t) => t.name === task.name)) throw new Error(`No task named ${task.name}`);
      if (!boss) {
        const running = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => runTask(task, data))
          .catch(() => undefined);
        background.add(running);
        void running.finally(() => background.delete(running));
        return null;
      }
      return boss.send(task.name, data as object, { retryLimit: 0 });
    },
    idle: async () => {
      for (;;) {
        await Promise.allSettled([...background]);
        let waiting = 0;
        if (boss) for (const task of tasks) waiting += await boss.getQueueSize(task.name, { before: 'completed' });
        if (waiting === 0 && background.size === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
