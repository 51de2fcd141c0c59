// Bulk actions on startups through the batch-operation mechanism (spec 01 §4): the mutation validates the request
// and answers an operation id at once; the items are then processed one by one, and every step is pushed on
// `<incubatorId>/startupBatchOperationUpdated/<starterId>` — only the user who started it hears it. An item the
// caller may not manage, or that is not this organisation's, fails on its own; the others go on.
import { randomUUID } from 'node:crypto';
import {
  batchActionNeedsTarget,
  STARTUP_BATCH_MAX_ITEMS,
  type BatchUpdateType,
  type StartupBatchAction,
} from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { topicFor } from '../../core/pubsub.ts';
import type { Services } from '../../core/services.ts';
import { findTags } from '../taxonomy/taxonomy.public.ts';
import type { AuthUser } from '../../core/identity.ts';
import { StartupAccess, startupExists } from './startups.access.ts';
import { addStartupProgram, addStartupTag, existingProgramIds, updateStartupRow } from './startup-file.repository.ts';
import { isUuid } from '../../core/validation.ts';

export const STARTUP_BATCH_UPDATED = 'startupBatchOperationUpdated';
/** The pause before the first update, so the starter's subscription (opened on the returned id) hears it all. */
export const BATCH_START_DELAY_MS = 400;

export interface BatchOperationUpdatePayload {
  operationId: string;
  updateType: BatchUpdateType;
  itemId: string | null;
  total: number;
  succeeded: number;
  failed: number;
}

export interface StartupBatchEvent {
  incubatorId: string;
  userId: string;
  startupBatchOperationUpdated: BatchOperationUpdatePayload;
}

interface Request {
  tdb: TenantDb;
  user: Pick<AuthUser, 'id' | 'rolePermissions'>;
  services: Pick<Services, 'pubsub' | 'log'>;
  action: StartupBatchAction;
  startupIds: readonly string[];
  targetId: string | null | undefined;
}

/** Validates the request (bad input is refused before anything starts) and starts the work; answers the id. */
export async function startStartupBatch(req: Request): Promise<string> {
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
        ? (await existingProgramIds(req.tdb, [target])).size === 1
        : (await findTags(req.tdb, [target])).length === 1);
    if (!ok)
      throw new AppError(
        'VALIDATION_FAILED',
        `targetId: not a ${req.action === 'ADD_TO_PROGRAM' ? 'programme' : 'tag'} of this organisation.`,
        { field: 'targetId' },
      );
  } else if (req.targetId != null) {
    throw new AppError('VALIDATION_FAILED', 'targetId: this action takes none.', { field: 'targetId' });
  }
  const operationId = randomUUID();
  setTimeout(() => {
    run(req, operationId, ids).catch((err: unknown) =>
      req.services.log.error({ err, operationId }, 'startup batch operation failed'),
    );
  }, BATCH_START_DELAY_MS).unref?.();
  return operationId;
}

async function run(req: Request, operationId: string, ids: string[]): Promise<void> {
  const { tdb, user, services } = req;
  const counts = { total: ids.length, succeeded: 0, failed: 0 };
  const push = (updateType: BatchUpdateType, itemId: string | null = null) =>
    services.pubsub.publish(topicFor(tdb.incubatorId, STARTUP_BATCH_UPDATED, user.id), {
      incubatorId: tdb.incubatorId,
      userId: user.id,
      startupBatchOperationUpdated: { operationId, updateType, itemId, ...counts },
    } satisfies StartupBatchEvent);
  await push('VALIDATION_SUCCEEDED');
  const access = new StartupAccess(tdb, user);
  for (const id of ids) {
    let ok = false;
    try {
      ok = isUuid(id) && (await startupExists(tdb, id)) && (await access.canManage(id));
      if (ok) await apply(tdb, req.action, id, req.targetId ?? null);
    } catch (err) {
      services.log.warn({ err, operationId, itemId: id }, 'startup batch item failed');
      ok = false;
    }
    if (ok) counts.succeeded += 1;
    else counts.failed += 1;
    await push(ok ? 'ITEM_SUCCEEDED' : 'ITEM_FAILED', id);
  }
  await push(
    counts.failed === 0
      ? 'PROCESSING_SUCCEEDED'
      : counts.succeeded === 0
        ? 'PROCESSING_FAILED'
        : 'PROCESSING_PARTIALLY_SUCCEEDED',
  );
}

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
