import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database, Db } from "../db/client";

export type JobHandler<Data> = (data: Data) => Promise<void>;

export type QueueOptions = {
  /**
   * "stately": at most one job of the queue waits and one runs, across every instance; sending while
   * one waits does nothing. For work that takes whatever is due when it runs (the alert matcher).
   */
  policy?: "standard" | "stately";
};

export type JobRunner = {
  /** Declares a queue and works it in this instance; call once per queue, before sending to it. */
  define<Data extends object>(
    queue: string,
    handler: JobHandler<Data>,
    options?: QueueOptions,
  ): Promise<void>;
  /** Queues a job, to run at once or not before `startAfter`. Handlers must be idempotent: a job may run again. */
  send<Data extends object>(queue: string, data: Data, options?: { startAfter?: Date }): Promise<void>;
  /**
   * Queues several jobs in one statement run by `within` (a transaction's executor, see
   * `transactionExecutor`): they exist if and only if that transaction commits. Their queues must
   * be defined already.
   */
  sendWithin(within: SqlExecutor, jobs: QueuedJob[]): Promise<void>;
  /** Runs the queue's job on a cron schedule (in `tz`, UTC by default); pg-boss makes one instance send it each time. */
  every(queue: string, cron: string, options?: { tz?: string }): Promise<void>;
  stop(): Promise<void>;
};

/** Runs one parameterised statement, as pg-boss asks of a database. */
export type SqlExecutor = { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

export type QueuedJob = { queue: string; data: object; startAfter?: Date };

export type JobRunnerOptions = {
  /** How often each queue looks for due jobs (seconds; pg-boss's minimum is 0.5). */
  pollingSeconds?: number;
  onError?(error: Error): void;
};

/**
 * The one background job runner of the API (decision 20): pg-boss 10 on the app's own database,
 * PGlite or PostgreSQL, through `Database.executeSql`. Jobs live in the `pgboss` schema; several
 * instances on one PostgreSQL database share them, each job fetched by one instance only
 * (`FOR UPDATE SKIP LOCKED`), and a failed job is retried.
 */
export async function startJobRunner(database: Database, options: JobRunnerOptions = {}): Promise<JobRunner> {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      async executeSql(text, values) {
        try {
          return (await database.executeSql(text, values)) as { rows: never[] };
        } catch (error) {
          // A job still in hand when the stop's grace ran out ends after the database closed: it
          // cannot be marked complete, so it stays active, expires and runs again (handlers are
          // idempotent). pg-boss would leave the failure unhandled, which ends the process; the
          // statement never answers instead, in a process that is stopping.
          if (stopped) return new Promise<never>(() => {});
          throw error;
        }
      },
    },
    schema: "pgboss",
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on("error", (error) => options.onError?.(error));
  await boss.start();
  const pollingIntervalSeconds = options.pollingSeconds ?? 2;
  const queues = new Set<string>();
  const ensureQueue = async (queue: string, options: QueueOptions = {}) => {
    if (queues.has(queue)) return;
    await boss.createQueue(queue, {
      name: queue,
      policy: options.policy ?? "standard",
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
    });
    queues.add(queue);
  };

  return {
    async define(queue, handler, queueOptions) {
      await ensureQueue(queue, queueOptions);
      await boss.work<object>(queue, { pollingIntervalSeconds, batchSize: 10 }, async (jobs) => {
        // Each job of a batch succeeds or fails on its own: only the failed ones are retried.
        const failed: string[] = [];
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            options.onError?.(error as Error);
            failed.push(job.id);
          }
        }
        if (failed.length > 0) await boss.fail(queue, failed);
      });
    },
    async send(queue, data, sendOptions = {}) {
      await ensureQueue(queue);
      await boss.send(queue, data, sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {});
    },
    async sendWithin(within, jobs) {
      if (jobs.length === 0) return;
      const unknown = jobs.find((job) => !queues.has(job.queue));
      if (unknown) throw new Error(`queue ${unknown.queue} is not defined`);
      await boss.insert(
        jobs.map((job) => ({
          name: job.queue,
          data: job.data,
          ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
        })) as never,
        { db: within as never },
      );
    },
    async every(queue, cron, scheduleOptions = {}) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, scheduleOptions.tz ? { tz: scheduleOptions.tz } : {});
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Jobs in hand finish (or are failed, to be retried) before the database closes under them.
      await new Promise<void>((resolve) => {
        boss.once("stopped", () => resolve());
        boss.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => resolve());
      });
    },
  };
}

/**
 * pg-boss's executor on a Drizzle handle, a transaction's most of all: the `$n` of its statement
 * become Drizzle parameters, so the jobs are written by the transaction's own connection.
 */
export function transactionExecutor(tx: Pick<Db, "execute">): SqlExecutor {
  return {
    async executeSql(text, values) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const { rows } = (await tx.execute(sql.join(chunks, sql``))) as unknown as { rows: unknown[] };
      return { rows };
    },
  };
}
