// npm test: no hand-written source file over 400 lines (issue 13, item 7). Counts the lines of every .ts, .tsx, .js
// and .mjs file as it is on disk — formatted, since the formatting step runs first — tests included; generated code,
// migrations, builds and dependencies are not hand-written and are skipped. A file that crosses is split by
// responsibility (docs/architecture.md, "House habits"), not squeezed.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 400;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'migrations', 'data', 'results', '.tmp', '.git']);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* sources(join(dir, entry.name));
    } else if (entry.isFile() && SOURCE.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const over = [];
for (const file of sources(root)) {
  const lines = lineCount(readFileSync(file, 'utf8'));
  if (lines > MAX_LINES) over.push({ file: relative(root, file), lines });
}
over.sort((a, b) => b.lines - a.lines);
if (over.length > 0) {
  console.error(`${over.length} source file(s) over ${MAX_LINES} lines; split each by responsibility:`);
  for (const { file, lines } of over) console.error(`  ${String(lines).padStart(5)}  ${file}`);
  process.exit(1);
}
console.log(`Every hand-written source file is at most ${MAX_LINES} lines.`);
