// notificationCreated over graphql-ws at /subscriptions: to its recipient only, never across tenants, never without
// a valid token of the host's organisation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { notifyIn } from '../../../test/factories/notifications.ts';
import { subscribe, settle } from '../../../test/ws.ts';
import { AISHA, CLAIRE, MAYA } from '../../../test/personas.ts';
import { type Event, SUB } from './notifications.fixture.ts';

describe('notificationCreated over graphql-ws at /subscriptions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  async function userId(token: string, host = 'demo.localhost') {
    const me = await s.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token, host });
    return me.body.data!.currentUser._id;
  }

  it('pushes a new notification to its recipient only', async () => {
    const aishaToken = await s.login(AISHA);
    const mayaToken = await s.login(MAYA);
    const aisha = await userId(aishaToken);
    const maya = await userId(mayaToken);
    const aishaSub = subscribe<Event>({
      port: s.port,
      host: 'demo.localhost',
      query: SUB,
      connectionParams: {
        authorization: `Bearer ${aishaToken}`,
        incubatorIdentifier: 'demo',
        sessionId: null,
        userAgent: 'vitest',
      },
    });
    const mayaSub = subscribe<Event>({
      port: s.port,
      host: 'demo.localhost',
      query: SUB,
      connectionParams: { authorization: `Bearer ${mayaToken}`, incubatorIdentifier: 'demo' },
    });
    await settle();
    await notifyIn(s.running, 'demo', {
      type: 'metricsRequest',
      params: { period: 'March 2026' },
      url: '/startups/metrics',
      senderId: maya,
      recipients: [aisha],
    });
    const event = await aishaSub.next();
    expect(event.notificationCreated).toMatchObject({
      message: 'Maya Chen asks you to update your metrics for March 2026',
      notification: { notificationType: 'metricsRequest', url: '/startups/metrics', sender: { fullName: 'Maya Chen' } },
    });
    expect(await mayaSub.quiet(500)).toBe(true);
    await Promise.all([aishaSub.close(), mayaSub.close()]);
  });

  it("does not push one tenant's notification to another tenant", async () => {
    const claireToken = await s.login(CLAIRE, 'northstar.localhost');
    const claire = await userId(claireToken, 'northstar.localhost');
    const aishaToken = await s.login(AISHA);
    const aisha = await userId(aishaToken);
    const sub = subscribe<Event>({
      port: s.port,
      host: 'demo.localhost',
      query: SUB,
      connectionParams: { authorization: `Bearer ${aishaToken}` },
    });
    await settle();
    await notifyIn(s.running, 'northstar', { type: 'newReaction', url: '/community', recipients: [claire] });
    // Naming a user of another tenant as recipient is refused and stores nothing.
    await expect(
      notifyIn(s.running, 'northstar', { type: 'newReaction', url: '/community', recipients: [aisha] }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await sub.quiet(500)).toBe(true);
    await sub.close();
  });

  it('refuses a connection without a valid token', async () => {
    const sub = subscribe<Event>({
      port: s.port,
      host: 'demo.localhost',
      query: SUB,
      connectionParams: { authorization: 'Bearer not.a.token' },
    });
    // The connection_init is refused with the protocol's 4403 close, which the graphql-ws client reports as the
    // end of the connection and does not retry. No ack, no subscription.
    const err = await sub.error();
    expect(err).toMatchObject({ code: 4403, reason: 'Forbidden' });
    expect(await sub.quiet(200)).toBe(true);
    await sub.close();
  });

  it('refuses a token of another tenant at subscription time', async () => {
    const claireToken = await s.login(CLAIRE, 'northstar.localhost');
    const sub = subscribe<Event>({
      port: s.port,
      host: 'demo.localhost',
      query: SUB,
      connectionParams: { authorization: `Bearer ${claireToken}` },
    });
    const err = await sub.error();
    expect(JSON.stringify(err)).toMatch(/AUTHENTICATION_REQUIRED|sign in/);
    await sub.close();
  });

  it('refuses a connection whose incubatorIdentifier names another tenant than its host', async () => {
    const token = await s.login(AISHA);
    const sub = subscribe<Event>({
      port: s.port,
      host: 'demo.localhost',
      query: SUB,
      connectionParams: { authorization: `Bearer ${token}`, incubatorIdentifier: 'northstar' },
    });
    expect(JSON.stringify(await sub.error())).toMatch(/another organisation/);
    await sub.close();
  });
});
