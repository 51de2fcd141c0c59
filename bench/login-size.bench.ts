// `npm run bench:login`: the JavaScript the /login page loads, as Chromium fetches it from the real server
// (production build, compression on), beside the baseline of the whole web build's JavaScript measured in the same
// run; goal ≤ 180 KB gzipped. Also: whether source maps are served, and the cache headers of a hashed asset.
//
// Needs the web build (npm run build) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2E, WEB_DIST } from '../e2e/harness.ts';
import { machine, printTable } from './report.ts';

const GOAL_KB = 180;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

export async function loginSizeBench(): Promise<{ loginGzipKb: number; files: number; allGzipKb: number }> {
  const e2e = await startE2E();
  try {
    const { page } = await e2e.page();
    const scripts: { url: string; raw: number; gzip: number; transferred: number; encoding: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      const sizes = await response.request().sizes();
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gz(body),
        transferred: sizes.responseBodySize,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
      });
    });
    await page.goto(e2e.url('demo', '/login'), { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /sign in|log in/i })
      .first()
      .waitFor();

    const assets = join(WEB_DIST, 'assets');
    const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const allGzip = all.reduce((n, f) => n + gz(readFileSync(join(assets, f))), 0);
    const loginGzip = scripts.reduce((n, s) => n + s.gzip, 0);
    const transferred = scripts.reduce((n, s) => n + s.transferred, 0);

    // Node does not resolve *.localhost: ask 127.0.0.1 with the tenant's Host header.
    const get = (path: string) => e2e.server.http({ method: 'GET', path, host: `demo.localhost:${e2e.server.port}` });
    const someAsset = scripts[0]?.url ?? '/';
    const asset = await get(someAsset);
    const map = await get(`${someAsset}.map`);
    const index = await get('/login');

    printTable(
      ['JavaScript', 'files', 'raw KB', 'gzip KB'],
      [
        ['/login (loaded by Chromium)', scripts.length, kb(scripts.reduce((n, s) => n + s.raw, 0)), kb(loginGzip)],
        ['baseline: whole web build', all.length, '', kb(allGzip)],
      ],
    );
    console.log(
      `/login transferred over the wire: ${kb(transferred)} KB (${[...new Set(scripts.map((s) => s.encoding))].join(', ')})`,
    );
    console.log(
      `/login JS gzip = ${kb(loginGzip)} KB   (goal: ≤ ${GOAL_KB} KB) → ${kb(loginGzip) <= GOAL_KB ? 'met' : 'NOT met'}`,
    );
    console.log(
      `largest: ${[...scripts]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, Number(process.env.BENCH_LIST ?? 5))
        .map((s) => `${s.url.replace('/assets/', '')} ${kb(s.gzip)}`)
        .join(', ')}`,
    );
    console.log(
      `source map of a served script: HTTP ${map.status}; hashed asset cache-control: ${String(asset.headers['cache-control'])}; index.html: ${String(index.headers['cache-control'])}`,
    );
    console.log(machine());
    return { loginGzipKb: kb(loginGzip), files: scripts.length, allGzipKb: kb(allGzip) };
  } finally {
    await e2e.close();
  }
}

if (fileURLToPath(import.meta.url) === process.argv[1]) await loginSizeBench();
