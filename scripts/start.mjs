// npm start: build the web app and compile the server (scripts/build-server.mjs) when either is missing or older
// than its sources, then run the server's JavaScript, packages/server/dist/main.js. SIGINT and SIGTERM reach the
// server however this wrapper is started (scripts/supervise.mjs); `--no-build` serves what is built (compiling the
// server only if it never was).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseChildren } from './supervise.mjs';
import { buildServer, serverBuildStale, SERVER_BUNDLE } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const index = join(root, 'packages/web/dist/index.html');

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--no-build');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm start [-- --no-build]`);
  process.exit(2);
}

const sources = [
  join(root, 'packages/web/src'),
  join(root, 'packages/shared/src'),
  join(root, 'packages/web/index.html'),
];
const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
const stale = sources.some(
  (s) => existsSync(s) && (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs) > builtAt,
);
if (stale && !args.includes('--no-build')) {
  console.log(builtAt ? 'Web app sources changed; rebuilding…' : 'Building the web app (first start)…');
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', '@ascent/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (args.includes('--no-build') ? !existsSync(SERVER_BUNDLE) : serverBuildStale()) {
  console.log(
    existsSync(SERVER_BUNDLE) ? 'Server sources changed; recompiling…' : 'Compiling the server (first start)…',
  );
  try {
    await buildServer();
  } catch (err) {
    console.error(`The server did not compile: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: root,
  // The IPC channel tells the server when this wrapper is gone, however it died.
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { NODE_ENV: 'production', ...process.env },
});
superviseChildren([child]);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
