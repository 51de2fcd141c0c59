import { describe, expect, it } from 'vitest';
import {
  type BatchUpdateType,
  BATCH_KINDS,
  applyBatchUpdate,
  batchProcessedCount,
  batchSuccessToastMs,
  isFinalBatchUpdate,
  startBatchProgress,
} from './batch.ts';

const run = (total: number, updates: readonly BatchUpdateType[]) =>
  updates.reduce(applyBatchUpdate, startBatchProgress(total));

describe('applyBatchUpdate', () => {
  it('counts items and ends partially successful', () => {
    const progress = run(3, ['VALIDATION_SUCCEEDED', 'ITEM_SUCCEEDED', 'ITEM_FAILED', 'ITEM_SUCCEEDED']);
    expect(progress).toEqual({ total: 3, succeeded: 2, failed: 1, phase: 'processing' });
    expect(batchProcessedCount(progress)).toBe(3);
    expect(applyBatchUpdate(progress, 'PROCESSING_PARTIALLY_SUCCEEDED').phase).toBe('partiallySucceeded');
  });

  it('fails on a validation failure and ignores later updates', () => {
    const progress = run(2, ['VALIDATION_FAILED', 'ITEM_SUCCEEDED', 'PROCESSING_SUCCEEDED']);
    expect(progress).toEqual({ total: 2, succeeded: 0, failed: 0, phase: 'failed' });
  });

  it('marks the final updates', () => {
    expect(isFinalBatchUpdate('PROCESSING_SUCCEEDED')).toBe(true);
    expect(isFinalBatchUpdate('ITEM_FAILED')).toBe(false);
  });
});

describe('batchSuccessToastMs', () => {
  it('keeps applications 5 s, startups and users 3 s', () => {
    expect(BATCH_KINDS.map(batchSuccessToastMs)).toEqual([5000, 3000, 3000]);
  });
});
