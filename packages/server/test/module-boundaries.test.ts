// The shape of the house, checked (issue 13, item 1): core/ imports no module — the modules come to it through
// their manifests and the composition list (src/modules.ts) — and every module folder has a manifest that the list
// registers. A module reaching into another module's repository or tables is listed in a baseline that may only
// shrink: a new such import fails, and so does a baseline entry that is gone (delete it from the list).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MODULES } from '../src/modules.ts';
import baseline from './module-boundaries.baseline.json' with { type: 'json' };

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*\(?\s*['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Each relative import of a file, as a path relative to src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2]!)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(SRC, resolve(dirname(file), spec)));
}

// Tests and their support files beside them (<m>.fixture.ts, <m>-*.cases.ts: docs/architecture.md, House habits).
const isTest = (file: string) => /\.(test|fixture|cases)\.ts$/.test(file);
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;

describe('module boundaries', () => {
  it('core imports no module, nor the composition list', () => {
    const offences = files(join(SRC, 'core'))
      .filter((f) => !isTest(f))
      .flatMap((f) =>
        importsOf(f)
          .filter((p) => p.startsWith('modules/') || p === 'modules.ts' || p === 'server.ts')
          .map((p) => `${relative(SRC, f)} → ${p}`),
      );
    expect(offences).toEqual([]);
  });

  it('registers every module folder by its manifest, once', () => {
    const folders = readdirSync(join(SRC, 'modules')).filter((name) =>
      statSync(join(SRC, 'modules', name)).isDirectory(),
    );
    for (const folder of folders)
      expect(existsSync(join(SRC, 'modules', folder, 'index.ts')), `modules/${folder}/index.ts`).toBe(true);
    expect(SERVER_MODULES.map((m) => m.name).sort()).toEqual(folders.sort());
  });

  it('has one id guard and one cursor codec, in core', () => {
    const copies = files(SRC)
      .filter((f) => !isTest(f) && !['core/validation.ts', 'core/cursor.ts'].includes(relative(SRC, f)))
      .flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        return [
          ...(/\/\^\[0-9a-f\]\{8\}-/.test(text)
            ? [`${relative(SRC, f)}: a UUID pattern (use isUuid of core/validation.ts)`]
            : []),
          ...(/'base64url'\)\.toString\(/.test(text)
            ? [`${relative(SRC, f)}: a cursor decoder (use core/cursor.ts)`]
            : []),
        ];
      });
    expect(copies).toEqual([]);
  });

  it('has no module reading another module’s repository or tables beyond the shrinking baseline', () => {
    const found = new Set<string>();
    for (const file of files(join(SRC, 'modules')).filter((f) => !isTest(f))) {
      const from = relative(SRC, file);
      const own = moduleOf(from);
      // Foreign keys aside: a table definition may name another module's table.
      if (from.endsWith('.schema.ts') || from.endsWith('/index.ts')) continue;
      for (const target of importsOf(file)) {
        const other = moduleOf(target);
        if (other && other !== own && /\.(repository|schema)\.ts$/.test(target)) found.add(`${from} → ${target}`);
      }
    }
    const allowed = new Set<string>(baseline.allowed);
    expect(
      [...found].filter((x) => !allowed.has(x)),
      'new reads of another module’s repository or tables: call its service instead',
    ).toEqual([]);
    expect(
      [...allowed].filter((x) => !found.has(x)),
      'gone from the code: remove from module-boundaries.baseline.json',
    ).toEqual([]);
  });
});
