// PGlite's planner statistics (core/db/statistics.ts): a table filled after its last ANALYZE is analyzed by the job,
// then left alone until it changes again; on a PostgreSQL server (TEST_DATABASE_URL) the job leaves the work to
// autovacuum and touches nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { refreshStatistics } from './statistics.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const db = () => s.running.services.database;
const reltuples = async () =>
  Number(
    (
      (await db().executeSql(`select reltuples from pg_class where relname = 'statistics_probe'`)).rows[0] as {
        reltuples: number;
      }
    ).reltuples,
  );

describe('planner statistics', () => {
  it('analyzes a table that grew since its last ANALYZE, and only then', async () => {
    await db().executeSql('create table statistics_probe (id int primary key, label text not null)');
    try {
      await db().executeSql(`analyze statistics_probe`);
      await db().executeSql(`insert into statistics_probe select g, 'row ' || g from generate_series(1, 20000) g`);
      const before = await reltuples();
      const analyzed = await refreshStatistics(db());
      if (db().driver === 'postgres') {
        expect(analyzed).toEqual([]);
        return;
      }
      expect(before).toBe(0);
      expect(analyzed).toContain('public.statistics_probe');
      expect(await reltuples()).toBe(20000);
      // Fresh now: the next pass leaves it alone.
      expect(await refreshStatistics(db())).not.toContain('public.statistics_probe');
    } finally {
      await db().executeSql('drop table statistics_probe');
    }
  });

  it('is a scheduled job of the server', async () => {
    const { rows } = await db().executeSql(`select cron from pgboss.schedule where name = 'database-statistics'`);
    expect(rows).toEqual([{ cron: '*/10 * * * *' }]);
  });
});
