// Real processes for the tests of starting and stopping: spawn a command, wait for a line of its output, list a
// process tree, and wait for processes and ports to be gone. Waits poll until the condition holds; the test's own
// timeout is the only clock. And two server instances on one database and one Redis (startTwoInstances).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase, startTestServer, type TestServer } from './harness.ts';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVER_DIR = join(REPO_ROOT, 'packages/server');

export interface Started {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function run(command: string, args: string[], opts: { cwd?: string; env: Record<string, string> }): Started {
  const child = spawn(command, args, {
    cwd: opts.cwd ?? REPO_ROOT,
    // Only what the test gives, plus PATH: nothing of the developer's environment leaks in (a DATABASE_URL…).
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => out,
    exited,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(out);
          if (m) {
            listeners.delete(check);
            resolve(m);
          }
        };
        listeners.add(check);
        check();
        void exited.then(({ code, signal }) => {
          if (!pattern.exec(out)) reject(new Error(`exited (${code ?? signal}) before printing ${pattern}:\n${out}`));
        });
      }),
  };
}

/** The server's port from its start banner. */
export async function bannerPort(p: Started): Promise<number> {
  const m = await p.waitFor(/Ascent is running on http:\/\/localhost:(\d+)/);
  return Number(m[1]);
}

function statOf(pid: number): { ppid: number; state: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: rest[0]!, ppid: Number(rest[1]) };
  } catch {
    return null;
  }
}

/** The pid and every descendant of it, now (Linux /proc). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = statOf(pid);
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

/** Whether a process runs (a zombie waiting for its parent to reap it has ended). */
export function alive(pid: number): boolean {
  const s = statOf(pid);
  return s !== null && s.state !== 'Z' && s.state !== 'X';
}

export function accepts(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds (the test's timeout bounds it). */
export async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await pause(100);
}

/** Ends what a test left running: SIGKILL to every pid still alive. */
export function killAll(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/** PostgreSQL and Redis for two server processes (CI sets both; two processes cannot share an embedded PGlite). */
const twoInstancesEnv = { databaseUrl: process.env.TEST_DATABASE_URL, redisUrl: process.env.TEST_REDIS_URL };
/** Whether the tests of two instances can run here: `describe.skipIf(!canRunTwoInstances)`. */
export const canRunTwoInstances = Boolean(twoInstancesEnv.databaseUrl && twoInstancesEnv.redisUrl);

export interface TwoInstances {
  /** Instance A: the test harness's server, in this process. */
  readonly a: TestServer;
  /** Instance B: a server process of its own. */
  readonly b: { readonly child: ChildProcess; readonly port: number };
  /** Stops B and A and drops the scratch database. */
  close(): Promise<void>;
}

/**
 * Two server instances on one scratch PostgreSQL database and one Redis, sharing one secret: A in this process
 * (startTestServer), B a child process (no demo seed: A seeded the database). `env` goes to both, `envOfB` to B
 * only (e.g. JOBS=false).
 */
export async function startTwoInstances(
  env: Record<string, string> = {},
  envOfB: Record<string, string> = {},
): Promise<TwoInstances> {
  const { databaseUrl, redisUrl } = twoInstancesEnv;
  if (!databaseUrl || !redisUrl) throw new Error('two instances need TEST_DATABASE_URL and TEST_REDIS_URL');
  const scratch = await createScratchDatabase(databaseUrl);
  const shared = { REDIS_URL: redisUrl, SECRET: 'two-instances-share-this-secret-two-instances', ...env };
  const a = await startTestServer(shared, { databaseUrl: scratch.url });
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const started = run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      ...shared,
      DATABASE_URL: scratch.url,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ascent-b-')),
      ...envOfB,
    },
  });
  let port: number;
  try {
    port = await bannerPort(started);
  } catch (err) {
    started.child.kill('SIGTERM');
    await a.close();
    await scratch.drop();
    throw err;
  }
  const b = { child: started.child, port };
  return {
    a,
    b,
    close: async () => {
      b.child.kill('SIGTERM');
      await a.close();
      await scratch.drop();
    },
  };
}
