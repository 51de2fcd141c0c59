// The shape of the house, checked (issue 13, item 1): core/ imports no module — the modules come to it through
// their manifests and the composition list (src/modules.ts) — and every module folder has a manifest that the list
// registers. A module never imports another module's repository or schema: it calls the owner's public file
// (<m>.public.ts) or service, and names the owner's published tables (<m>.tables.ts) only to read them in a join —
// table definitions (*.schema.ts) aside, which import other schemas for their foreign keys.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MODULES } from '../src/modules.ts';

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

// The roles table is defined beside users (users.schema.ts: each user's role is a foreign key) but the roles module
// owns it: creating, changing and deleting custom roles is that module's work.
const TABLE_OWNERS: Record<string, string> = { roles: 'roles' };

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

  it('has no module reading another module’s repository or schema (foreign keys aside)', () => {
    const offences = files(join(SRC, 'modules'))
      .filter((f) => !isTest(f) && !f.endsWith('.schema.ts'))
      .flatMap((f) => {
        const from = relative(SRC, f);
        return importsOf(f)
          .filter((p) => moduleOf(p) !== null && moduleOf(p) !== moduleOf(from) && /\.(repository|schema)\.ts$/.test(p))
          .map((p) => `${from} → ${p}`);
      });
    expect(offences, 'call the owner’s public file (<m>.public.ts) or service; join its <m>.tables.ts').toEqual([]);
  });

  it('writes no table of another module: published tables are read-only', () => {
    const offences = files(join(SRC, 'modules'))
      .filter((f) => !isTest(f))
      .flatMap((f) => {
        const from = relative(SRC, f);
        const text = readFileSync(f, 'utf8');
        const foreign = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.\/([^/]+)\/[^/']+\.tables\.ts'/g)]
          .filter((m) => m[2] !== moduleOf(from))
          .flatMap((m) => m[1]!.split(',').map((n) => n.trim()))
          .filter((n) => n && !n.startsWith('type ') && TABLE_OWNERS[n] !== moduleOf(from));
        return foreign
          .filter((table) => new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\b`).test(text))
          .map((table) => `${from} writes ${table}`);
      });
    expect(offences, 'write through the owner’s public file').toEqual([]);
  });
});
