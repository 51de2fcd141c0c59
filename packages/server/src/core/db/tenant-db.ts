// The only door to tenant-owned tables. A module's repository receives a TenantDb, never the raw handle, so
// every read, write and delete it builds is restricted to one incubator: the tenant condition is added here,
// not remembered by each query. (test/tenant-boundary.test.ts fails if a module reaches for the raw handle.)
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type TenantTable = PgTable & { incubatorId: PgColumn };

/** Told of every write to a tenant's table: before it runs, once it ran, and once its transaction committed. */
export type TenantWriteListener = (incubatorId: string, table: PgTable) => void;
const writeListeners = new Set<TenantWriteListener>();

/** Caches of rows (core/cache/identity-cache.ts) drop what a write through any TenantDb may change. */
export function onTenantWrite(listener: TenantWriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

export class TenantDb {
  constructor(
    private readonly db: Db,
    readonly incubatorId: string,
    /** Work to do once the enclosing transaction has committed; null outside a transaction. */
    private readonly committed: (() => Promise<void>)[] | null = null,
    /**
     * Run inside every outermost transaction just before it commits: the request's idempotency key is marked as
     * applied in the same commit as the mutation's writes (core/http/idempotency.ts).
     */
    private readonly beforeCommit?: (tx: Db) => Promise<void>,
  ) {}

  /** Whether this handle is inside a transaction. */
  get inTransaction(): boolean {
    return this.committed !== null;
  }

  /**
   * Runs `fn` once the outermost transaction this handle belongs to has committed (never if it rolls back); at
   * once outside a transaction. The transaction's caller awaits it (core/events: dispatching domain events).
   */
  async afterCommit(fn: () => Promise<void>): Promise<void> {
    if (this.committed) this.committed.push(fn);
    else await fn();
  }

  /** `incubator_id = <tenant>` for each table (use one per joined table), and'ed with the given conditions. */
  where(tables: TenantTable | TenantTable[], ...conditions: (SQL | undefined)[]): SQL {
    const list = Array.isArray(tables) ? tables : [tables];
    return and(...list.map((t) => eq(t.incubatorId, this.incubatorId)), ...conditions) as SQL;
  }

  /** Start a select; the caller must finish it with `.where(tdb.where(...))`. */
  get select() {
    return this.db.select.bind(this.db);
  }

  insert<T extends TenantTable>(
    table: T,
    values: Omit<T['$inferInsert'], 'incubatorId'> | Omit<T['$inferInsert'], 'incubatorId'>[],
  ) {
    const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, incubatorId: this.incubatorId }));
    return this.watched(table, this.db.insert(table).values(rows as T['$inferInsert'][]));
  }

  update<T extends TenantTable>(table: T, set: PgUpdateSetSource<T>, ...conditions: (SQL | undefined)[]) {
    return this.watched(
      table,
      this.db
        .update(table)
        .set(set)
        .where(this.where(table, ...conditions)),
    );
  }

  delete<T extends TenantTable>(table: T, ...conditions: (SQL | undefined)[]) {
    return this.watched(table, this.db.delete(table).where(this.where(table, ...conditions)));
  }

  // The listeners hear of the write when it is built, when it has run (drizzle runs a query through `execute`,
  // which its builders' `then` calls) and, inside a transaction, when that committed: a cache dropping the rows at
  // each point never keeps a value read before the write became visible.
  //
  // A write outside a transaction commits on its own: when the request carries an idempotency key (`beforeCommit`),
  // the key is marked applied right after it, so a failure later in the request (an outage answering 503) is not
  // taken for "nothing applied" and the client's retry does not write twice. (Inside a transaction the mark goes
  // into the same commit.)
  private watched<Q extends { execute: (...args: never[]) => Promise<unknown> }>(table: PgTable, query: Q): Q {
    const markApplied = !this.committed && this.beforeCommit;
    if (writeListeners.size === 0 && !markApplied) return query;
    const notify = () => {
      for (const listener of writeListeners) listener(this.incubatorId, table);
    };
    notify();
    const execute = query.execute.bind(query);
    query.execute = (async (...args: never[]) => {
      try {
        const result = await execute(...args);
        if (markApplied) await markApplied(this.db);
        return result;
      } finally {
        notify();
        if (this.committed) this.committed.push(async () => notify());
      }
    }) as Q['execute'];
    return query;
  }

  /** A transaction whose queries stay scoped to this tenant. */
  async transaction<R>(fn: (tx: TenantDb) => Promise<R>): Promise<R> {
    const committed: (() => Promise<void>)[] = [];
    const result = await this.db.transaction(async (tx) => {
      const value = await fn(new TenantDb(tx as unknown as Db, this.incubatorId, committed, this.beforeCommit));
      if (!this.committed && this.beforeCommit) await this.beforeCommit(tx as unknown as Db);
      return value;
    });
    // A nested transaction (a savepoint) hands its work to the enclosing one: nothing is committed before it is.
    if (this.committed) this.committed.push(...committed);
    else for (const work of committed) await work();
    return result;
  }
}
