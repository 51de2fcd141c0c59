// Bulk operations on applications, startups and users, and their progress toast (spec 01 §4, §8).

import type { MessageDescriptor } from './forms.ts';
import { BATCH_TOAST_APPLICATIONS_MS, BATCH_TOAST_STARTUPS_MS, BATCH_TOAST_USERS_MS } from './timings.ts';

export const BATCH_KINDS = ['applications', 'startups', 'users'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

/**
 * Updates pushed for an operation. The spec names the per-item updates only as "succeeded and
 * failed"; ITEM_SUCCEEDED and ITEM_FAILED are our names for them.
 */
export const BATCH_UPDATE_TYPES = [
  'VALIDATION_SUCCEEDED',
  'VALIDATION_FAILED',
  'ITEM_SUCCEEDED',
  'ITEM_FAILED',
  'PROCESSING_SUCCEEDED',
  'PROCESSING_PARTIALLY_SUCCEEDED',
  'PROCESSING_FAILED',
] as const;
export type BatchUpdateType = (typeof BATCH_UPDATE_TYPES)[number];

/** After one of these the operation is over and leaves the local list of running processes. */
export const BATCH_FINAL_UPDATE_TYPES = [
  'VALIDATION_FAILED',
  'PROCESSING_SUCCEEDED',
  'PROCESSING_PARTIALLY_SUCCEEDED',
  'PROCESSING_FAILED',
] as const satisfies readonly BatchUpdateType[];

export function isFinalBatchUpdate(type: string): boolean {
  return (BATCH_FINAL_UPDATE_TYPES as readonly string[]).includes(type);
}

/** How long a fully successful toast stays: 5 s for applications, 3 s for startups and users. */
export function batchSuccessToastMs(kind: BatchKind): number {
  switch (kind) {
    case 'applications':
      return BATCH_TOAST_APPLICATIONS_MS;
    case 'startups':
      return BATCH_TOAST_STARTUPS_MS;
    case 'users':
      return BATCH_TOAST_USERS_MS;
    default: {
      const unhandled: never = kind;
      throw new Error(`Unknown batch kind ${String(unhandled)}`);
    }
  }
}

export const BATCH_PHASES = ['validating', 'processing', 'succeeded', 'partiallySucceeded', 'failed'] as const;
export type BatchPhase = (typeof BATCH_PHASES)[number];

export interface BatchProgress {
  readonly total: number;
  readonly succeeded: number;
  readonly failed: number;
  readonly phase: BatchPhase;
}

export function startBatchProgress(total: number): BatchProgress {
  return { total, succeeded: 0, failed: 0, phase: 'validating' };
}

/** Folds one pushed update into the toast's state; updates after a final one change nothing. */
export function applyBatchUpdate(progress: BatchProgress, type: BatchUpdateType): BatchProgress {
  if (progress.phase === 'succeeded' || progress.phase === 'partiallySucceeded' || progress.phase === 'failed') {
    return progress;
  }
  switch (type) {
    case 'VALIDATION_SUCCEEDED':
      return { ...progress, phase: 'processing' };
    case 'VALIDATION_FAILED':
    case 'PROCESSING_FAILED':
      return { ...progress, phase: 'failed' };
    case 'ITEM_SUCCEEDED':
      return { ...progress, phase: 'processing', succeeded: progress.succeeded + 1 };
    case 'ITEM_FAILED':
      return { ...progress, phase: 'processing', failed: progress.failed + 1 };
    case 'PROCESSING_SUCCEEDED':
      return { ...progress, phase: 'succeeded' };
    case 'PROCESSING_PARTIALLY_SUCCEEDED':
      return { ...progress, phase: 'partiallySucceeded' };
    default: {
      const unhandled: never = type;
      return unhandled;
    }
  }
}

/** Items handled so far ("Processing n/total"). */
export function batchProcessedCount(progress: BatchProgress): number {
  return progress.succeeded + progress.failed;
}

export const BATCH_MESSAGES = {
  processing: { key: 'batch.processing', defaultMessage: 'Processing {done}/{total}' },
  failedApplications: { key: 'batch.failed.applications', defaultMessage: 'Failed: {count} applications.' },
  failedStartups: { key: 'batch.failed.startups', defaultMessage: 'Failed: {count} startups.' },
  failedUsers: { key: 'batch.failed.users', defaultMessage: 'Failed: {count} users.' },
  partial: { key: 'batch.partial', defaultMessage: '{processed} processed and {failed} failed' },
  error: { key: 'batch.error', defaultMessage: 'There was problem processing your request.' },
} as const satisfies Record<string, MessageDescriptor>;
