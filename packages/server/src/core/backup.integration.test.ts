// A backup of PostgreSQL taken with pg_dump while the server writes restores to a consistent state
// (docs/operations.md "Backup and restore"): every task acknowledged before the dump began is in it, and every task
// in it comes with its assignee rows and its domain event (written in the same transaction). PostgreSQL variant only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { createWriter } from '../../test/fault-writer.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const hasTools =
  spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!databaseUrl || !hasTools)('backup while writing (pg_dump / pg_restore)', () => {
  let server: TestServer;
  let restored: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    server = await startTestServer();
    restored = await createScratchDatabase(databaseUrl!);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await restored?.drop();
  });

  it('restores a dump taken mid-write to a consistent state', async () => {
    const token = await server.login('hannah.schultz@lakeside.example');
    const source = new pg.Client({ connectionString: server.databaseUrl });
    await source.connect();
    const {
      rows: [hannah],
    } = await source.query<{ id: string }>('select id from users where email = $1', [
      'hannah.schultz@lakeside.example',
    ]);
    await source.end();
    const prefix = `backup-${Date.now()}`;
    const writer = createWriter({ ports: [server.port], token, assigneeId: hannah!.id, prefix });
    const writing = writer.run(10_000);
    await sleep(1500);
    const dumpStartedAt = Date.now();
    const file = join(mkdtempSync(join(tmpdir(), 'ascent-dump-')), 'ascent.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${file}`, server.databaseUrl!]);
    await sleep(500);
    writer.stop();
    await writing;
    execFileSync('pg_restore', ['--no-owner', `--dbname=${restored.url}`, file]);

    const db = new pg.Client({ connectionString: restored.url });
    await db.connect();
    const { rows } = await db.query<{ id: string; name: string; assignees: number; events: number }>(
      `select t.id, t.name,
         (select count(*)::int from task_assignees a where a.incubator_id = t.incubator_id and a.task_id = t.id) as assignees,
         (select count(*)::int from domain_events e where e.incubator_id = t.incubator_id and e.name = 'task.assigned'
            and e.payload->>'taskId' = t.id::text) as events
       from tasks t where t.name like $1`,
      [`${prefix}-%`],
    );
    await db.end();
    const before = writer.outcomes.filter((o) => o.acknowledged && o.acknowledgedAt < dumpStartedAt);
    expect(before.length).toBeGreaterThan(0);
    const names = new Set(rows.map((r) => r.name));
    for (const o of before) expect(names.has(o.name)).toBe(true);
    for (const r of rows) expect([r.name, r.assignees, r.events]).toEqual([r.name, 1, 1]);
    expect(rows.length).toBeLessThanOrEqual(writer.outcomes.length);
  }, 120_000);
});
