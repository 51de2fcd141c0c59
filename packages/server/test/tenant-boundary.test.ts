// The tenant wall, checked: every tenant-owned table carries incubator_id in its primary key and in each
// foreign key to another tenant-owned table, and module code reaches the database only through TenantDb.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { ALL_TABLES } from '../src/modules.ts';

const tables: readonly PgTable[] = ALL_TABLES;
const TENANT_REGISTRY = 'incubators';
// The instance's own tables (core/db/instance.schema.ts): its operators belong to no organisation.
const INSTANCE_TABLES = ['operators', 'operator_sessions', 'instance_settings'];

describe('schema', () => {
  it('has tables', () => expect(tables.length).toBeGreaterThan(5));

  for (const table of tables) {
    const cfg = getTableConfig(table);
    if (cfg.name === TENANT_REGISTRY || INSTANCE_TABLES.includes(cfg.name)) continue;
    it(`${cfg.name}: incubator_id leads the primary key and is in every foreign key`, () => {
      const pk =
        cfg.primaryKeys[0]?.columns.map((c) => c.name) ?? cfg.columns.filter((c) => c.primary).map((c) => c.name);
      expect(pk[0]).toBe('incubator_id');
      for (const fk of cfg.foreignKeys) {
        const ref = fk.reference();
        const target = getTableConfig(ref.foreignTable).name;
        const local = ref.columns.map((c) => c.name);
        const foreign = ref.foreignColumns.map((c) => c.name);
        if (target === TENANT_REGISTRY) {
          expect(local).toEqual(['incubator_id']);
        } else {
          expect(local[0], `${cfg.name} → ${target}`).toBe('incubator_id');
          expect(foreign[0], `${cfg.name} → ${target}`).toBe('incubator_id');
        }
      }
    });
  }
});

const src = join(dirname(fileURLToPath(import.meta.url)), '../src/modules');
const files = (function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') && !/\.(test|fixture|cases)\.ts$/.test(p) ? [p] : [];
  });
})(src);

describe('module code and the raw database handle', () => {
  it('uses the raw handle only to open a TenantDb (the tenant registry excepted)', () => {
    const offenders: string[] = [];
    for (const f of files) {
      const rel = relative(src, f);
      if (rel === 'incubators/incubators.repository.ts' || rel === 'incubators/operators.repository.ts') continue;
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/database\.db\b/g)) {
        const before = text.slice(Math.max(0, m.index! - 40), m.index);
        if (!/new TenantDb\((?:\w+\.)?$/.test(before)) offenders.push(rel);
      }
      if (/from '.*core\/db\/client\.ts'/.test(text)) offenders.push(`${rel} imports the raw Db`);
    }
    expect(offenders).toEqual([]);
  });

  it('finishes every select with the tenant condition', () => {
    const offenders: string[] = [];
    for (const f of files) {
      const rel = relative(src, f);
      if (rel === 'incubators/incubators.repository.ts' || rel === 'incubators/operators.repository.ts') continue;
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\b(\w+)\s*\.select\(/g)) {
        const handle = m[1];
        const statement = text.slice(m.index, text.indexOf(';', m.index));
        // The chain's own where (the last one) must be the TenantDb's.
        const wheres = [...statement.matchAll(/\.where\(\s*(\w+)\.where\(/g)];
        if (wheres.length === 0 || wheres.at(-1)![1] !== handle)
          offenders.push(`${rel}: ${statement.slice(0, 80).replace(/\s+/g, ' ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
