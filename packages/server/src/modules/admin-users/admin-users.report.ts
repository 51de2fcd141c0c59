// The report of a bulk operation on users: where it stands, the users it changed and those it did not, with why.
// After a restart it says exactly which users were done (each item is recorded in its own transaction with its
// effect: core/batch/batches.ts).
import {
  USER_BATCH_ERROR_MESSAGES,
  USER_BATCH_ITEM_FAILURES,
  type UserBatchAction,
  type UserBatchItemFailure,
} from '@ascent/shared';
import { reasonError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import type { BatchOperationStatus, UserBatchReport } from '../../generated/graphql.ts';
import { fullNamesById } from '../users/users.public.ts';
import { USER_BATCH_KIND } from './admin-users.batch.ts';

const STATUS: Record<string, BatchOperationStatus> = {
  running: 'RUNNING',
  succeeded: 'SUCCEEDED',
  partially_succeeded: 'PARTIALLY_SUCCEEDED',
  failed: 'FAILED',
};

/** A recorded failure's reason: one of ours, or "starterGone" for an item failed without one (the run's starter). */
function failureOf(error: string | null): UserBatchItemFailure {
  if (error === null) return 'starterGone';
  return (USER_BATCH_ITEM_FAILURES as readonly string[]).includes(error) ? (error as UserBatchItemFailure) : 'error';
}

export async function userBatchReport(scope: SignedIn, id: string): Promise<UserBatchReport> {
  const report = isUuid(id) ? await scope.services.batches.report(scope.tdb, USER_BATCH_KIND, id) : null;
  if (!report) throw reasonError('NOT_FOUND', USER_BATCH_ERROR_MESSAGES, 'notFound');
  const failed = report.items.filter((i) => !i.ok);
  const names = await fullNamesById(scope.tdb, [report.startedBy, ...failed.map((i) => i.itemId)]);
  return {
    _id: report.id,
    action: report.action as UserBatchAction,
    targetId: report.targetId,
    status: STATUS[report.status] ?? 'RUNNING',
    total: report.total,
    succeeded: report.succeeded,
    failed: report.failed,
    startedBy: names.has(report.startedBy) ? { _id: report.startedBy, fullName: names.get(report.startedBy)! } : null,
    createdAt: report.createdAt.toISOString(),
    finishedAt: report.finishedAt?.toISOString() ?? null,
    succeededUserIds: report.items.filter((i) => i.ok).map((i) => i.itemId),
    failures: failed.map((i) => ({
      userId: i.itemId,
      fullName: names.get(i.itemId) ?? null,
      reason: failureOf(i.error),
    })),
  };
}
