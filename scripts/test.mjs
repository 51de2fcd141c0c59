// npm test: the whole suite, as CI runs it.
//   generated code up to date → formatting → file sizes (≤ 400 lines) → lint → i18n keys → typecheck → unit → integration on PGlite → (integration on the PostgreSQL
//   server of TEST_DATABASE_URL, with the two-instance Redis test when TEST_REDIS_URL is set) → build → browser.
// Installs Debian's Chromium when it is missing (the browser tests need it; a browser download never works here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

function step(title, cmd, args, env = {}) {
  const t = Date.now();
  console.log(`\n━━ ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
  console.log(`✓ ${title} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  step('install Chromium (Debian package)', 'sh', [
    '-c',
    `${process.getuid?.() === 0 ? '' : 'sudo '}apt-get install -y --no-install-recommends chromium`,
  ]);
}

const vitest = ['node_modules/.bin/vitest', 'run'];
step('generated GraphQL types are up to date', 'npm', ['run', '--silent', 'codegen', '--', '--check']);
step('formatting (Prettier, 120 columns)', 'npm', ['run', '--silent', 'format:check']);
step('file sizes: no hand-written source file over 400 lines', 'node', ['scripts/file-size.mjs']);
step('lint', 'npm', ['run', '--silent', 'lint']);
step('i18n keys (web and server catalogues): none missing, none unused, every key in every language', 'npm', [
  'run',
  '--silent',
  'i18n:keys',
  '--',
  '--check',
]);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('unit tests', vitest[0], [...vitest.slice(1), '--project', 'unit']);
step('integration tests on embedded PGlite', vitest[0], [...vitest.slice(1), '--project', 'integration'], {
  TEST_DATABASE_URL: '',
  TEST_REDIS_URL: '',
});
if (process.env.TEST_DATABASE_URL) {
  step('integration tests on the PostgreSQL server' + (process.env.TEST_REDIS_URL ? ' with Redis' : ''), vitest[0], [
    ...vitest.slice(1),
    '--project',
    'integration',
  ]);
}
step('build the web app', 'npm', ['run', '--silent', 'build']);
step('browser tests (Chromium)', vitest[0], [...vitest.slice(1), '--project', 'e2e']);
console.log(`\nAll green in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
