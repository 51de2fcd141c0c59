// Two server processes sharing one PostgreSQL database and one Redis: an event published by one instance
// reaches a subscriber connected to the other. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both;
// two processes cannot share an embedded PGlite directory).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunTwoInstances, startTwoInstances, type TwoInstances } from '../../test/processes.ts';
import { type TestServer } from '../../test/harness.ts';
import { subscribe, settle } from '../../test/ws.ts';
import { notifyIn } from '../../test/factories/notifications.ts';
import { AISHA } from '../../test/personas.ts';

describe.skipIf(!canRunTwoInstances)('live updates through Redis across two instances', () => {
  let a: TestServer;
  let b: TwoInstances['b'];
  let instances: TwoInstances;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(() => instances?.close());

  it('delivers a notification published on instance A to a subscriber on instance B', async () => {
    const token = await a.login(AISHA);
    const me = await a.gql<{ currentUser: { _id: string; incubator: { _id: string } } }>(
      '{ currentUser { _id incubator { _id } } }',
      { token },
    );
    const user = me.body.data!.currentUser;
    const sub = subscribe<{ notificationCreated: { message: string } }>({
      port: b.port,
      host: 'demo.localhost',
      query: 'subscription { notificationCreated { message } }',
      connectionParams: { authorization: `Bearer ${token}`, incubatorIdentifier: 'demo' },
    });
    await settle(500);
    await notifyIn(a.running, 'demo', {
      type: 'meetingScheduled',
      url: '/calendar',
      params: { title: 'Coaching with Hannah on Tuesday' },
      recipients: [user._id],
    });
    expect((await sub.next(5000)).notificationCreated.message).toBe(
      'Lakeside Ventures Accelerator scheduled a meeting with you: Coaching with Hannah on Tuesday',
    );
    await sub.close();
  });
});
