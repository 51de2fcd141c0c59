// The metrics' integration tests share this: the documents, the server with the personas signed in, the metrics the
// definitions create (read by the periods), and the helpers. The suites run in order in metrics.integration.test.ts.
import { afterAll, beforeAll } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { calendarDayKey } from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { type metricCollections, metricData, type metricPeriods, type metrics } from './metrics.schema.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, NOAH, PRIYA, SOFIA } from '../../../test/personas.ts';
export const NORTH = 'northstar.localhost';

export const METRIC =
  'id name { language value } unitOfMeasure { unitType customName } dataType category trackingRecurrence { amount type } archived rules { kind value referenceMetricIds customLabel }';
export const CREATE = `mutation($input: MetricInput!) { createMetric(input: $input) { ${METRIC} } }`;
export const UPDATE = `mutation($id: ID!, $input: MetricInput!) { updateMetric(id: $id, input: $input) { ${METRIC} } }`;
export const ARCHIVE = `mutation($id: ID!, $archived: Boolean) { archiveMetric(id: $id, archived: $archived) { id archived } }`;
export const LIST = `query($all: Boolean) { metrics(includeArchived: $all) { ${METRIC} } }`;
export const ASSIGN =
  'mutation($input: AssignMetricCollectionInput!) { assignMetricCollection(input: $input) { id startDate metric { id } startup { id name } program { id name } } }';
export const OPEN =
  'mutation($startupId: ID, $collectionId: ID) { openDueMetricPeriods(startupId: $startupId, collectionId: $collectionId) { opened periods { id from to dueDate startup { name } metricCount } } }';
export const FORM = `query($startupId: ID!, $date: String, $all: Boolean) { metricsDataForm(startupId: $startupId, date: $date, includeFilledInData: $all) {
  periods { id from to dueDate submitted data { id value metric { id name { language value } } } validations { dataId validation { kind value referenceDataIds referenceNames customLabel } } } } }`;
export const SAVE =
  'mutation($startupId: ID!, $date: String!, $values: [MetricDataValueInput!]!) { setMetricDataValues(startupId: $startupId, date: $date, values: $values) { periods { id submitted data { id value } } } }';
export const SERIES =
  'query($startupId: ID!) { metricSeries(startupId: $startupId) { metric { id } points { from to value } } }';
export const FLAG =
  'mutation($name: String!, $activated: Boolean!) { setFeatureFlag(name: $name, activated: $activated) { name enabled } }';

export type Period = {
  id: string;
  from: string;
  to: string;
  dueDate: string;
  submitted: boolean;
  data: { id: string; value: string | null; metric: { id: string } }[];
  validations: {
    dataId: string;
    validation: {
      kind: string;
      value: number | null;
      referenceDataIds: string[];
      referenceNames: string[];
      customLabel: string | null;
    };
  }[];
};

export let s: TestServer;
export const tokens: Record<string, string> = {};
export const ids: Record<string, string> = {};
export const startupId: Record<string, string> = {};
export const metric: Record<string, string> = {};
export const db = () => s.running.services.database.db;
export const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
export const messageOf = (res: { body: { errors?: { message: string }[] } }) => res.body.errors?.[0]?.message;
export const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: tokens[who], variables, host });

export const today = () => calendarDayKey(new Date(), 'America/Chicago');
/** The first day of the month `n` months before this one. */
export function monthsAgo(n: number): string {
  const [y, m] = today().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 10);
}
export const input = (en: string, extra: Record<string, unknown> = {}) => ({
  name: [
    { language: 'en', value: en },
    { language: 'fr', value: `${en} (fr)` },
  ],
  unitType: 'MONETARY',
  dataType: 'numeric',
  category: 'Finance',
  trackingRecurrence: { amount: 1, type: 'MONTHLY' },
  ...extra,
});
export const countOf = async (table: typeof metrics | typeof metricCollections | typeof metricPeriods) =>
  (await db().select({ n: count() }).from(table))[0]!.n;
export const savedValues = async () =>
  (await db().select({ n: count() }).from(metricData).where(isNotNull(metricData.value)))[0]!.n;
export const stamp = () => `${today()}T10:00:00`;

export async function notificationsOf(userId: string, type: string) {
  return db()
    .select({ message: notificationRecipients.message })
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

/** Starts the server for the file (and closes it after), with the tokens and ids above. */
export function useMetricsServer(): void {
  beforeAll(async () => {
    s = await startTestServer();
    for (const email of [MAYA, PRIYA, HANNAH, AISHA, SOFIA, NOAH]) tokens[email] = await s.login(email);
    tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
    for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
    for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups))
      startupId[r.name] = r.id;
  });
  afterAll(() => s?.close());
}
