// npm start: build the web app when it is missing or older than its sources, then run the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const sources = [join(root, 'packages/web/src'), join(root, 'packages/shared/src'), join(root, 'packages/web/index.html')];
const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
const stale = sources.some((s) => existsSync(s) && (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs) > builtAt);
if (stale) {
  console.log(builtAt ? 'Web app sources changed; rebuilding…' : 'Building the web app (first start)…');
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', '@ascent/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
