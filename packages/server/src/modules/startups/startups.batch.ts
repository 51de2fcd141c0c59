// Bulk actions on startups through the platform's batch operations (core/batch, spec 01 §4): the mutation validates
// the request and answers an operation id at once; the items are then worked one by one by a queued task — each
// applied and recorded in one transaction, resumed after a restart — and every step is pushed on
// `<incubatorId>/startupBatchOperationUpdated/<starterId>`: only the user who started it hears it. An item the
// starter may not manage (checked with their access as it is when the run starts), or that is not this
// organisation's, fails on its own; the others go on.
import {
  batchActionNeedsTarget,
  STARTUP_BATCH_MAX_ITEMS,
  STARTUP_BATCH_ACTIONS,
  type StartupBatchAction,
} from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { batchKind, type BatchProgress } from '../../core/batch/batches.ts';
import type { AuthUser } from '../../core/identity.ts';
import type { SignedIn } from '../../core/scope.ts';
import { findStartupTags } from '../taxonomy/taxonomy.public.ts';
import { findAuthUserById } from '../users/users.public.ts';
import { StartupAccess, startupExists } from './startups.access.ts';
import { addStartupProgram, addStartupTag, existingProgramIds, updateStartupRow } from './startup-file.repository.ts';
import { isUuid } from '../../core/validation.ts';

export const STARTUP_BATCH_UPDATED = 'startupBatchOperationUpdated';

export interface StartupBatchEvent {
  incubatorId: string;
  userId: string;
  startupBatchOperationUpdated: BatchProgress;
}

interface Request {
  action: StartupBatchAction;
  startupIds: readonly string[];
  targetId: string | null | undefined;
}

/** Validates the request (bad input is refused before anything starts) and starts the work; answers the id. */
export async function startStartupBatch(scope: SignedIn, req: Request): Promise<string> {
  const ids = [...new Set(req.startupIds)];
  if (ids.length < 1 || ids.length > STARTUP_BATCH_MAX_ITEMS) {
    throw new AppError('VALIDATION_FAILED', `startupIds: 1 to ${STARTUP_BATCH_MAX_ITEMS} startups.`, {
      field: 'startupIds',
    });
  }
  if (batchActionNeedsTarget(req.action)) {
    const target = req.targetId;
    const ok =
      isUuid(target) &&
      (req.action === 'ADD_TO_PROGRAM'
        ? (await existingProgramIds(scope.tdb, [target])).size === 1
        : (await findStartupTags(scope.tdb, [target])).length === 1);
    if (!ok)
      throw new AppError(
        'VALIDATION_FAILED',
        `targetId: not a ${req.action === 'ADD_TO_PROGRAM' ? 'programme' : 'tag'} of this organisation.`,
        { field: 'targetId' },
      );
  } else if (req.targetId != null) {
    throw new AppError('VALIDATION_FAILED', 'targetId: this action takes none.', { field: 'targetId' });
  }
  return scope.services.batches.start(scope, 'startups', {
    startedBy: scope.user.id,
    action: req.action,
    targetId: req.targetId ?? null,
    itemIds: ids,
  });
}

/** The startups' kind of batch operation (the manifest's `batches`). */
export const startupsBatchKind = batchKind<AuthUser>({
  kind: 'startups',
  event: STARTUP_BATCH_UPDATED,
  // The starter as they are now: one deleted since starting manages nothing more, and their grants are today's.
  prepare: async (scope, op) => {
    const user = await findAuthUserById(scope.tdb, op.startedBy);
    return user && user.status !== 'deleted' ? user : null;
  },
  // Every read inside the item's transaction (PGlite has one connection: a read beside it would wait for it).
  apply: async (tx, starter, id, op) => {
    const action = op.action as StartupBatchAction;
    if (!STARTUP_BATCH_ACTIONS.includes(action) || !isUuid(id)) return false;
    if (!(await startupExists(tx, id)) || !(await new StartupAccess(tx, starter).canManage(id))) return false;
    await apply(tx, action, id, op.targetId);
    return true;
  },
});

async function apply(tdb: TenantDb, action: StartupBatchAction, id: string, targetId: string | null): Promise<void> {
  switch (action) {
    case 'ARCHIVE':
      return updateStartupRow(tdb, id, { status: 'archived', archivedAt: new Date() });
    case 'RESTORE':
      return updateStartupRow(tdb, id, { status: 'active', archivedAt: null });
    case 'ADD_TO_PROGRAM':
      return addStartupProgram(tdb, id, targetId!);
    case 'ADD_TAG':
      return addStartupTag(tdb, id, targetId!);
    default: {
      const unhandled: never = action;
      throw new Error(`Unknown action ${String(unhandled)}`);
    }
  }
}
