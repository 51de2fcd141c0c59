// npm run dev: the server restarting on change (tsx watch) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'packages/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', MAIL_LOG_SECRETS: 'true', ...process.env } }),
  spawn('npm', ['run', 'dev', '-w', '@ascent/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (sig) => procs.forEach((p) => p.kill(sig));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const p of procs) p.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); });
