import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { subscribe, settle } from '../../../test/ws.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { createNotification } from './notifications.service.ts';

const SUB = 'subscription { notificationCreated { _id isRead message notification { notificationType message url sender { fullName } } } }';
type Event = { notificationCreated: { _id: string; message: string; notification: { notificationType: string; url: string | null; sender: { fullName: string } | null } } };

async function userId(s: TestServer, token: string, host = 'demo.localhost') {
  const me = await s.gql<{ currentUser: { _id: string; incubator: { _id: string } } }>('{ currentUser { _id incubator { _id } } }', { token, host });
  return me.body.data!.currentUser;
}

describe('notificationCreated over graphql-ws at /subscriptions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('pushes a new notification to its recipient only', async () => {
    const aishaToken = await s.login('aisha.bello@lakeside.example');
    const mayaToken = await s.login('maya.chen@lakeside.example');
    const aisha = await userId(s, aishaToken);
    const maya = await userId(s, mayaToken);
    const aishaSub = subscribe<Event>({ port: s.port, host: 'demo.localhost', query: SUB, connectionParams: { authorization: `Bearer ${aishaToken}`, incubatorIdentifier: 'demo', sessionId: null, userAgent: 'vitest' } });
    const mayaSub = subscribe<Event>({ port: s.port, host: 'demo.localhost', query: SUB, connectionParams: { authorization: `Bearer ${mayaToken}`, incubatorIdentifier: 'demo' } });
    await settle();
    const tdb = new TenantDb(s.running.services.database.db, aisha.incubator._id);
    await createNotification({ tdb, pubsub: s.running.services.pubsub }, { notificationType: 'metricsRequest', message: 'Please update your March metrics', url: '/startups/metrics', senderId: maya._id, recipientIds: [aisha._id] });
    const event = await aishaSub.next();
    expect(event.notificationCreated).toMatchObject({ message: 'Please update your March metrics', notification: { notificationType: 'metricsRequest', url: '/startups/metrics', sender: { fullName: 'Maya Chen' } } });
    expect(await mayaSub.quiet(500)).toBe(true);
    await Promise.all([aishaSub.close(), mayaSub.close()]);
  });

  it('does not push one tenant\'s notification to another tenant', async () => {
    const claireToken = await s.login('claire.dubois@northstar.example', 'northstar.localhost');
    const claire = await userId(s, claireToken, 'northstar.localhost');
    const aishaToken = await s.login('aisha.bello@lakeside.example');
    const aisha = await userId(s, aishaToken);
    const sub = subscribe<Event>({ port: s.port, host: 'demo.localhost', query: SUB, connectionParams: { authorization: `Bearer ${aishaToken}` } });
    await settle();
    const northDb = new TenantDb(s.running.services.database.db, claire.incubator._id);
    await createNotification({ tdb: northDb, pubsub: s.running.services.pubsub }, { notificationType: 'newReaction', message: 'Northstar only', recipientIds: [claire._id] });
    // Naming a user of another tenant as recipient is refused and stores nothing.
    await expect(createNotification({ tdb: northDb, pubsub: s.running.services.pubsub }, { notificationType: 'newReaction', message: 'cross', recipientIds: [aisha._id] })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await sub.quiet(500)).toBe(true);
    await sub.close();
  });

  it('refuses a connection without a valid token', async () => {
    const sub = subscribe<Event>({ port: s.port, host: 'demo.localhost', query: SUB, connectionParams: { authorization: 'Bearer not.a.token' } });
    // Mercurius refuses the connection_init with a `connection_error` message and closes the socket; the
    // graphql-ws client reports that as the end of the connection. No ack, no subscription.
    const err = await sub.error();
    expect(String(err)).toMatch(/connection_error/);
    expect(await sub.quiet(200)).toBe(true);
    await sub.close();
  });

  it('refuses a token of another tenant at subscription time', async () => {
    const claireToken = await s.login('claire.dubois@northstar.example', 'northstar.localhost');
    const sub = subscribe<Event>({ port: s.port, host: 'demo.localhost', query: SUB, connectionParams: { authorization: `Bearer ${claireToken}` } });
    const err = await sub.error();
    expect(JSON.stringify(err)).toMatch(/AUTHENTICATION_REQUIRED|sign in/);
    await sub.close();
  });

  it('refuses a connection whose incubatorIdentifier names another tenant than its host', async () => {
    const token = await s.login('aisha.bello@lakeside.example');
    const sub = subscribe<Event>({ port: s.port, host: 'demo.localhost', query: SUB, connectionParams: { authorization: `Bearer ${token}`, incubatorIdentifier: 'northstar' } });
    expect(JSON.stringify(await sub.error())).toMatch(/another organisation/);
    await sub.close();
  });
});
