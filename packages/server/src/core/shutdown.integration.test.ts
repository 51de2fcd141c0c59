// Stopping the server as an operator does: SIGTERM to the pid of `npm start` (or `npm run dev`), or the wrapper dying
// outright, ends the whole process tree and closes the port. With the demo seeded and HOST unset the server listens
// on loopback only, says so, and prints both demo organisations' sign-ins.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, alive, bannerPort, killAll, processTree, run, until, type Started } from '../../test/processes.ts';

const started: { p: Started; tree: number[]; dir: string }[] = [];
const dirs = new Set<string>();
/** The first test's DATA_DIR, demo seeded, for the second. */
let demoDir: string | undefined;
afterEach(() => {
  for (const s of started.splice(0)) killAll(s.tree);
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ascent-stop-'));
  dirs.add(dir);
  return dir;
}

/** An address of this machine that is not loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

/** Sends `signal` to the outer pid and waits until the port is closed and every process of the tree is gone. */
async function stopsCleanly(p: Started, port: number, signal: NodeJS.Signals, dir: string) {
  const tree = processTree(p.child.pid!);
  started.at(-1)!.tree = tree;
  expect(tree.length).toBeGreaterThan(1);
  process.kill(p.child.pid!, signal);
  await until(async () => !(await accepts(port)));
  await until(() => tree.every((pid) => !alive(pid)));
  expect(p.output()).toMatch(/"msg":"shutting down"/);
  // The database was closed: the DATA_DIR lock it held is released.
  expect(existsSync(join(dir, 'ascent.lock'))).toBe(false);
}

describe('stopping the server through its wrappers', { timeout: 180_000 }, () => {
  it('SIGTERM to `npm start` stops the server and every process under it; the demo listens on loopback only', async () => {
    const dir = scratch();
    const p = run('npm', ['start', '--silent', '--', '--no-build'], {
      env: { DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'info', JOBS: 'true' },
    });
    started.push({ p, tree: [p.child.pid!], dir });
    const port = await bannerPort(p);
    await p.waitFor(/CommunityMember.*northstar/s);
    // The log line leaves through pino's own (asynchronous) stream: it may follow the banner.
    await p.waitFor(/"msg":"listening on loopback only: the demo programmes are present"/);
    const out = p.output();
    expect(out).toContain('Listening on this machine only (loopback)');
    // Both organisations' demo users are printed.
    expect(out).toMatch(/Lakeside Ventures Accelerator \(demo\):\n\s+Admin\s+\S+@lakeside\.example/);
    expect(out).toMatch(/Northstar Incubator \(northstar\):\n\s+Admin\s+\S+@northstar\.example/);
    expect(await accepts(port, '127.0.0.1')).toBe(true);
    const outside = outsideAddress();
    if (outside) expect(await accepts(port, outside)).toBe(false);
    await stopsCleanly(p, port, 'SIGTERM', dir);
    demoDir = dir;
  });

  it('SIGINT to `npm start` does the same; HOST set listens where it says and warns that the demo is reachable', async () => {
    // The first start's database, with its demo (not seeded again): its lock was released by the clean stop.
    const dir = demoDir ?? scratch();
    const p = run('npm', ['start', '--silent', '--', '--no-build'], {
      env: { DATA_DIR: dir, PORT: '0', HOST: '0.0.0.0', SEED_DEMO: demoDir ? 'false' : 'true', JOBS: 'false' },
    });
    started.push({ p, tree: [p.child.pid!], dir });
    const port = await bannerPort(p);
    await p.waitFor(/reachable from the network \(HOST=0\.0\.0\.0\)/);
    const outside = outsideAddress();
    if (outside) expect(await accepts(port, outside)).toBe(true);
    await stopsCleanly(p, port, 'SIGINT', dir);
  });

  it('SIGTERM to `npm run dev` stops the watching server and the Vite dev server', async () => {
    const dir = scratch();
    const p = run('npm', ['run', '--silent', 'dev'], {
      env: { DATA_DIR: dir, PORT: '0', SEED_DEMO: 'false', JOBS: 'false' },
    });
    started.push({ p, tree: [p.child.pid!], dir });
    const port = await bannerPort(p);
    await p.waitFor(/VITE v\d+/);
    // Without the demo and without HOST, every interface, as before.
    expect(p.output()).toMatch(/Listening on 0\.0\.0\.0:\d+/);
    await stopsCleanly(p, port, 'SIGTERM', dir);
  });

  it('the server stops when its wrapper is killed outright (kill -9 of scripts/start.mjs)', async () => {
    const dir = scratch();
    const p = run(process.execPath, ['scripts/start.mjs', '--no-build'], {
      env: { DATA_DIR: dir, PORT: '0', SEED_DEMO: 'false', JOBS: 'false', HOST: '127.0.0.1' },
    });
    started.push({ p, tree: [p.child.pid!], dir });
    const port = await bannerPort(p);
    const tree = processTree(p.child.pid!);
    started.at(-1)!.tree = tree;
    process.kill(p.child.pid!, 'SIGKILL');
    await until(async () => !(await accepts(port)));
    await until(() => tree.every((pid) => !alive(pid)));
    expect(p.output()).toMatch(/"reason":"parent process exited".*"msg":"shutting down"/);
    expect(existsSync(join(dir, 'ascent.lock'))).toBe(false);
  });
});
