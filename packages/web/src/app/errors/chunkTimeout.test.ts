import { CHUNK_LOAD_TIMEOUT_MS } from '@ascent/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withChunkTimeout } from './chunkTimeout.ts';
import { isChunkLoadError } from './staleChunk.ts';

afterEach(() => vi.useRealTimers());

describe('withChunkTimeout', () => {
  it('passes a chunk that arrives in time through', async () => {
    await expect(withChunkTimeout(() => Promise.resolve('screen'), '/tasks')()).resolves.toBe('screen');
  });

  it('fails a chunk still missing after 120 s with an error the boundary treats as a chunk failure', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => {}), '/tasks')();
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a failure through unchanged', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(() => Promise.reject(failure), '/tasks')()).rejects.toBe(failure);
  });
});
