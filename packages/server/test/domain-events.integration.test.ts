// A crash between a mutation's commit and the dispatch of its events: the event is in the outbox (written in the
// mutation's transaction) but no handler ran. After a restart the recovery pass delivers it — the notification
// appears, its email leaves through the job queue — and exactly once, however often the event is delivered again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../src/core/events/outbox.schema.ts';
import { mailOutbox } from '../src/core/mail/outbox.schema.ts';
import { notificationRecipients, notifications } from '../src/modules/notifications/notifications.schema.ts';
import { startups } from '../src/modules/startups/startups.schema.ts';
import { timelinePosts } from '../src/modules/timeline/timeline.schema.ts';
import { createScratchDatabase, startTestServer, type TestServer } from './harness.ts';
import { AISHA } from './personas.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ascent-crash-'));
let scratch: { url: string; drop(): Promise<void> } | undefined;
const servers: TestServer[] = [];

afterAll(async () => {
  for (const s of servers) await s.close().catch(() => undefined);
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>, seed: boolean): Promise<TestServer> {
  const s = await startTestServer(env, { dataDir, databaseUrl: scratch?.url, seed });
  servers.push(s);
  return s;
}

describe('domain events across a crash', () => {
  it('delivers, after a restart, the notification of an event committed but never dispatched, exactly once', async () => {
    if (process.env.TEST_DATABASE_URL) scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
    const first = await start({}, true);
    const token = await first.login(AISHA);
    const me = (await first.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token })).body.data!
      .currentUser._id;
    // Aisha wants emails about tasks (the "message" group).
    const pref = await first.gql(
      'mutation { setNotificationPreference(group: message, email: true) { group email } }',
      { token },
    );
    expect(pref.body.errors).toBeUndefined();
    const tenant = (await first.running.services.tenants.bySlug('demo'))!;
    const { db } = first.running.services.database;
    const startup = (
      await db.select({ id: startups.id }).from(startups).where(eq(startups.incubatorId, tenant.id)).limit(1)
    )[0]?.id;
    expect(startup).toBeDefined();

    // The mutations committed their events, and the process stopped before dispatching them.
    const taskName = `Prepare the board pack ${Date.now()}`;
    const [assigned] = await db
      .insert(domainEvents)
      .values({
        incubatorId: tenant.id,
        name: 'task.assigned',
        payload: {
          taskId: '00000000-0000-4000-8000-000000000001',
          name: taskName,
          url: '/tasks',
          assigneeIds: [me],
          assignedById: null,
        },
      })
      .returning({ id: domainEvents.id });
    const answered = startup
      ? (
          await db
            .insert(domainEvents)
            .values({
              incubatorId: tenant.id,
              name: 'categorization.answered',
              payload: {
                categorizationId: '00000000-0000-4000-8000-000000000002',
                startupId: startup,
                answeredById: me,
                skip: true,
                values: [],
              },
            })
            .returning({ id: domainEvents.id })
        )[0]
      : undefined;
    // Nothing was delivered: no handler ran.
    const before = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.incubatorId, tenant.id), eq(notifications.eventKey, `${assigned!.id}/taskAssigned`)));
    expect(before).toEqual([]);
    await first.close();

    const notificationsOf = async (s: TestServer) =>
      s.running.services.database.db
        .select({ message: notificationRecipients.message })
        .from(notificationRecipients)
        .innerJoin(
          notifications,
          and(
            eq(notifications.incubatorId, notificationRecipients.incubatorId),
            eq(notifications.id, notificationRecipients.notificationId),
          ),
        )
        .where(
          and(
            eq(notificationRecipients.incubatorId, tenant.id),
            eq(notificationRecipients.userId, me),
            eq(notifications.notificationType, 'taskAssigned'),
          ),
        );
    const mine = async (s: TestServer) => (await notificationsOf(s)).filter((n) => n.message.includes(taskName));
    const mails = async (s: TestServer) =>
      (
        await s.running.services.database.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.incubatorId, tenant.id), eq(mailOutbox.kind, 'notification:taskAssigned')))
      ).filter((m) => m.textBody.includes(taskName));
    const posts = async (s: TestServer) =>
      s.running.services.database.db
        .select({ id: timelinePosts.id })
        .from(timelinePosts)
        .where(and(eq(timelinePosts.incubatorId, tenant.id), eq(timelinePosts.eventKey, answered?.id ?? '')));

    // The restart: its recovery pass (at start) takes what the dead process left.
    const second = await start({ EVENTS_RETRY_AFTER_SECONDS: '0' }, false);
    expect(await mine(second)).toHaveLength(1);
    const row = (
      await second.running.services.database.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.incubatorId, tenant.id), eq(domainEvents.id, assigned!.id)))
    )[0]!;
    expect(row.dispatchedAt).toBeInstanceOf(Date);
    if (answered) expect(await posts(second)).toHaveLength(1);
    await second.running.services.jobs.idle();
    expect((await mails(second)).map((m) => m.toAddress)).toEqual([AISHA]);

    // Delivered again (a crash after the handlers ran, before the event was marked): nothing twice.
    await second.running.services.database.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(eq(domainEvents.incubatorId, tenant.id));
    expect(await second.running.services.events.recover({ olderThanSeconds: 0 })).toBeGreaterThanOrEqual(
      answered ? 2 : 1,
    );
    await second.running.services.jobs.run('domain-events-recover');
    await second.running.services.jobs.idle();
    expect(await mine(second)).toHaveLength(1);
    expect(await mails(second)).toHaveLength(1);
    if (answered) expect(await posts(second)).toHaveLength(1);
  }, 180_000);
});
