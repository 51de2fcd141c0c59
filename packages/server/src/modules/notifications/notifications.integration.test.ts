// Notifications on the real server: every operation signed in only, each recipient's message in their language,
// paging, unseen counts, read marks, emails by group and language, the caller's language and time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { notifyIn } from '../../../test/factories/notifications.ts';
import type { NotifyInput } from './notifications.service.ts';
import { AISHA, CLAIRE, GRACE, HANNAH, LUCAS, MAYA, PRIYA, TOMAS } from '../../../test/personas.ts';
import {
  type Item,
  LIST,
  type List,
  PREFS,
  READ,
  SEEN,
  SET_PREF,
  SETTINGS,
  UNSEEN,
  type Who,
} from './notifications.fixture.ts';

describe('notifications', () => {
  let s: TestServer;
  let maya: Who;
  let aisha: Who;
  let priya: Who;
  let hannah: Who;
  let claire: Who;

  async function who(email: string, host = 'demo.localhost'): Promise<Who> {
    const token = await s.login(email, host);
    const me = await s.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token, host });
    return { token, id: me.body.data!.currentUser._id };
  }
  const list = async (u: Who, variables: Record<string, unknown> = {}, host = 'demo.localhost') =>
    s.gql<List>(LIST, { token: u.token, variables, host });
  const unseen = async (u: Who) =>
    (
      await s.gql<{ unseenNotifications: { count: number; lastSeenTimestamp: number | null } }>(UNSEEN, {
        token: u.token,
      })
    ).body.data!.unseenNotifications;
  const outbox = async () =>
    (
      await s.gql<{ mailOutbox: { results: { to: string; kind: string; subject: string; textBody: string }[] } }>(
        '{ mailOutbox(first: 100) { results { to kind subject textBody } } }',
        { token: maya.token },
      )
    ).body.data!.mailOutbox.results;
  const task = (name: string, recipients: string[], senderId?: string) =>
    notifyIn(s.running, 'demo', { type: 'taskAssigned', recipients, senderId, url: '/tasks', params: { task: name } });

  beforeAll(async () => {
    s = await startTestServer();
    maya = await who(MAYA);
    aisha = await who(AISHA);
    priya = await who(PRIYA);
    hannah = await who(HANNAH);
    claire = await who(CLAIRE, 'northstar.localhost');
  });
  afterAll(() => s.close());

  it('requires authentication for every operation', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [UNSEEN, {}],
      [PREFS, {}],
      [READ, { ids: [] }],
      ['mutation { markAllNotificationsRead { updated unreadCount } }', {}],
      [SEEN, { t: Date.now() }],
      [SET_PREF, { g: 'message', e: true }],
      [SETTINGS, { l: 'fr', z: 'Europe/Paris' }],
    ];
    for (const [query, variables] of calls) {
      const res = await s.gql(query, { variables });
      expect(res.body.errors?.[0]?.extensions?.code, query).toBe('AUTHENTICATION_REQUIRED');
      // A token of another organisation is no better.
      const foreign = await s.gql(query, { variables, token: claire.token });
      expect(foreign.body.errors?.[0]?.extensions?.code, query).toBe('AUTHENTICATION_REQUIRED');
    }
    // Nothing changed for Claire at home either.
    expect(
      (
        await s.gql<{ currentUser: { language: string | null } }>('{ currentUser { language } }', {
          token: claire.token,
          host: 'northstar.localhost',
        })
      ).body.data!.currentUser.language,
    ).not.toBe('fr');
  });

  it("stores each recipient's message in their own language, with the sender and url", async () => {
    const fr = await s.gql<{ updateMyAccountSettings: { language: string; timezone: string } }>(SETTINGS, {
      token: aisha.token,
      variables: { l: 'fr', z: 'Europe/Paris' },
    });
    expect(fr.body.data?.updateMyAccountSettings).toEqual({ language: 'fr', timezone: 'Europe/Paris' });

    const created = await task('Send the deck to Hannah', [aisha.id, priya.id, maya.id], maya.id);
    // The sender is not notified of their own act.
    expect(created).toHaveLength(2);

    const a = (await list(aisha)).body.data!.notifications.notifications[0]!;
    expect(a.message).toBe('Maya Chen vous a attribué une tâche : Send the deck to Hannah');
    expect(a.notification).toMatchObject({
      notificationType: 'taskAssigned',
      url: '/tasks',
      message: a.message,
      sender: { _id: maya.id, fullName: 'Maya Chen' },
    });
    expect(a.isRead).toBe(false);
    const p = (await list(priya)).body.data!.notifications.notifications[0]!;
    expect(p.message).toBe('Maya Chen assigned you a task: Send the deck to Hannah');
    expect((await list(maya)).body.data!.notifications.notifications.map((n) => n.message)).not.toContain(p.message);

    // Without a sender the organisation speaks; a note is carried as the quoted content.
    await notifyIn(s.running, 'demo', {
      type: 'newNoteReply',
      recipients: [priya.id],
      url: '/startup/file',
      params: { note: 'Looks good to me' },
    });
    const reply = (await list(priya)).body.data!.notifications.notifications[0]!;
    expect(reply.message).toBe('Lakeside Ventures Accelerator replied to your note');
    expect(reply.notification.note).toEqual({ content: 'Looks good to me' });
    expect(reply.notification.sender).toBeNull();
  });

  it('refuses a bad notification and stores nothing', async () => {
    const before = (await list(hannah)).body.data!.notifications.meta;
    const bad: NotifyInput[] = [
      { type: 'somethingElse' as never, recipients: [hannah.id], url: '/tasks', params: {} },
      { type: 'taskAssigned', recipients: [hannah.id], url: '/tasks', params: {} },
      { type: 'taskAssigned', recipients: [hannah.id], url: 'javascript:alert(1)', params: { task: 'x' } },
      { type: 'taskAssigned', recipients: [hannah.id], url: '//evil.example/', params: { task: 'x' } },
      { type: 'taskAssigned', recipients: [hannah.id, claire.id], url: '/tasks', params: { task: 'x' } },
      { type: 'taskAssigned', recipients: [hannah.id], senderId: claire.id, url: '/tasks', params: { task: 'x' } },
      { type: 'taskAssigned', recipients: ['not-an-id'], url: '/tasks', params: { task: 'x' } },
    ];
    for (const input of bad)
      await expect(notifyIn(s.running, 'demo', input)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await list(hannah)).body.data!.notifications.meta).toEqual(before);
  });

  it('pages by number and by cursor, newest first, 16 by default', async () => {
    const grace = await who(GRACE);
    for (let i = 1; i <= 20; i += 1) await task(`Task ${i}`, [grace.id], maya.id);
    const first = (await list(grace)).body.data!.notifications;
    expect(first.meta).toEqual({ totalPages: 2, currentPage: 1, pageSize: 16 });
    expect(first.unreadCount).toBe(20);
    expect(first.notifications).toHaveLength(16);
    expect(first.notifications[0]!.message).toMatch(/Task 20$/);
    expect(first.notifications[15]!.message).toMatch(/Task 5$/);

    const second = (await list(grace, { currentPage: 2 })).body.data!.notifications;
    expect(second.meta.currentPage).toBe(2);
    expect(second.notifications.map((n) => n.message.replace(/.*: /, ''))).toEqual([
      'Task 4',
      'Task 3',
      'Task 2',
      'Task 1',
    ]);
    expect(second.nextCursor).toBeNull();

    const next = (await list(grace, { cursor: first.nextCursor })).body.data!.notifications;
    expect(next.notifications.map((n) => n._id)).toEqual(second.notifications.map((n) => n._id));
    expect(next.nextCursor).toBeNull();

    const small = (await list(grace, { pageSize: 5 })).body.data!.notifications;
    expect(small.meta.totalPages).toBe(4);

    for (const variables of [
      { pageSize: 0 },
      { pageSize: 101 },
      { currentPage: 0 },
      { cursor: 'garbage' },
      { cursor: first.nextCursor, currentPage: 2 },
    ]) {
      const res = await list(grace, variables);
      expect(res.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('VALIDATION_FAILED');
    }
  });

  it('counts unseen notifications from the last-seen baseline, which splits New from Earlier', async () => {
    const lucas = await who(LUCAS);
    await task('Old one', [lucas.id], maya.id);
    expect(await unseen(lucas)).toEqual({ count: 1, lastSeenTimestamp: null });

    // Opening the panel records the time: nothing is unseen any more.
    const opened = await s.gql<{ updateLastSeenNotifications: { count: number; lastSeenTimestamp: number } }>(SEEN, {
      token: lucas.token,
      variables: { t: Date.now() },
    });
    expect(opened.body.data!.updateLastSeenNotifications.count).toBe(0);
    const baseline = opened.body.data!.updateLastSeenNotifications.lastSeenTimestamp;
    expect(await unseen(lucas)).toEqual({ count: 0, lastSeenTimestamp: baseline });

    await new Promise((r) => setTimeout(r, 5));
    await task('New one', [lucas.id], maya.id);
    expect((await unseen(lucas)).count).toBe(1);
    const items = (await list(lucas)).body.data!.notifications.notifications;
    const newer = items.filter((n) => Date.parse(n.createdAt) > baseline).map((n) => n.message);
    const older = items.filter((n) => Date.parse(n.createdAt) <= baseline).map((n) => n.message);
    expect(newer).toEqual(['Maya Chen assigned you a task: New one']);
    expect(older).toEqual(['Maya Chen assigned you a task: Old one']);

    // Reading one also takes it out of the unseen count.
    await s.gql(READ, { token: lucas.token, variables: { ids: [items[0]!._id] } });
    expect((await unseen(lucas)).count).toBe(0);

    // An older timestamp never moves the baseline back.
    const back = await s.gql<{ updateLastSeenNotifications: { lastSeenTimestamp: number } }>(SEEN, {
      token: lucas.token,
      variables: { t: baseline - 60_000 },
    });
    expect(back.body.data!.updateLastSeenNotifications.lastSeenTimestamp).toBe(baseline);
  });

  it('clamps a last-seen time in the future to now and refuses a bad one', async () => {
    const tomas = await who(TOMAS);
    const before = Date.now();
    const res = await s.gql<{ updateLastSeenNotifications: { lastSeenTimestamp: number } }>(SEEN, {
      token: tomas.token,
      variables: { t: before + 86_400_000 },
    });
    const recorded = res.body.data!.updateLastSeenNotifications.lastSeenTimestamp;
    expect(recorded).toBeGreaterThanOrEqual(before - 1);
    expect(recorded).toBeLessThanOrEqual(Date.now());
    await new Promise((r) => setTimeout(r, 5));
    await task('After the clamp', [tomas.id], maya.id);
    expect((await unseen(tomas)).count).toBe(1);

    for (const t of [-1, 1.5, 2 ** 60]) {
      const bad = await s.gql(SEEN, { token: tomas.token, variables: { t } });
      expect(bad.body.errors?.[0]?.extensions?.code, String(t)).toBe('VALIDATION_FAILED');
    }
    expect((await unseen(tomas)).lastSeenTimestamp).toBe(recorded);
  });

  it("marks only the caller's own notifications read", async () => {
    const [mine] = await task('Mine', [priya.id], maya.id);
    const [hers] = await task('Hers', [hannah.id], maya.id);
    const [theirs] = await notifyIn(s.running, 'northstar', {
      type: 'taskAssigned',
      recipients: [claire.id],
      url: '/tasks',
      params: { task: 'Northstar only' },
    });
    const unreadBefore = (await list(priya)).body.data!.notifications.unreadCount;

    const res = await s.gql<{ setNotificationRead: Item[] }>(READ, {
      token: priya.token,
      variables: { ids: [mine!._id, hers!._id, theirs!._id, 'not-an-id'] },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.setNotificationRead.map((n) => [n._id, n.isRead])).toEqual([[mine!._id, true]]);
    expect((await list(priya)).body.data!.notifications.unreadCount).toBe(unreadBefore - 1);

    // Hannah's and Claire's are untouched.
    expect((await list(hannah)).body.data!.notifications.notifications.find((n) => n._id === hers!._id)?.isRead).toBe(
      false,
    );
    expect(
      (await list(claire, {}, 'northstar.localhost')).body.data!.notifications.notifications.find(
        (n) => n._id === theirs!._id,
      )?.isRead,
    ).toBe(false);

    // Too many ids at once is refused.
    const many = await s.gql(READ, {
      token: priya.token,
      variables: { ids: Array.from({ length: 501 }, () => mine!._id) },
    });
    expect(many.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    const all = await s.gql<{ markAllNotificationsRead: { updated: number; unreadCount: number } }>(
      'mutation { markAllNotificationsRead { updated unreadCount } }',
      { token: hannah.token },
    );
    expect(all.body.data!.markAllNotificationsRead.updated).toBeGreaterThan(0);
    expect(all.body.data!.markAllNotificationsRead.unreadCount).toBe(0);
    expect((await list(claire, {}, 'northstar.localhost')).body.data!.notifications.unreadCount).toBeGreaterThan(0);
  });

  it('emails a notification only to recipients who asked for emails about its group, in their language', async () => {
    expect(
      (await s.gql<{ notificationPreferences: { group: string; email: boolean }[] }>(PREFS, { token: aisha.token }))
        .body.data!.notificationPreferences,
    ).toEqual([
      { group: 'appointment', email: false },
      { group: 'message', email: false },
      { group: 'startupFileUpdate', email: false },
      { group: 'programChange', email: false },
    ]);
    const on = await s.gql<{ setNotificationPreference: { group: string; email: boolean }[] }>(SET_PREF, {
      token: aisha.token,
      variables: { g: 'message', e: true },
    });
    expect(on.body.data!.setNotificationPreference).toContainEqual({ group: 'message', email: true });
    // One user's choice is theirs alone.
    expect(
      (await s.gql<{ notificationPreferences: { group: string; email: boolean }[] }>(PREFS, { token: priya.token }))
        .body.data!.notificationPreferences,
    ).toContainEqual({ group: 'message', email: false });

    const before = await outbox();
    await task('Book the demo day venue', [aisha.id, priya.id], maya.id);
    // Appointments are another group: no email for it.
    await notifyIn(s.running, 'demo', {
      type: 'meetingScheduled',
      recipients: [aisha.id],
      senderId: maya.id,
      url: '/calendar',
      params: { title: 'Weekly check-in' },
    });
    const after = await outbox();
    const sent = after.slice(0, after.length - before.length);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: AISHA,
      kind: 'notification:taskAssigned',
      subject: 'Nouvelle notification de Lakeside Ventures Accelerator',
    });
    expect(sent[0]!.textBody).toContain('Maya Chen vous a attribué une tâche : Book the demo day venue');
    expect(sent[0]!.textBody).toMatch(/Ouvrir: http:\/\/demo\.localhost:\d+\/tasks/);

    const off = await s.gql(SET_PREF, { token: aisha.token, variables: { g: 'message', e: false } });
    expect(off.body.errors).toBeUndefined();
    const count = (await outbox()).length;
    await task('No email now', [aisha.id], maya.id);
    expect((await outbox()).length).toBe(count);

    const bad = await s.gql(SET_PREF, { token: aisha.token, variables: { g: 'everything', e: true } });
    expect(bad.body.errors?.length).toBeGreaterThan(0);
  });

  it("saves the caller's language and time zone, refusing unknown ones", async () => {
    for (const [l, z] of [
      ['xx', 'Europe/Paris'],
      ['de', 'Mars/Olympus'],
    ]) {
      const res = await s.gql(SETTINGS, { token: hannah.token, variables: { l, z } });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const me = async () =>
      (
        await s.gql<{ currentUser: { language: string | null; timezone: string | null } }>(
          '{ currentUser { language timezone } }',
          { token: hannah.token },
        )
      ).body.data!.currentUser;
    expect((await me()).language).not.toBe('de');
    await s.gql(SETTINGS, { token: hannah.token, variables: { l: 'de', z: 'Europe/Berlin' } });
    expect(await me()).toEqual({ language: 'de', timezone: 'Europe/Berlin' });
  });

  it('writes to a user who reads Japanese or Indonesian (catalogues ja_JP and id) in that language', async () => {
    const grace = await who(GRACE);
    const ja = await s.gql<{ updateMyAccountSettings: { language: string } }>(SETTINGS, {
      token: grace.token,
      variables: { l: 'ja', z: 'Asia/Tokyo' },
    });
    expect(ja.body.data?.updateMyAccountSettings.language).toBe('ja');
    await task('Pitch', [grace.id], maya.id);
    expect((await list(grace)).body.data!.notifications.notifications[0]!.message).toBe(
      'Maya Chenさんがあなたにタスクを割り当てました: Pitch',
    );

    await s.gql(SETTINGS, { token: grace.token, variables: { l: 'id', z: 'Asia/Jakarta' } });
    await task('Deck', [grace.id], maya.id);
    expect((await list(grace)).body.data!.notifications.notifications[0]!.message).toBe(
      'Maya Chen memberi Anda tugas: Deck',
    );

    // The catalogue's file name is not a language code of the API; nothing changes on refusal.
    const bad = await s.gql(SETTINGS, { token: grace.token, variables: { l: 'ja_JP', z: 'Asia/Tokyo' } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const me = await s.gql<{ currentUser: { language: string | null } }>('{ currentUser { language } }', {
      token: grace.token,
    });
    expect(me.body.data!.currentUser.language).toBe('id');
    await s.gql(SETTINGS, { token: grace.token, variables: { l: 'en', z: 'UTC' } });
  });
});
