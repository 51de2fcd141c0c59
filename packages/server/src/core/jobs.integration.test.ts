// The job queue on the application's database: pg-boss 10 on PGlite (through Database.executeSql) by default, on
// the PostgreSQL server with TEST_DATABASE_URL. A queued run reaches exactly one worker; the real reminder job
// completes through the queue; a failed script leaves no transaction open behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createJobs, type JobDefinition } from './jobs.ts';
import { liveRecoveryJob } from './live/recovery.ts';
import { idempotencyPurgeJob } from './http/idempotency.ts';
import { statisticsJob } from './db/statistics.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

async function until<T>(probe: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('jobs', () => {
  it('schedules every job of the server in the database', async () => {
    const { rows } = await s.running.services.database.executeSql(
      'select name, cron from pgboss.schedule order by name',
    );
    // The modules' jobs and the platform's own (the domain events', the bulk operations' and the live updates'
    // recovery passes, the idempotency keys' purge, PGlite's planner statistics).
    const declared = [
      ...s.running.services.modules.flatMap((m) => m.jobs ?? []),
      s.running.services.events.recoveryJob,
      s.running.services.batches.recoveryJob,
      liveRecoveryJob,
      idempotencyPurgeJob,
      statisticsJob,
    ].sort((a, b) => a.name.localeCompare(b.name));
    expect(rows).toEqual(declared.map((d) => ({ name: d.name, cron: d.cron })));
  });

  it('runs the reminder job through the queue', async () => {
    // A worker that polls often, so the test need not wait for the server's 10 s polling.
    const { database, log } = s.running.services;
    const definitions = s.running.services.modules.flatMap((m) => m.jobs ?? []);
    const jobs = createJobs(database, log, () => s.running.services, { definitions, pollingIntervalSeconds: 0.5 });
    await jobs.start();
    try {
      const id = await jobs.enqueue('task-due-reminders');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const state = await until(async () => {
        const { rows } = await database.executeSql(
          'select state from pgboss.job where id = $1 union all select state from pgboss.archive where id = $1',
          [id],
        );
        const value = (rows[0] as { state?: string } | undefined)?.state;
        return value === 'completed' || value === 'failed' ? value : undefined;
      });
      expect(state).toBe('completed');
    } finally {
      await jobs.stop();
    }
  });

  it('hands a queued run to one of two workers, once', async () => {
    const ran: string[] = [];
    const probe = (who: string): JobDefinition => ({
      name: 'probe',
      cron: '0 0 1 1 *',
      run: async () => void ran.push(who),
    });
    const { database, log } = s.running.services;
    const a = createJobs(database, log, () => s.running.services, {
      definitions: [probe('a')],
      pollingIntervalSeconds: 0.5,
    });
    const b = createJobs(database, log, () => s.running.services, {
      definitions: [probe('b')],
      pollingIntervalSeconds: 0.5,
    });
    await a.start();
    await b.start();
    try {
      await a.enqueue('probe');
      await until(async () => (ran.length > 0 ? true : undefined));
      await new Promise((r) => setTimeout(r, 1500));
      expect(ran).toHaveLength(1);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('rolls a failed BEGIN … COMMIT script back and keeps the connection usable', async () => {
    const { database } = s.running.services;
    await database.executeSql('create table if not exists jobs_probe (n int)');
    await expect(database.executeSql('BEGIN; insert into jobs_probe values (1); select 1/0; COMMIT;')).rejects.toThrow(
      /division by zero/,
    );
    const { rows } = await database.executeSql('select count(*)::int as n from jobs_probe');
    expect(rows).toEqual([{ n: 0 }]);
    await database.executeSql('BEGIN; insert into jobs_probe values (2); COMMIT;');
    expect((await database.executeSql('select count(*)::int as n from jobs_probe')).rows).toEqual([{ n: 1 }]);
    await database.executeSql('drop table jobs_probe');
  });

  it('refuses an unknown job by name', async () => {
    await expect(s.running.services.jobs.run('nope')).rejects.toThrow(/No job named nope/);
  });
});
