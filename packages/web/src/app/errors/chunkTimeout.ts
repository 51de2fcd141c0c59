// Spec 01 §8, §9: a lazily loaded chunk that has not arrived after 120 s counts as failed, so the router's error
// boundary reloads the page behind its loading overlay, as for a chunk that failed outright.
import { CHUNK_LOAD_TIMEOUT_MS } from '@ascent/shared';

export class ChunkTimeoutError extends Error {
  constructor(name: string) {
    // Worded so that isChunkLoadError recognises it.
    super(`Loading chunk ${name} failed (no answer after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s)`);
    this.name = 'ChunkTimeoutError';
  }
}

export function withChunkTimeout<T>(
  load: () => Promise<T>,
  name: string,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError(name)), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
