// The tasks' integration tests share this: the documents, the server with the personas signed in, the seeded ids
// and the helpers (tasks.integration.test.ts, tasks-changes.integration.test.ts).
import { afterAll, beforeAll } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { endOfDayInTimeZone, endOfTomorrow } from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { subscribe } from '../../../test/ws.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { taskAssignees, tasks } from './tasks.schema.ts';
import { AISHA, CLAIRE, HANNAH, MARCO, NOAH, PRIYA, SOFIA } from '../../../test/personas.ts';
export const NORTH = 'northstar.localhost';
export const CHICAGO = 'America/Chicago'; // the demo tenant's zone

export const TASK_FIELDS = `_id name url dueDate taskType isGroupTask approvalStatus completionStatus done canEdit canDelete
  startup { _id name } createdBy { _id fullName } assigneeSelection { type value }
  assignees { user { _id fullName startups { name } } status done completedAt }`;
export const CREATE = `mutation($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!, $url: String, $done: Boolean, $startupId: ID) {
  createTask(name: $name, dueDate: $dueDate, assignees: $assignees, url: $url, done: $done, startupId: $startupId) { ${TASK_FIELDS} } }`;
export const DONE = `mutation($taskId: ID!, $done: Boolean!, $assigneeId: ID) { updateTaskDone(taskId: $taskId, done: $done, assigneeId: $assigneeId) { ${TASK_FIELDS} } }`;
export const UPDATE = `mutation($taskId: ID!, $updatedTask: UpdateTaskInput!) { updateTask(taskId: $taskId, updatedTask: $updatedTask) { ${TASK_FIELDS} } }`;
export const DELETE = 'mutation($taskId: ID!) { deleteTask(taskId: $taskId) }';
export const MINE = `query($queryOptions: TaskQueryOptions, $cursor: String, $limit: Int) { myTasksPaginated(queryOptions: $queryOptions, cursor: $cursor, limit: $limit) { totalCount next prev results { ${TASK_FIELDS} } } }`;
export const LIST = `query($filter: TasksFilter, $cursor: String, $limit: Int) { tasks(filter: $filter, cursor: $cursor, limit: $limit) { totalCount next prev results { ${TASK_FIELDS} } } }`;
export const OPTIONS = '{ assigneeOptions { label type options { label type value } } }';

export type TaskOut = {
  _id: string;
  name: string;
  url: string | null;
  dueDate: string;
  taskType: string;
  isGroupTask: boolean;
  approvalStatus: string;
  completionStatus: string;
  done: boolean;
  canEdit: boolean;
  canDelete: boolean;
  startup: { _id: string; name: string } | null;
  createdBy: { _id: string; fullName: string } | null;
  assigneeSelection: { type: string; value: string }[];
  assignees: {
    user: { _id: string; fullName: string; startups: { name: string }[] };
    status: string;
    done: boolean;
    completedAt: string | null;
  }[];
};
export type Page = { totalCount: number; next: string | null; prev: string | null; results: TaskOut[] };
export type Update = { tasksUpdatedForUser: { updateType: 'ADDED' | 'REMOVED'; taskId: string; dueDate: string } };

export let s: TestServer;
export const tokens: Record<string, string> = {};
export const ids: Record<string, string> = {};
export let demoId: string;
export const startupId: Record<string, string> = {};

export const db = () => s.running.services.database.db;
export const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
export const messageOf = (res: { body: { errors?: { message: string }[] } }) => res.body.errors?.[0]?.message;
export const tomorrowEnd = () => endOfTomorrow(new Date(), CHICAGO).toISOString();
export const inDays = (n: number) => endOfDayInTimeZone(new Date(Date.now() + n * 86_400_000), CHICAGO).toISOString();

export async function gql<T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) {
  return s.gql<T>(query, { token: tokens[who], variables, host });
}

export async function create(who: string, vars: Record<string, unknown>) {
  return gql<{ createTask: TaskOut }>(who, CREATE, { dueDate: tomorrowEnd(), ...vars });
}

export async function snapshot() {
  const [t] = await db().select({ n: count() }).from(tasks);
  const [a] = await db().select({ n: count() }).from(taskAssignees);
  const [d] = await db().select({ n: count() }).from(taskAssignees).where(eq(taskAssignees.done, true));
  return { tasks: t!.n, assignees: a!.n, done: d!.n };
}

export async function notificationsOf(userId: string, type: string) {
  return db()
    .select({ message: notificationRecipients.message, url: notifications.url })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.incubatorId, notificationRecipients.incubatorId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    )
    .where(and(eq(notificationRecipients.userId, userId), eq(notifications.notificationType, type)));
}

export function follow(who: string, userId = ids[who]!) {
  const query = `subscription { tasksUpdatedForUser(userId: "${userId}") { updateType taskId dueDate } }`;
  return subscribe<Update>({
    port: s.port,
    host: 'demo.localhost',
    query,
    connectionParams: { authorization: `Bearer ${tokens[who]}` },
  });
}

/** Starts the server for the file (and closes it after), with the tokens and ids above. */
export function useTasksServer(): void {
  beforeAll(async () => {
    s = await startTestServer();
    for (const email of [HANNAH, AISHA, MARCO, PRIYA, NOAH, SOFIA]) tokens[email] = await s.login(email);
    tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
    const rows = await db().select({ id: users.id, email: users.email }).from(users);
    for (const r of rows) ids[r.email] = r.id;
    demoId = (await db().select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, 'demo')))[0]!.id;
    for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups))
      startupId[r.name] = r.id;
  });
  afterAll(() => s?.close());
}
