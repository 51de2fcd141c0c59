// A page of task rows as the API presents them: assignees with their startups, the startup, the creator, and what
// the caller may do with each task, and an automated task's name in the reader's language (tasks.names.ts). A fixed
// number of queries whatever the page size.
import { isTaskDone } from '@ascent/shared';
import type { Task, TaskApprovalStatus, TaskCompletionStatus } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Authorizer } from '../permissions/permissions.service.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { mayOnTask } from './tasks.policy.ts';
import { assigneesOf, startupNames, startupsOfUsers, userNames } from './tasks.people.repository.ts';
import type { TaskRow } from './tasks.schema.ts';
import { taskNameIn } from './tasks.names.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function presentTasks(
  tdb: TenantDb,
  authz: Authorizer | null,
  rows: readonly TaskRow[],
  language: string,
): Promise<Task[]> {
  if (rows.length === 0) return [];
  const assignees = await assigneesOf(
    tdb,
    rows.map((r) => r.id),
  );
  const userIds = [...new Set(assignees.map((a) => a.userId))];
  const [memberships, startupRows, creators] = await Promise.all([
    startupsOfUsers(tdb, userIds),
    startupNames(tdb, [...new Set(rows.map((r) => r.startupId).filter((id): id is string => id !== null))]),
    userNames(tdb, [...new Set(rows.map((r) => r.createdById).filter((id): id is string => id !== null))]),
  ]);
  const startupsOf = new Map<string, { _id: string; name: string }[]>();
  for (const m of memberships)
    startupsOf.set(m.userId, [...(startupsOf.get(m.userId) ?? []), { _id: m.id, name: m.name }]);
  const startupById = new Map(startupRows.map((s) => [s.id, { _id: s.id, name: s.name }]));
  const creatorById = new Map(creators.map((c) => [c.id, { _id: c.id, fullName: fullNameOf(c) }]));

  return Promise.all(
    rows.map(async (row) => {
      const own = assignees.filter((a) => a.taskId === row.id);
      const facts = {
        taskType: row.taskType,
        startupId: row.startupId,
        createdById: row.createdById,
        assigneeIds: own.map((a) => a.userId),
      };
      const [canEdit, canDelete] = authz
        ? await Promise.all([mayOnTask(authz, 'TASK/TASK:EDIT', facts), mayOnTask(authz, 'TASK/TASK:DELETE', facts)])
        : [false, false];
      return {
        _id: row.id,
        name: taskNameIn(language, row),
        url: row.url,
        dueDate: row.dueDate.toISOString(),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        taskType: row.taskType,
        isGroupTask: row.isGroupTask,
        startup: row.startupId ? (startupById.get(row.startupId) ?? null) : null,
        createdBy: row.createdById ? (creatorById.get(row.createdById) ?? null) : null,
        approvalStatus: row.approvalStatus as TaskApprovalStatus,
        completionStatus: row.completionStatus as TaskCompletionStatus,
        done: isTaskDone(own),
        completedAt: iso(row.completedAt),
        assignees: own.map((a) => ({
          user: { _id: a.userId, fullName: fullNameOf(a), avatar: a.avatar, startups: startupsOf.get(a.userId) ?? [] },
          status: (a.done ? 'COMPLETED' : 'PENDING') as TaskCompletionStatus,
          done: a.done,
          completedAt: iso(a.completedAt),
        })),
        assigneeSelection: row.assigneeSelection.map((e) => ({ type: e.type, value: e.value })),
        canEdit,
        canDelete,
      } satisfies Task;
    }),
  );
}
