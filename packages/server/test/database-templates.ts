// The databases a test server starts on are copies of one made by a first start of the server: migrated, with the
// job queue's schema and queues installed. A first start on an empty database takes seconds (PGlite's initdb about 4 s,
// the migrations, pg-boss's schema and a partition per queue), where a copy takes a fraction of one (measured on the
// 2-core CI machine; the integration and browser suites start about two hundred servers).
// - Embedded: a closed PGlite directory in the temporary directory, copied file by file.
// - PostgreSQL: a template database on TEST_DATABASE_URL's server, copied by CREATE DATABASE … TEMPLATE.
// Both are named by a hash of the migrations and of PGlite's and pg-boss's versions, so each is built once per machine
// (or server) and set of migrations; two workers building one at once both finish, and the first rename wins.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../src/core/db/client.ts';
import { createRunning } from '../src/server.ts';

function templateHash(): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  // PGlite's build (its data directory is only good for the same version) and pg-boss's (its schema).
  for (const pkg of ['@electric-sql/pglite', 'pg-boss']) {
    hash.update(readFileSync(join(dirname(require.resolve(pkg)), '..', 'package.json')));
  }
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A first start of the server, then a clean stop: what every later start finds already done. */
async function firstStart(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<void> {
  const running = await createRunning({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SECRET: 'integration-test-template-secret-integration-test',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  await running.close();
}

let builtPglite: Promise<string> | undefined;

/** The embedded template's `pglite` directory, built when missing. */
function pgliteTemplate(): Promise<string> {
  builtPglite ??= (async () => {
    const target = join(tmpdir(), `ascent-pglite-template-${templateHash()}`);
    if (existsSync(join(target, 'PG_VERSION'))) return target;
    const work = join(tmpdir(), `ascent-pglite-build-${randomBytes(6).toString('hex')}`);
    try {
      await firstStart({ DATA_DIR: work });
      try {
        renameSync(join(work, 'pglite'), target);
      } catch {
        // Another worker's template is in place: the same migrations, so it is as good as this one.
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return target;
  })();
  return builtPglite;
}

/** Puts a copy of the template at `<dataDir>/pglite`, where the server opens its embedded database. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const builtPostgres = new Map<string, Promise<string>>();
/** Templates of other migrations left on the server besides the current one. */
const KEPT_TEMPLATES = 3;

/** The name of the template database on the server of `adminUrl`, built when missing. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let built = builtPostgres.get(adminUrl);
  if (!built) {
    built = (async () => {
      const name = `ascent_template_${templateHash()}`;
      const exists = async () =>
        admin(adminUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount);
      if (await exists()) return name;
      const work = `ascent_template_build_${randomBytes(6).toString('hex')}`;
      await admin(adminUrl, (c) => c.query(`create database ${work}`));
      try {
        await firstStart({ DATA_DIR: join(tmpdir(), work), DATABASE_URL: withDatabase(adminUrl, work) });
        await admin(adminUrl, async (c) => {
          await c.query(`alter database ${work} rename to ${name}`);
          // Templates of earlier migrations pile up on a server kept between runs: the newest few stay (a suite of
          // another checkout may be copying one right now), older ones go. A suite whose template went anyway builds
          // it again (createTestDatabase).
          const old = await c.query<{ datname: string }>(
            `select datname from pg_database where datname like 'ascent\\_template\\_%' and datname <> $1
               and datname not like 'ascent\\_template\\_build\\_%' order by oid desc offset ${KEPT_TEMPLATES}`,
            [name],
          );
          for (const { datname } of old.rows) await c.query(`drop database if exists ${datname}`).catch(() => {});
        });
      } catch (err) {
        // Another worker's template is in place (the rename failed): the same migrations, so it is as good.
        if (!(await exists())) throw err;
      } finally {
        await admin(adminUrl, (c) => c.query(`drop database if exists ${work} with (force)`));
        rmSync(join(tmpdir(), work), { recursive: true, force: true });
      }
      return name;
    })();
    builtPostgres.set(adminUrl, built);
  }
  return built;
}

/**
 * A new database on the server of `adminUrl`, a copy of the template (built when missing, and again when another
 * suite's clean-up dropped it meanwhile); its URL and a dropper.
 */
export async function createTestDatabase(
  adminUrl: string,
  create: (adminUrl: string, template: string) => Promise<{ url: string; drop(): Promise<void> }>,
): Promise<{ url: string; drop(): Promise<void> }> {
  try {
    return await create(adminUrl, await postgresTemplate(adminUrl));
  } catch (err) {
    if (!/template database .* does not exist/.test(String((err as Error).message))) throw err;
    builtPostgres.delete(adminUrl);
    return create(adminUrl, await postgresTemplate(adminUrl));
  }
}
