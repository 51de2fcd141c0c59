// Notifications as a founder receives them (issue 14 item 4), through the real chain: a metric period opens (the
// staff action, then the domain events), a coach assigns a task, the daily reminder runs. Each founder hears once per
// period; the metric request, the task and the reminder also arrive by email — through SMTP (a catcher) and the
// outbox — to those who asked for emails about the type's group, each in their own language.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayKey, endOfTomorrow, formatDate } from '@ascent/shared';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../test/mail-catcher.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { jobScope } from '../../core/scope.ts';
import { metricPeriods } from '../metrics/metrics.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { remindOrganisation } from '../tasks/tasks.jobs.ts';
import { taskAssignees, tasks } from '../tasks/tasks.schema.ts';
import { users } from '../users/users.schema.ts';
import { notificationRecipients, notifications } from './notifications.schema.ts';
import { AISHA, HANNAH, MARCO, PRIYA } from '../../../test/personas.ts';

const TENANT = 'Lakeside Ventures Accelerator';

const SETTINGS =
  'mutation ($l: String!, $z: String!) { updateMyAccountSettings(language: $l, timezone: $z) { language } }';
const SET_PREF =
  'mutation ($g: NotificationGroup!, $e: Boolean!) { setNotificationPreference(group: $g, email: $e) { group email } }';
const CREATE_METRIC = 'mutation($input: MetricInput!) { createMetric(input: $input) { id } }';
const ASSIGN = 'mutation($input: AssignMetricCollectionInput!) { assignMetricCollection(input: $input) { id } }';
const OPEN = 'mutation($startupId: ID) { openDueMetricPeriods(startupId: $startupId) { opened } }';
const CREATE_TASK =
  'mutation($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!) { createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id } }';

let s: TestServer;
let mail: MailCatcher;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let tidepool: string;
const db = () => s.running.services.database.db;

async function gql<T>(who: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await s.gql<T>(query, { token: tokens[who], variables });
  expect(res.body.errors, query).toBeUndefined();
  return res.body.data!;
}

/** Every notification a user has, by type. */
async function notificationTypesOf(email: string): Promise<string[]> {
  const rows = await db()
    .select({ type: notifications.notificationType })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.incubatorId, notificationRecipients.incubatorId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    )
    .where(eq(notificationRecipients.userId, ids[email]!));
  return rows.map((r) => r.type).sort();
}

/** The emails SMTP delivered to an address whose text says `containing`, once the job queue has sent its mail. */
async function caught(email: string, containing: string): Promise<CaughtMail[]> {
  await s.running.services.jobs.idle();
  return mail.messages.filter((m) => m.to.includes(email) && m.text.includes(containing));
}

/** The kinds of the notification emails the outbox recorded for an address. */
async function outboxKinds(email: string): Promise<string[]> {
  await s.running.services.jobs.idle();
  return (await db().select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
    (m) => m.kind,
  );
}

beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startTestServer({ SMTP_URL: mail.url });
  for (const email of [PRIYA, HANNAH, AISHA, MARCO]) tokens[email] = await s.login(email);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  tidepool = (await db().select({ id: startups.id }).from(startups).where(eq(startups.name, 'Tidepool Analytics')))[0]!
    .id;
  // Each founder's language and email choices, as they set them in their account settings.
  await gql(AISHA, SETTINGS, { l: 'fr', z: 'Europe/Paris' });
  await gql(AISHA, SET_PREF, { g: 'message', e: true });
  await gql(AISHA, SET_PREF, { g: 'startupFileUpdate', e: true });
  await gql(MARCO, SETTINGS, { l: 'de', z: 'Europe/Berlin' });
  await gql(MARCO, SET_PREF, { g: 'message', e: true });
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

describe('notifications a founder receives', () => {
  it('tells each founder once when a metric period opens, and emails the request to who asked, in French', async () => {
    const before = { aisha: await notificationTypesOf(AISHA), marco: await notificationTypesOf(MARCO) };
    const metric = await gql<{ createMetric: { id: string } }>(PRIYA, CREATE_METRIC, {
      input: {
        name: [{ language: 'en', value: 'Active users' }],
        unitType: 'CUSTOM',
        customUnitName: 'users',
        dataType: 'numeric',
        category: 'Growth',
        trackingRecurrence: { amount: 1, type: 'MONTHLY' },
      },
    });
    // From the first day of last month (in the organisation's zone): one period has ended.
    const [y, m] = calendarDayKey(new Date(), 'America/Chicago').split('-').map(Number) as [number, number];
    const startDate = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
    await gql(PRIYA, ASSIGN, { input: { metricIds: [metric.createMetric.id], startupIds: [tidepool], startDate } });
    const opened = await gql<{ openDueMetricPeriods: { opened: number } }>(PRIYA, OPEN, { startupId: tidepool });
    expect(opened.openDueMetricPeriods.opened).toBe(1);

    // One notification each — the metric request — and no second one for the task that comes with it.
    expect(await notificationTypesOf(AISHA)).toEqual([...before.aisha, 'metricsRequest'].sort());
    expect(await notificationTypesOf(MARCO)).toEqual([...before.marco, 'metricsRequest'].sort());
    const automated = await db()
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.taskType, 'metrics'), eq(tasks.startupId, tidepool)));
    expect(automated).toHaveLength(1);
    const assigned = await db()
      .select({ userId: taskAssignees.userId })
      .from(taskAssignees)
      .where(
        inArray(
          taskAssignees.taskId,
          automated.map((t) => t.id),
        ),
      );
    expect(assigned.map((a) => a.userId).sort()).toEqual([ids[AISHA], ids[MARCO]].sort());

    // Aisha asked for emails about metrics: hers is in French. Marco did not: none for him.
    const period = (await db().select().from(metricPeriods).where(eq(metricPeriods.startupId, tidepool)))[0]!;
    // The period's days are written in the reader's language ("01 oct. 2026").
    const sent = await caught(
      AISHA,
      `${TENANT} vous demande de mettre à jour vos indicateurs pour ${formatDate(period.from, 'fr')} – ${formatDate(period.to, 'fr')}`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Nouvelle notification de ${TENANT}`);
    expect(sent[0]!.text).toContain('les mises à jour des fiches startup');
    expect(await outboxKinds(AISHA)).toContain('notification:metricsRequest');
    expect(await outboxKinds(MARCO)).not.toContain('notification:metricsRequest');
    expect(await caught(MARCO, formatDate(period.from, 'de'))).toEqual([]);
  });

  it('emails a task assignment to each founder who asked, in their own language', async () => {
    const name = 'Send the pitch deck to your coach';
    await gql(HANNAH, CREATE_TASK, {
      name,
      dueDate: endOfTomorrow(new Date(), 'America/Chicago').toISOString(),
      assignees: [
        { type: 'user', value: ids[AISHA] },
        { type: 'user', value: ids[MARCO] },
      ],
    });
    const fr = await caught(AISHA, `Hannah Schultz vous a attribué une tâche : ${name}`);
    expect(fr).toHaveLength(1);
    expect(fr[0]!.subject).toBe(`Nouvelle notification de ${TENANT}`);
    expect(fr[0]!.text).toContain('les messages et les tâches');
    const de = await caught(MARCO, `Hannah Schultz hat Ihnen eine Aufgabe zugewiesen: ${name}`);
    expect(de).toHaveLength(1);
    expect(de[0]!.subject).toBe(`Neue Benachrichtigung von ${TENANT}`);
    expect(de[0]!.text).toMatch(/http:\/\/demo\.localhost:\d+\/tasks/);
    expect(await outboxKinds(MARCO)).toContain('notification:taskAssigned');
  });

  it('emails the daily reminder of a task due tomorrow, and none to a founder who turned the emails off', async () => {
    // Marco no longer wants emails about messages and tasks.
    await gql(MARCO, SET_PREF, { g: 'message', e: false });
    const tenant = (await s.running.services.tenants.bySlug('demo'))!;
    // The metrics task of the first test, due tomorrow too: its reminder names it in each founder's language.
    const [metricsTask] = await db()
      .select({ id: tasks.id, params: tasks.nameParams })
      .from(tasks)
      .where(and(eq(tasks.taskType, 'metrics'), eq(tasks.startupId, tidepool)));
    await db()
      .update(tasks)
      .set({ dueDate: endOfTomorrow(new Date(), 'America/Chicago') })
      .where(eq(tasks.id, metricsTask!.id));
    const period = (l: string) =>
      `${formatDate(metricsTask!.params!.from!, l)} – ${formatDate(metricsTask!.params!.to!, l)}`;
    // The organisation's morning: the reminders of the day, among them both founders' task due tomorrow.
    expect(await remindOrganisation(jobScope(s.running.services, tenant), new Date())).toBeGreaterThanOrEqual(2);
    expect(await notificationTypesOf(MARCO)).toContain('taskDueSoon');
    const reminder = await caught(AISHA, 'La tâche arrive bientôt à échéance : Send the pitch deck to your coach');
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.subject).toBe(`Nouvelle notification de ${TENANT}`);
    const metricsReminder = `La tâche arrive bientôt à échéance : Mettre à jour vos métriques (${period('fr')})`;
    expect(await caught(AISHA, metricsReminder)).toHaveLength(1);
    const marcos = await db()
      .select({ message: notificationRecipients.message })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.userId, ids[MARCO]!));
    expect(marcos.map((m) => m.message)).toContain(
      `Die Aufgabe ist bald fällig: Kennzahlen aktualisieren (${period('de')})`,
    );
    // The notification is there for Marco; the email is not.
    expect(await outboxKinds(MARCO)).not.toContain('notification:taskDueSoon');
    expect(await caught(MARCO, 'Send the pitch deck to your coach')).toHaveLength(1); // the assignment's, not the reminder's
  });
});
