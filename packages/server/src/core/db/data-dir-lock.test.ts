// The DATA_DIR lock's rules within one process (the two-process behaviour: data-dir-lock.integration.test.ts).
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, LOCK_FILE, lockDataDir, processStartTime } from './data-dir-lock.ts';

describe('the DATA_DIR lock', () => {
  it('in one process: a second open is refused; a reused pid, a dead one and a silent other host are stale', () => {
    const own = mkdtempSync(join(tmpdir(), 'ascent-lock-unit-'));
    try {
      const lock = lockDataDir(own, 'test');
      expect(() => lockDataDir(own, 'again')).toThrow(DataDirLockedError);
      lock.release();
      const path = join(own, LOCK_FILE);
      const write = (holder: object, ageMs = 0) => {
        writeFileSync(path, JSON.stringify({ since: 'then', command: 'old', ...holder }));
        if (ageMs) {
          const then = new Date(Date.now() - ageMs);
          utimesSync(path, then, then);
        }
      };
      // This very pid, but not held by this process: a previous life of a container reusing pids.
      write({ pid: process.pid, host: hostname(), started: null });
      lockDataDir(own, 'test').release();
      // A pid that exists (our parent) but started at another time: reused.
      write({ pid: process.ppid, host: hostname(), started: 'not-its-start-time' });
      lockDataDir(own, 'test').release();
      // The same pid and start time: alive, refused.
      write({ pid: process.ppid, host: hostname(), started: processStartTime(process.ppid) });
      expect(() => lockDataDir(own, 'test')).toThrow(/in use by process \d+ on /);
      // Another host: alive while its heartbeat is fresh, stale once it stopped.
      write({ pid: 1, host: 'elsewhere', started: null });
      expect(() => lockDataDir(own, 'test')).toThrow(/on elsewhere/);
      write({ pid: 1, host: 'elsewhere', started: null }, 120_000);
      lockDataDir(own, 'test').release();
      expect(existsSync(path)).toBe(false);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
