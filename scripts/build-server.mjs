// Compiles the server to JavaScript once, at build time (esbuild, about a second), so `npm start` runs plain
// JavaScript instead of compiling TypeScript at every start: packages/server/dist/main.js. The workspace package
// @ascent/shared is bundled in; npm dependencies stay external (resolved from node_modules at run time).
//
// The sources find their neighbours through `import.meta.url` (the migrations, the .graphql files, the locales,
// the web build, the data directory): each file's `import.meta.url` is rewritten to the address of its own source
// file, relative to the bundle, so every such path still points where it did.
//
// Usage: node scripts/build-server.mjs [--if-stale]  (--if-stale: only when a source is newer than the bundle).
import { build } from 'esbuild';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(root, 'packages/server/dist/main.js');
const outDir = dirname(SERVER_BUNDLE);
const SOURCES = [
  join(root, 'packages/server/src'),
  join(root, 'packages/shared/src'),
  join(root, 'packages/server/package.json'),
  join(root, 'scripts/build-server.mjs'),
];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = stat.mtimeMs;
  for (const e of readdirSync(path, { withFileTypes: true })) t = Math.max(t, newest(join(path, e.name)));
  return t;
}

/** Whether the bundle is missing or older than any server or shared source. */
export function serverBuildStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((s) => existsSync(s) && newest(s) > builtAt);
}

const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      let contents = readFileSync(args.path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const rel = relative(outDir, args.path).split(sep).join('/');
        contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

// Bare imports stay external, except the workspace's own packages (TypeScript sources, bundled).
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ascent/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  const started = Date.now();
  await build({
    entryPoints: [join(root, 'packages/server/src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externals, sourceUrls],
  });
  return Date.now() - started;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ifStale = process.argv.includes('--if-stale');
  if (!ifStale || serverBuildStale()) {
    const ms = await buildServer();
    console.log(`Server compiled to ${relative(root, SERVER_BUNDLE)} in ${ms} ms`);
  }
}
