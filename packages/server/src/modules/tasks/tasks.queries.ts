// Reading tasks: the caller's own list (the navbar and /tasks), the staff views across people and startups, and a
// startup's tasks split by the organisation's day.
import {
  TASK_LIST_PAGE_SIZE,
  TASK_PAGE_SIZE,
  endOfDayInTimeZone,
  isTaskType,
  startOfDayInTimeZone,
} from '@ascent/shared';
import { and, or, type SQL } from 'drizzle-orm';
import type {
  AssigneeOptionGroup,
  StartupTasks,
  TaskPage,
  TasksFilter,
  TaskQueryOptions,
} from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { assigneeOptionGroups } from './tasks.assignees.ts';
import { presentTasks } from './tasks.presenter.ts';
import { readerLanguage } from './tasks.names.ts';
import {
  decodeTaskCursor,
  hasAssignee,
  listTasks,
  pageOfTasks,
  taskConditions as c,
  type Cursor,
} from './tasks.lists.repository.ts';
import type { SignedIn } from '../../core/scope.ts';
import { optionalInstant, parseInstant, timeZoneOf } from './tasks.validation.ts';
import { isUuid } from '../../core/validation.ts';

const MAX_LIMIT = 100;

function pageSize(limit: number | null | undefined, fallback: number): number {
  if (limit == null) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new AppError('VALIDATION_FAILED', `limit must be between 1 and ${MAX_LIMIT}.`);
  return limit;
}

function cursorOf(raw: string | null | undefined): Cursor | null {
  if (raw == null || raw === '') return null;
  const cursor = decodeTaskCursor(raw);
  if (!cursor) throw new AppError('VALIDATION_FAILED', 'This cursor is not one of this list.');
  return cursor;
}

function ids(list: readonly string[] | null | undefined, field: string): string[] | undefined {
  if (!list) return undefined;
  if (!list.every((id) => isUuid(id))) throw new AppError('VALIDATION_FAILED', `${field} must hold ids.`);
  return [...new Set(list)];
}

async function presentPage(
  scope: SignedIn,
  authz: Authorizer,
  condition: SQL | undefined,
  cursor: Cursor | null,
  limit: number,
  withTotal: boolean,
): Promise<TaskPage> {
  const page = await pageOfTasks(scope.tdb, condition, cursor, limit, withTotal);
  return {
    results: await presentTasks(scope.tdb, authz, page.rows, readerLanguage(scope.user, scope.tenant)),
    totalCount: page.totalCount,
    next: page.next,
    prev: page.prev,
  };
}

/** The tasks the caller is an assignee of; completionStatus is about the caller's own part. */
export async function myTasks(
  scope: SignedIn,
  args: { queryOptions?: TaskQueryOptions | null; cursor?: string | null; limit?: number | null },
  /** Whether the query asks for totalCount (counted only then). */
  withTotal = true,
): Promise<TaskPage> {
  const { tdb, user } = scope;
  const options = args.queryOptions ?? {};
  const before = optionalInstant(options.before, 'before');
  const condition = and(
    hasAssignee(tdb, [user.id], options.completionStatus ? options.completionStatus === 'COMPLETED' : undefined),
    options.approvalStatus ? c.approval(options.approvalStatus) : undefined,
    before ? c.dueTo(before) : undefined,
  );
  return presentPage(
    scope,
    new Authorizer(tdb, user),
    condition,
    cursorOf(args.cursor),
    pageSize(args.limit, TASK_PAGE_SIZE),
    withTotal,
  );
}

/** What TASK/TASK:VIEW lets the caller see in lists (see tasks.policy.ts). */
export async function visibleCondition(scope: SignedIn, authz: Authorizer): Promise<SQL | undefined> {
  const reach = await authz.reach('TASK/TASK:VIEW');
  if (reach === 'all') return undefined;
  const own = or(c.createdBy(scope.user.id), hasAssignee(scope.tdb, [scope.user.id]));
  if (authz.scope('TASK/TASK:VIEW') === 'NONE') return own;
  return or(c.startupIn([...reach]), own);
}

export async function listTasksForStaff(
  scope: SignedIn,
  args: { filter?: TasksFilter | null; cursor?: string | null; limit?: number | null },
  withTotal = true,
): Promise<TaskPage> {
  const { tdb, user } = scope;
  const filter = args.filter ?? {};
  const authz = new Authorizer(tdb, user);
  const assigneeIds = ids(filter.assigneeIds, 'assigneeIds');
  const startupIds = ids(filter.startupIds, 'startupIds');
  const dueFrom = optionalInstant(filter.dueFrom, 'dueFrom');
  const dueTo = optionalInstant(filter.dueTo, 'dueTo');
  if (filter.taskTypes && !filter.taskTypes.every(isTaskType))
    throw new AppError('VALIDATION_FAILED', 'taskTypes holds an unknown task type.');
  const done = filter.status ? filter.status === 'COMPLETED' : undefined;
  const condition = and(
    await visibleCondition(scope, authz),
    assigneeIds ? hasAssignee(tdb, assigneeIds, done) : filter.status ? c.completion(filter.status) : undefined,
    startupIds ? c.startupIn(startupIds) : undefined,
    filter.withStartup == null ? undefined : c.withStartup(filter.withStartup),
    dueFrom ? c.dueFrom(dueFrom) : undefined,
    dueTo ? c.dueTo(dueTo) : undefined,
    filter.taskTypes ? c.typeIn([...filter.taskTypes]) : undefined,
  );
  const limit = pageSize(args.limit, TASK_LIST_PAGE_SIZE);
  return presentPage(scope, authz, condition, cursorOf(args.cursor), limit, withTotal);
}

/**
 * A startup's tasks (the policy checked TASK/TASK:VIEW on it): overdue = not done and due before todayStart;
 * today = due within [todayStart, todayEnd]; future = due after todayEnd. The day defaults to today in the
 * organisation's time zone.
 */
export async function startupTasks(
  scope: SignedIn,
  args: { startupId: string; todayStart?: string | null; todayEnd?: string | null },
  now = new Date(),
): Promise<StartupTasks> {
  const { tdb, tenant, user } = scope;
  if (!isUuid(args.startupId)) return { overdueTasks: [], todayTasks: [], futureTasks: [] };
  const zone = timeZoneOf(tenant);
  const todayStart = args.todayStart ? parseInstant(args.todayStart, 'todayStart') : startOfDayInTimeZone(now, zone);
  const todayEnd = args.todayEnd ? parseInstant(args.todayEnd, 'todayEnd') : endOfDayInTimeZone(now, zone);
  if (todayEnd.getTime() < todayStart.getTime())
    throw new AppError('VALIDATION_FAILED', 'todayEnd must not be before todayStart.');
  const authz = new Authorizer(tdb, user);
  const [overdue, today, future] = await Promise.all([
    listTasks(tdb, and(c.startup(args.startupId), c.dueBefore(todayStart), c.completion('PENDING'))),
    listTasks(tdb, and(c.startup(args.startupId), c.dueFrom(todayStart), c.dueTo(todayEnd))),
    listTasks(tdb, and(c.startup(args.startupId), c.dueAfter(todayEnd))),
  ]);
  const language = readerLanguage(user, tenant);
  const [overdueTasks, todayTasks, futureTasks] = await Promise.all([
    presentTasks(tdb, authz, overdue, language),
    presentTasks(tdb, authz, today, language),
    presentTasks(tdb, authz, future, language),
  ]);
  return { overdueTasks, todayTasks, futureTasks };
}

export function assigneeOptions(scope: SignedIn): Promise<AssigneeOptionGroup[]> {
  return assigneeOptionGroups(scope.tdb, new Authorizer(scope.tdb, scope.user));
}
