// Sockets on the WebSocket path (/subscriptions) closed when their session ends, expires, or their user's access
// changes (core/graphql/socket-guard.ts) — on one instance, and across instances through Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canRunTwoInstances, startTwoInstances, type TwoInstances } from '../../../test/processes.ts';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '@ascent/shared';
import { type TestServer } from '../../../test/harness.ts';
import { rawSocket, settle } from '../../../test/ws.ts';
import { userSessions } from '../../modules/sessions/sessions.schema.ts';
import { CLOSE } from './socket-guard.ts';
import { AISHA, ELENA, GRACE, HANNAH, MAYA, NOAH, SAMUEL, TOMAS } from '../../../test/personas.ts';
import {
  closeAll,
  closedAfter,
  connect,
  connected,
  gql,
  HOST,
  NOTIFICATIONS,
  s,
  signIn,
  track,
  userId,
  useSocketServer,
} from './subscriptions-security.fixture.ts';

useSocketServer();

describe('subscriptions: limits, deadlines, caps and revocation', () => {
  describe('revocation', () => {
    it('closes the socket of a signed-out session with 4403 within a second, after its sessionLoggedOut; the token cannot reconnect', async () => {
      const email = ELENA;
      const laptop = await signIn(s, email);
      const phone = await signIn(s, email);
      const phoneSock = await connect(phone.token);
      const laptopSock = await connect(laptop.token);
      phoneSock.send({
        id: 'out',
        type: 'subscribe',
        payload: { query: `subscription { sessionLoggedOut(sessionId: "${phone.sessionId}") { sessionId reason } }` },
      });
      phoneSock.send({ id: 'n', type: 'subscribe', payload: { query: NOTIFICATIONS } });
      await settle();
      const started = performance.now();
      const res = await gql<{ logoutSession: boolean }>(
        'mutation($id: ID!) { logoutSession(sessionId: $id) }',
        laptop.token,
        { id: phone.sessionId },
      );
      expect(res.body.data?.logoutSession).toBe(true);
      expect((await phoneSock.next({ type: 'next', id: 'out' })).payload).toEqual({
        data: { sessionLoggedOut: { sessionId: phone.sessionId, reason: 'ended_elsewhere' } },
      });
      const closed = await closedAfter(phoneSock, started);
      console.info(`signed-out session: socket closed ${closed.ms.toFixed(0)} ms after the request`);
      expect(closed).toMatchObject({ code: CLOSE.forbidden, reason: 'Session ended (ended_elsewhere)' });
      expect(closed.ms).toBeLessThan(1000);
      expect(laptopSock.ws.readyState).toBe(laptopSock.ws.OPEN);

      const again = track(rawSocket({ port: s.port, host: HOST }));
      await again.opened;
      const refused = performance.now();
      again.send({ type: 'connection_init', payload: { authorization: `Bearer ${phone.token}` } });
      expect(await closedAfter(again, refused)).toMatchObject({ code: CLOSE.forbidden, reason: 'Forbidden' });
      await closeAll();
    });

    it('closes the socket of the session ended by the session limit (the oldest)', async () => {
      const email = SAMUEL;
      const first = await signIn(s, email);
      for (let i = 0; i < 4; i++) await signIn(s, email);
      const sock = await connect(first.token);
      const started = performance.now();
      await signIn(s, email, { endOldestSession: true });
      expect(await closedAfter(sock, started)).toMatchObject({
        code: CLOSE.forbidden,
        reason: 'Session ended (replaced)',
      });
    });

    it('closes the socket of a deactivated user', async () => {
      const admin = await s.login(MAYA);
      const tomas = await signIn(s, TOMAS);
      const sock = await connect(tomas.token);
      const started = performance.now();
      const res = await gql('mutation($u: ID!) { setUserStatus(userId: $u, status: INACTIVE) { _id } }', admin, {
        u: await userId(tomas.token),
      });
      expect(res.body.errors).toBeUndefined();
      const closed = await closedAfter(sock, started);
      expect(closed).toMatchObject({ code: CLOSE.forbidden, reason: 'Session ended (deactivated)' });
      expect(closed.ms).toBeLessThan(1000);
    });

    it("closes the sockets of a user given another role, or whose role's permissions change; they may reconnect", async () => {
      const admin = await s.login(MAYA);
      const roles = (
        await gql<{
          roles: {
            _id: string;
            type: string;
            isCustom: boolean;
            permissions: { key: string; permissionCriteria: string }[];
          }[];
        }>('{ roles { _id type isCustom permissions { key permissionCriteria } } }', admin)
      ).body.data!.roles;
      const defaultRole = (type: string) => roles.find((r) => r.type === type && !r.isCustom)!;

      const grace = await signIn(s, GRACE);
      const graceSock = await connect(grace.token);
      let started = performance.now();
      const moved = await gql('mutation($u: ID!, $r: ID!) { setUserRole(userId: $u, roleId: $r) { _id } }', admin, {
        u: await userId(grace.token),
        r: defaultRole('Mentor')._id,
      });
      expect(moved.body.errors).toBeUndefined();
      expect(await closedAfter(graceSock, started)).toMatchObject({ code: CLOSE.forbidden, reason: 'Access changed' });
      await connect(grace.token);

      const hannah = await signIn(s, HANNAH);
      const hannahSock = await connect(hannah.token);
      const coach = defaultRole('Coach');
      started = performance.now();
      const edited = await gql(
        'mutation($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { _id } }',
        admin,
        {
          id: coach._id,
          input: { permissions: coach.permissions.map(({ key, permissionCriteria }) => ({ key, permissionCriteria })) },
        },
      );
      expect(edited.body.errors).toBeUndefined();
      expect(await closedAfter(hannahSock, started)).toMatchObject({ code: CLOSE.forbidden, reason: 'Access changed' });
      await connect(hannah.token);
      await closeAll();
    });

    it('closes the socket when its session reaches the absolute timeout', async () => {
      const noah = await signIn(s, NOAH);
      await s.running.services.database.db
        .update(userSessions)
        .set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_TIMEOUT_MS + 1500) })
        .where(eq(userSessions.id, noah.sessionId));
      const sock = await connect(noah.token);
      const started = performance.now();
      const closed = await closedAfter(sock, started, 5000);
      expect(closed).toMatchObject({ code: CLOSE.forbidden, reason: 'Session ended' });
      expect(closed.ms).toBeLessThan(2500);
    });
  });
});

// Two instances on one PostgreSQL and one Redis (test/processes.ts, startTwoInstances): a session signed out through A
// closes its socket on B.
describe.skipIf(!canRunTwoInstances)('subscription sockets across two instances through Redis', () => {
  let a: TestServer;
  let b: TwoInstances['b'];
  let instances: TwoInstances;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(() => instances?.close());

  it('closes the socket on instance B when its session is signed out through instance A', async () => {
    const email = AISHA;
    const laptop = await signIn(a, email);
    const phone = await signIn(a, email);
    const sock = await connected(b.port, phone.token);
    sock.send({ id: 'n', type: 'subscribe', payload: { query: NOTIFICATIONS } });
    await settle(500);
    const started = performance.now();
    const res = await a.gql<{ logoutSession: boolean }>('mutation($id: ID!) { logoutSession(sessionId: $id) }', {
      token: laptop.token,
      variables: { id: phone.sessionId },
    });
    expect(res.body.data?.logoutSession).toBe(true);
    const closed = await closedAfter(sock, started);
    console.info(`across instances: socket on B closed ${closed.ms.toFixed(0)} ms after the sign-out on A`);
    expect(closed).toMatchObject({ code: CLOSE.forbidden, reason: 'Session ended (ended_elsewhere)' });
    expect(closed.ms).toBeLessThan(1000);
  });

  it("closes the socket on instance B when the user's role is changed through instance A", async () => {
    const admin = await a.login(MAYA);
    const roles = (
      await a.gql<{ roles: { _id: string; type: string; isCustom: boolean }[] }>('{ roles { _id type isCustom } }', {
        token: admin,
      })
    ).body.data!.roles;
    const grace = await signIn(a, GRACE);
    const graceId = (await a.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token: grace.token }))
      .body.data!.currentUser._id;
    const sock = await connected(b.port, grace.token);
    await settle(300);
    const started = performance.now();
    const moved = await a.gql('mutation($u: ID!, $r: ID!) { setUserRole(userId: $u, roleId: $r) { _id } }', {
      token: admin,
      variables: { u: graceId, r: roles.find((r) => r.type === 'Mentor' && !r.isCustom)!._id },
    });
    expect(moved.body.errors).toBeUndefined();
    expect(await closedAfter(sock, started)).toMatchObject({ code: CLOSE.forbidden, reason: 'Access changed' });
  });
});
