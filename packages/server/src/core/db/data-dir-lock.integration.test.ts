// One writer per embedded database: a second server (or `npm run seed`) on the same DATA_DIR refuses to start with one
// line naming the holder; a lock left by a crashed server (kill -9) does not block the next start.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { alive, bannerPort, killAll, run, SERVER_DIR, until, type Started } from '../../../test/processes.ts';
import { LOCK_FILE } from './data-dir-lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'ascent-lock-'));
const live: Started[] = [];
afterAll(() => {
  killAll(live.map((p) => p.child.pid!));
  rmSync(dir, { recursive: true, force: true });
});

const ENV = { DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', JOBS: 'false' };
const server = () => {
  const p = run(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env: ENV });
  live.push(p);
  return p;
};

describe('one process per embedded DATA_DIR', { timeout: 120_000 }, () => {
  it('refuses a second server and the seed command while one runs, naming the holder', async () => {
    const first = server();
    await bannerPort(first);
    const pid = first.child.pid!;
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid, host: hostname() });

    const second = server();
    expect(await second.exited).toEqual({ code: 1, signal: null });
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^The embedded database in ${dir} is in use by process ${pid} on ${hostname()} \\(.*main\\.ts\\), since \\S+: stop it first`,
      ),
    );

    const seed = run(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
      cwd: SERVER_DIR,
      env: { DATA_DIR: dir },
    });
    expect(await seed.exited).toEqual({ code: 1, signal: null });
    expect(seed.output()).toContain(`is in use by process ${pid}`);

    // The first one was not disturbed: it still serves, and still holds the lock.
    expect(alive(pid)).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(pid);
    first.child.kill('SIGTERM');
    await first.exited;
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a lock left by a crashed server does not block the next start', async () => {
    const crashed = server();
    await bannerPort(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    // kill -9 leaves the lock behind, naming a process that is gone.
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(crashed.child.pid);
    const next = server();
    await bannerPort(next);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(next.child.pid);
    next.child.kill('SIGTERM');
    await next.exited;
    await until(() => !existsSync(join(dir, LOCK_FILE)));
  });
});
