// The process as an operator meets it: bad configuration or an unreachable database stop the start with one
// clear line and exit code 1.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

function start(env: Record<string, string>) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ascent-start-')),
      STARTUP_RETRY_SECONDS: '0',
      ...env,
    },
    encoding: 'utf8',
    // A first start on an empty DATA_DIR applies every migration to a fresh embedded database: on a busy 2-core machine
    // that alone has taken over 30 s.
    timeout: 120_000,
  });
  return { code: res.status, stderr: res.stderr.trim(), stdout: res.stdout.trim() };
}

describe('starting the server', () => {
  it('exits 1 with one clear line when the database is unreachable', () => {
    const r = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing', PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^Cannot open the database at postgres:\/\/nobody@127\.0\.0\.1:1\/nothing: /);
  });

  it('retries an unreachable database with backoff for STARTUP_RETRY_SECONDS, then gives the same one line', () => {
    const began = Date.now();
    const r = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing', PORT: '0', STARTUP_RETRY_SECONDS: '2' });
    expect(Date.now() - began).toBeGreaterThan(1400); // 0.5 s, then 1 s: the next (2 s) would pass the deadline
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^Cannot open the database at /);
    expect(r.stdout.match(/database not reachable yet; retrying/g)).toHaveLength(2);
  });

  it('exits 1 naming every bad variable', () => {
    const r = start({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEFAULT_TENANT: 'Not A Slug', SECRET: 'short' });
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n')).toHaveLength(1);
    for (const name of ['PORT', 'DATABASE_URL', 'DEFAULT_TENANT', 'SECRET']) expect(r.stderr).toContain(name);
  });

  it('exits 1 when Redis cannot be reached', () => {
    const r = start({ REDIS_URL: 'redis://127.0.0.1:1', PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Cannot connect to Redis at REDIS_URL/);
  }, 150_000);
});
