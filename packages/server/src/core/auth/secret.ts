// The per-deployment signing secret: SECRET when set, otherwise generated once into DATA_DIR and reused.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadSecret(opts: { secret?: string; dataDir: string }): Uint8Array {
  if (opts.secret) return new TextEncoder().encode(opts.secret);
  const file = join(opts.dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(opts.dataDir, { recursive: true });
    // 'wx' fails if another instance wrote it first; then we read theirs.
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
