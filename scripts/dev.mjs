// npm run dev: the server restarting on change (node --watch) and Vite's dev server with hot reload. Both are started
// directly (not through `npm run`, whose shell would not pass SIGTERM on), and SIGINT/SIGTERM reach both however this
// wrapper is started (scripts/supervise.mjs).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseChildren } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'packages/web');
const vite = join(dirname(createRequire(join(web, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', MAIL_LOG_SECRETS: 'true', ...process.env },
  }),
  spawn(process.execPath, [vite], { cwd: web, stdio: 'inherit' }),
];
const stop = superviseChildren(procs);
let left = procs.length;
let exitCode = 0;
// One exiting stops the other; the wrapper leaves once both are gone.
for (const p of procs) {
  p.on('exit', (code) => {
    exitCode ||= code ?? 0;
    stop('SIGTERM');
    if (--left === 0) process.exit(exitCode);
  });
}
