// One writer per embedded database: a process opening PGlite under DATA_DIR first takes DATA_DIR/ascent.lock, a file
// naming its holder (pid, host, the process's start time, command). PGlite itself does not stop a second process,
// and two writers on one directory diverge and lose acknowledged writes (issue 16).
//
// - Taking it: the holder's record is written to a temporary file and hard-linked to the lock's name, which fails
//   when the lock exists (atomic, and a reader never sees a half-written record).
// - A stale lock (its holder crashed) does not block: on this host a holder whose pid is gone, or whose pid now
//   belongs to another process (a different start time; containers reuse pids), is dead; a holder on another host
//   (a shared volume) is dead once its heartbeat (the file's mtime, refreshed every HEARTBEAT_MS) is older than
//   STALE_AFTER_MS. A stale lock is moved aside with rename() — only one contender can — and the record moved is
//   checked to be the stale one (else it is put back).
// - Released when the database closes, and on exit if the process ends without closing it.
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'ascent.lock';
const HEARTBEAT_MS = 10_000;
const STALE_AFTER_MS = 60_000;
const ATTEMPTS = 5;

export interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time as the system knows it (Linux: /proc/<pid>/stat field 22), to tell a reused pid. */
  started: string | null;
  /** When it took the lock (ISO). */
  since: string;
  command: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} on ${holder.host} (${holder.command}), since ${holder.since}`
      : 'another process';
    super(`The embedded database in ${dataDir} is in use by ${who}: stop it first, or give this one another DATA_DIR.`);
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** The start time of a process on this machine, or null where the system does not say (not Linux). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (the command) is in parentheses and may hold spaces: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Locks taken by this process, by path: a second open in the same process is refused too. */
const held = new Set<string>();

function isStale(holder: LockHolder | null, path: string): boolean {
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return false; // gone meanwhile: the next attempt takes it
  }
  // An unreadable record (written by something else) is stale once it stops being refreshed.
  if (!holder || holder.host !== hostname()) return Date.now() - mtime > STALE_AFTER_MS;
  if (holder.pid === process.pid) return !held.has(path);
  if (!pidAlive(holder.pid)) return true;
  const started = processStartTime(holder.pid);
  return holder.started !== null && started !== null && started !== holder.started;
}

function readHolder(path: string): { text: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    return typeof h.pid === 'number' && typeof h.host === 'string'
      ? { text, holder: { started: null, since: '?', command: '?', ...h } as LockHolder }
      : { text, holder: null };
  } catch {
    return { text, holder: null };
  }
}

/** Takes DATA_DIR's lock or throws DataDirLockedError naming the holder. */
export function lockDataDir(dataDir: string, command = process.argv.slice(1).join(' ') || 'node'): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const record: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started: processStartTime(process.pid),
    since: new Date().toISOString(),
    command,
  };
  const text = JSON.stringify(record);
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temp, 'wx', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(temp, path);
        return hold(path, text);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const current = readHolder(path);
      if (!current) continue;
      if (!isStale(current.holder, path)) throw new DataDirLockedError(dataDir, current.holder);
      const aside = `${path}.stale.${process.pid}.${attempt}`;
      try {
        renameSync(path, aside);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      // Another contender may have replaced the stale record between our read and our rename: put theirs back.
      if (readFileSync(aside, 'utf8') !== current.text) {
        try {
          linkSync(aside, path);
        } catch {
          // a third one took it meanwhile; the next attempt reads who
        }
      }
      unlinkSync(aside);
    }
    throw new DataDirLockedError(dataDir, readHolder(path)?.holder ?? null);
  } finally {
    unlinkSync(temp);
  }
}

function hold(path: string, text: string): DataDirLock {
  held.add(path);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // the directory went away; nothing to refresh
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    held.delete(path);
    process.off('exit', release);
    // Only our own record: never remove a lock someone else holds.
    try {
      if (readFileSync(path, 'utf8') === text) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return { path, release };
}
