// One database handle for the process: embedded PGlite under DATA_DIR by default, a PostgreSQL server when
// DATABASE_URL is set. Both speak the same SQL (kept PostgreSQL-15 compatible) and run the same migrations.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lockDataDir } from './data-dir-lock.ts';

/** The drizzle handle; modules use it only through a TenantDb (core/db/tenant-db.ts). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs the checked-in migrations (idempotent; serialised between instances on a PostgreSQL server). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Whether the database carries every migration this build ships (readiness: modules/health). */
  migrationsApplied(): Promise<boolean>;
  /**
   * Raw SQL for infrastructure that brings its own (the pg-boss job queue, core/jobs.ts), never for modules: with
   * values one parameterised statement, without them a script of several. A script wrapped in `BEGIN; … COMMIT;`
   * runs as one transaction that is rolled back on error (so a failed script never leaves a connection, or
   * PGlite's single one, inside an aborted transaction).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const SCRIPT_TRANSACTION = /^\s*BEGIN\s*;([\s\S]*?);?\s*COMMIT\s*;?\s*$/i;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../migrations');
// Any fixed 64-bit number: the advisory lock that serialises migrations between instances starting together.
const MIGRATION_LOCK_KEY = 7_031_946_211;

/** The `when` of the last migration this build ships (drizzle records it as the applied migration's created_at). */
const lastMigrationAt: number = (() => {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
})();

async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { last: unknown }[] }).rows) as { last: unknown }[];
  return Number(rows[0]?.last ?? 0) >= lastMigrationAt;
}

/** The PostgreSQL server's pool: its size, the wait for a free connection, the longest statement (0: none). */
export interface PoolOptions {
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

const DEFAULT_POOL: PoolOptions = { max: 10, connectTimeoutMs: 3000, statementTimeoutMs: 15_000 };

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pool?: Partial<PoolOptions>;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, { ...DEFAULT_POOL, ...opts.pool });
  return openPglite(opts.dataDir);
}

/** PGlite under DATA_DIR/pglite, after taking DATA_DIR's lock (one process per embedded database). */
async function openPglite(dataDir: string): Promise<Database> {
  const dir = dataDir === 'memory' ? 'memory' : join(dataDir, 'pglite');
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  let lock: { release(): void } | null = null;
  if (dir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(dir, { recursive: true });
    lock = lockDataDir(dataDir);
    client = new PGlite(dir);
  }
  try {
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzle({ client });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    migrationsApplied: () => migrationsApplied(db as unknown as Db),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const script = SCRIPT_TRANSACTION.exec(text);
      const results = script ? await client.transaction((tx) => tx.exec(script[1]!)) : await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, opts: PoolOptions): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: opts.max,
    // A request that waits longer for a connection is answered 503 (core/overload.ts), not left hanging.
    connectionTimeoutMillis: opts.connectTimeoutMs,
    ...(opts.statementTimeoutMs > 0 ? { statement_timeout: opts.statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  // Nor a client lent out (a transaction, the migrations): pg-pool listens for its 'error' only while it is idle,
  // and an 'error' nobody listens for ends the process (the fault test's PostgreSQL cut killed an instance so). Its
  // running query fails on its own, and the pool drops the client when it is given back with the error.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle({ client: pool });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Waiting for another instance's migrations, or building an index, may take longer than a request may.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.query('reset statement_timeout').catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrationsApplied: () => migrationsApplied(db as unknown as Db),
    executeSql: async (text, values) => {
      const script = !values?.length ? SCRIPT_TRANSACTION.exec(text) : null;
      if (!script) {
        const result = await pool.query(text, values);
        // A script answers one result per statement; the caller wants the last.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      }
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = (await client.query(script[1]!)) as unknown;
        await client.query('COMMIT');
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : (result as { rows: unknown[] });
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
