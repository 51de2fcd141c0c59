// `npm run bench:start`: time from process start to the first healthy answer on an existing database, the compiled
// server (packages/server/dist/main.js, what `npm start` runs) against the baseline of compiling the TypeScript at
// start (tsx, what `npm start` ran before), in the same run; and the resident memory of the PGlite server once idle.
//
// Settings: BENCH_STARTS (runs per variant, 3), DATABASE_URL (PostgreSQL instead of a temporary PGlite).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { machine, median, printTable } from './report.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUNDLE = join(root, 'packages/server/dist/main.js');
const runs = Number(process.env.BENCH_STARTS ?? 3);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** Starts the server, waits for /healthz to answer 200, and returns the time taken and the process. */
async function startOnce(args: string[], dataDir: string): Promise<{ ms: number; child: ChildProcess; port: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JOBS: 'false',
      SECRET: 'cold-start-bench-secret-cold-start-bench-secret',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 120 s');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return { ms: performance.now() - started, child, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export async function coldStartBench(): Promise<{ compiledMs: number; tsxMs: number; idleRssMb: number }> {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server did not compile');
  const dataDir = await mkdtemp(join(tmpdir(), 'ascent-cold-start-'));
  try {
    const compiled = ['--enable-source-maps', SERVER_BUNDLE];
    const tsx = ['--import', 'tsx', join(root, 'packages/server/src/main.ts')];
    // The first start creates the database (migrations, demo seed): not what is measured.
    const first = await startOnce(compiled, dataDir);
    const firstMs = first.ms;
    await stop(first.child);
    const times: Record<'compiled' | 'tsx', number[]> = { compiled: [], tsx: [] };
    let idleRssMb = 0;
    for (let i = 0; i < runs; i += 1) {
      for (const [name, args] of [
        ['compiled', compiled],
        ['tsx', tsx],
      ] as const) {
        const run = await startOnce(args, dataDir);
        times[name].push(run.ms);
        if (name === 'compiled' && i === runs - 1) {
          // A few requests, then a moment idle: the memory a quiet PGlite server holds.
          for (let r = 0; r < 20; r += 1) await fetch(`http://127.0.0.1:${run.port}/healthz`);
          await new Promise((r) => setTimeout(r, 2000));
          idleRssMb = await rssMb(run.child.pid!);
        }
        await stop(run.child);
      }
    }
    const compiledMs = median(times.compiled);
    const tsxMs = median(times.tsx);
    printTable(
      ['start (existing database)', 'median ms', 'runs ms'],
      [
        ['compiled (npm start)', Math.round(compiledMs), times.compiled.map(Math.round).join(' ')],
        ['baseline: tsx at start', Math.round(tsxMs), times.tsx.map(Math.round).join(' ')],
      ],
    );
    console.log(`first start (migrations + demo seed), compiled: ${Math.round(firstMs)} ms`);
    console.log(`compiled/tsx = ${(compiledMs / tsxMs).toFixed(2)}×   (goal: ≤ 2000 ms to healthy)`);
    console.log(`idle resident memory, PGlite server after start: ${idleRssMb} MB`);
    console.log(machine());
    return { compiledMs, tsxMs, idleRssMb };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) await coldStartBench();
