// Who may do what with a task (spec 01 §6). The TASK/TASK:* keys are checked against the task's startup: ALL
// grants every task, ASSIGNED the tasks of the startups the user belongs to or is assigned to, SELECTED the chosen
// startups. A task without a startup belongs to no startup, so only ALL reaches it — plus its own people: its
// creator and assignees see it, and its creator may edit and delete it while holding the key at any scope.
import { isAutomatedTask, type PermissionKey } from '@ascent/shared';
import type { Authorizer } from '../permissions/permissions.service.ts';

export type TaskAction = Extract<PermissionKey, 'TASK/TASK:VIEW' | 'TASK/TASK:EDIT' | 'TASK/TASK:DELETE'>;

export interface TaskFacts {
  readonly taskType: string;
  readonly startupId: string | null;
  readonly createdById: string | null;
  readonly assigneeIds: readonly string[];
}

export async function mayOnTask(authz: Authorizer, action: TaskAction, task: TaskFacts): Promise<boolean> {
  const me = authz.user.id;
  if (action === 'TASK/TASK:EDIT' && isAutomatedTask(task.taskType)) return false;
  if (task.startupId) {
    if (await authz.can(action, { kind: 'startup', id: task.startupId })) return true;
  } else if (authz.scope(action) === 'ALL') {
    return true;
  }
  if (action === 'TASK/TASK:VIEW') return task.createdById === me || task.assigneeIds.includes(me);
  return task.startupId === null && task.createdById === me && authz.scope(action) !== 'NONE';
}

/** Creating a task on a startup needs TASK/TASK:CREATE on it; a task without one, the key at any scope. */
export async function mayCreateTask(authz: Authorizer, startupId: string | null): Promise<boolean> {
  if (startupId) return authz.can('TASK/TASK:CREATE', { kind: 'startup', id: startupId });
  return authz.scope('TASK/TASK:CREATE') !== 'NONE';
}
