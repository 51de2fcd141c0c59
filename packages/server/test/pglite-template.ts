// A migrated, empty embedded database to copy, so that a test server on PGlite does not create and migrate its
// own: PGlite's first start (its initdb) takes about 4 s and the migrations another 0.7 s, where copying a closed
// database directory takes under one (measured on the 2-core CI machine; the integration suite starts about a
// hundred servers). Kept in the temporary directory under a name that hashes the migrations and PGlite's version,
// so it is built once per machine and set of migrations; two workers building it at once both finish, and the
// first rename wins.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MIGRATIONS_DIR, openDatabase } from '../src/core/db/client.ts';

function templateName(): string {
  const hash = createHash('sha256');
  // PGlite's build: its data directory is only good for the same version.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(entry), '..', 'package.json')));
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return `ascent-pglite-template-${hash.digest('hex').slice(0, 16)}`;
}

let built: Promise<string> | undefined;

/** The template's `pglite` directory, built when missing. */
function pgliteTemplate(): Promise<string> {
  built ??= (async () => {
    const target = join(tmpdir(), templateName());
    if (existsSync(join(target, 'PG_VERSION'))) return target;
    const work = join(tmpdir(), `ascent-pglite-build-${randomBytes(6).toString('hex')}`);
    const database = await openDatabase({ dataDir: work });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      renameSync(join(work, 'pglite'), target);
    } catch {
      // Another worker's template is in place: the same migrations, so it is as good as this one.
    }
    rmSync(work, { recursive: true, force: true });
    return target;
  })();
  return built;
}

/** Puts a copy of the migrated template at `<dataDir>/pglite`, where the server opens its embedded database. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}
