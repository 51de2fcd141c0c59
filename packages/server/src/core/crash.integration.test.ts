// kill -9 during writes on the embedded database (PGlite under DATA_DIR), then a restart: every write the server
// acknowledged is there, exactly once (PGlite's write-ahead log replays at open; the DATA_DIR lock of the killed
// process is recognised as stale). Issue 16, item 6.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { bannerPort, run, SERVER_DIR, type Started } from '../../test/processes.ts';
import { createWriter, login } from '../../test/fault-writer.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from '../seed/seed.ts';
import { users } from '../modules/users/users.schema.ts';
import { tasks } from '../modules/tasks/tasks.schema.ts';

const HANNAH = 'hannah.schultz@lakeside.example';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('kill -9 on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ascent-crash-'));
  const started: Started[] = [];
  const start = () => {
    const p = run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        JOBS: 'false',
        RATE_LIMIT_API_PER_MINUTE: '1000000',
        SECRET: 'crash-test-secret-crash-test-secret-crash',
      },
    });
    started.push(p);
    return p;
  };

  afterAll(async () => {
    for (const p of started) p.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after a kill -9 and a restart', async () => {
    let database = await openDatabase({ dataDir });
    await database.migrate();
    await seedDemo(database.db);
    const [hannah] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, HANNAH));
    await database.close();

    const first = start();
    const port = await bannerPort(first);
    const token = await login(port, HANNAH);
    const prefix = `crash-${Date.now()}`;
    const writer = createWriter({ ports: [port], token, assigneeId: hannah!.id, prefix });
    const writing = writer.run(2000);
    await sleep(4000);
    first.child.kill('SIGKILL'); // in the middle of a write
    writer.abort();
    await writing;
    await first.exited;
    console.info(
      `kill -9: ${writer.outcomes.filter((o) => o.acknowledged).length} writes acknowledged before the kill`,
    );

    // The restart takes the killed process's lock and opens the database it left.
    const second = start();
    await bannerPort(second);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    database = await openDatabase({ dataDir });
    const rows = await database.db
      .select({ name: tasks.name })
      .from(tasks)
      .where(like(tasks.name, `${prefix}-%`));
    await database.close();
    const stored = rows.map((r) => r.name);
    const acknowledged = writer.outcomes.filter((o) => o.acknowledged);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const o of acknowledged) expect([o.name, stored.filter((n) => n === o.name).length]).toEqual([o.name, 1]);
    // Nothing beyond what was asked: at most the write in flight at the kill, once.
    expect(new Set(stored).size).toBe(stored.length);
    expect(stored.length - acknowledged.length).toBeLessThanOrEqual(1);
  }, 180_000);
});
