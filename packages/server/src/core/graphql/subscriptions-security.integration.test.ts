// The WebSocket path (/subscriptions) gets the protections of POST /graphql and those of a long-lived
// connection (core/graphql/socket-guard.ts): limits at subscribe time, the connection_init deadline, caps and the
// message budget. Sockets closed when access ends: subscriptions-revocation.integration.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { rawSocket, settle } from '../../../test/ws.ts';
import { LIMITS } from './plugin.ts';
import { CLOSE, SOCKET_LIMITS } from './socket-guard.ts';
import { AISHA, LUCAS, MARCO, PRIYA } from '../../../test/personas.ts';
import {
  closeAll,
  closedAfter,
  connect,
  HOST,
  NOTIFICATIONS,
  open,
  quiet,
  s,
  signIn,
  track,
  useSocketServer,
  within,
} from './subscriptions-security.fixture.ts';

useSocketServer();

describe('subscriptions: limits, deadlines, caps and revocation', () => {
  describe('the limits of POST /graphql, at subscribe time', () => {
    let token: string;
    beforeAll(async () => {
      token = (await signIn(s, AISHA)).token;
    });

    it('refuses a 2,000-alias subscription with an error naming the alias limit, while /healthz stays fast', async () => {
      const sock = await connect(token);
      const aliases = Array.from({ length: 2000 }, (_, i) => `a${i}: message`).join(' ');
      const started = performance.now();
      sock.send({
        id: 'aliases',
        type: 'subscribe',
        payload: { query: `subscription { notificationCreated { ${aliases} } }` },
      });
      const health = (async () => {
        const t = performance.now();
        const res = await s.http({ path: '/healthz' });
        return { status: res.status, ms: performance.now() - t };
      })();
      const refused = await sock.next({ type: 'error', id: 'aliases' });
      const refusedMs = performance.now() - started;
      const h = await health;
      console.info(`2,000 aliases: refused in ${refusedMs.toFixed(1)} ms; /healthz meanwhile in ${h.ms.toFixed(1)} ms`);
      expect(JSON.stringify(refused.payload)).toMatch(new RegExp(`Aliases limit of ${LIMITS.aliases} exceeded`));
      expect(JSON.stringify(refused.payload)).toMatch(/GRAPHQL_VALIDATION_FAILED/);
      expect(h.status).toBe(200);
      expect(h.ms).toBeLessThan(1000);
      // The socket stays usable for a subscription within the limits.
      sock.send({ id: 'fine', type: 'subscribe', payload: { query: NOTIFICATIONS } });
      expect(await quiet(sock, { type: 'error', id: 'fine' })).toBe(true);
    });

    it('refuses a subscription 13 fields deep with an error naming the depth limit', async () => {
      const sock = await connect(token);
      const nested = Array.from({ length: 12 }, (_, i) => `f${i} {`).join(' ') + ' leaf' + ' }'.repeat(12);
      sock.send({
        id: 'deep',
        type: 'subscribe',
        payload: { query: `subscription { notificationCreated { ${nested} } }` },
      });
      const refused = await sock.next({ type: 'error', id: 'deep' });
      expect(JSON.stringify(refused.payload)).toMatch(
        new RegExp(`Query depth limit of ${LIMITS.depth} exceeded, found 1[34]`),
      );
    });

    it('refuses a document of repeated fields at the cost limit, before the GraphQL rules; a larger message closes the socket', async () => {
      const sock = await connect(token);
      // ~60 kB, 7,500 fields of one name (the overlapping-fields rule compares fields of one name pairwise).
      const query = `subscription { notificationCreated { ${'message '.repeat(7_500)}} }`;
      const started = performance.now();
      sock.send({ id: 'wide', type: 'subscribe', payload: { query } });
      const health = (async () => {
        const t = performance.now();
        await s.http({ path: '/healthz' });
        return performance.now() - t;
      })();
      const refused = await sock.next({ type: 'error', id: 'wide' });
      const refusedMs = performance.now() - started;
      const healthMs = await health;
      console.info(
        `7,500 repeated fields: refused in ${refusedMs.toFixed(1)} ms; /healthz meanwhile in ${healthMs.toFixed(1)} ms`,
      );
      expect(JSON.stringify(refused.payload)).toMatch(new RegExp(`Query Cost limit of ${LIMITS.cost} exceeded`));
      expect(healthMs).toBeLessThan(1000);
      // Over maxMessageBytes the socket is closed before anything parses the message (1009, or 1006 when cut).
      const big = `subscription { notificationCreated { ${'message '.repeat(100_000)}} }`;
      sock.send({ id: 'big', type: 'subscribe', payload: { query: big } });
      const closed = await closedAfter(sock, performance.now());
      expect([1009, 1006]).toContain(closed.code);
    });

    it('refuses a subscription with two root fields, and one that does not validate', async () => {
      const sock = await connect(token);
      sock.send({
        id: 'two',
        type: 'subscribe',
        payload: { query: 'subscription { notificationCreated { _id } exportUpdated { _id } }' },
      });
      expect(JSON.stringify((await sock.next({ type: 'error', id: 'two' })).payload)).toMatch(
        /must select only one top level field/,
      );
      sock.send({
        id: 'bad',
        type: 'subscribe',
        payload: { query: 'subscription { notificationCreated { nothingLikeThis } }' },
      });
      const bad = (await sock.next({ type: 'error', id: 'bad' })).payload as {
        message: string;
        extensions: { code: string };
      }[];
      expect(bad).toEqual([
        {
          message: 'Cannot query field "nothingLikeThis" on type "NotificationRecipient".',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ]);
    });

    it('refuses a document sent as an object (it would skip validation) and closes the socket', async () => {
      const sock = await connect(token);
      const document = {
        kind: 'Document',
        definitions: [
          {
            kind: 'OperationDefinition',
            operation: 'subscription',
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notificationCreated' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }],
                  },
                },
              ],
            },
          },
        ],
      };
      sock.send({ id: 'ast', type: 'subscribe', payload: { query: document } });
      expect((await closedAfter(sock, performance.now())).code).toBe(CLOSE.badRequest);
    });
  });

  describe('the connection', () => {
    it(`closes sockets that send no connection_init within ${SOCKET_LIMITS.initTimeoutMs} ms with 4408`, async () => {
      const socks = Array.from({ length: 20 }, () => track(rawSocket({ port: s.port, host: HOST })));
      await Promise.all(socks.map((sock) => sock.opened));
      const started = performance.now();
      const closed = await Promise.all(
        socks.map((sock) => closedAfter(sock, started, SOCKET_LIMITS.initTimeoutMs + 3000)),
      );
      expect(closed.map((c) => c.code)).toEqual(Array(20).fill(CLOSE.initTimeout));
      expect(closed[0]!.reason).toBe('Connection initialisation timeout');
      await closeAll();
    });

    it('refuses a bad token with 4403, a second connection_init with 4429, a reused subscription id with 4409', async () => {
      const junk = track(rawSocket({ port: s.port, host: HOST }));
      await junk.opened;
      const refused = performance.now();
      junk.send({ type: 'connection_init', payload: { authorization: 'Bearer not.a.token' } });
      expect(await closedAfter(junk, refused)).toMatchObject({ code: CLOSE.forbidden, reason: 'Forbidden' });

      const { token } = await signIn(s, MARCO);
      const twice = await connect(token);
      twice.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
      expect(await closedAfter(twice, performance.now())).toMatchObject({
        code: CLOSE.tooMany,
        reason: 'Too many initialisation requests',
      });

      const reused = await connect(token);
      reused.send({ id: 'same', type: 'subscribe', payload: { query: NOTIFICATIONS } });
      await settle(100);
      reused.send({ id: 'same', type: 'subscribe', payload: { query: NOTIFICATIONS } });
      expect(await closedAfter(reused, performance.now())).toMatchObject({
        code: CLOSE.subscriberExists,
        reason: 'Subscriber for same already exists',
      });
      await closeAll();
    });
  });

  describe('caps', () => {
    it(`closes the socket over ${SOCKET_LIMITS.socketsPerUser} per user with 4429`, async () => {
      await closeAll();
      const { token } = await signIn(s, LUCAS);
      await Promise.all(Array.from({ length: SOCKET_LIMITS.socketsPerUser }, () => connect(token)));
      const extra = track(rawSocket({ port: s.port, host: HOST }));
      await expect(extra.init({ authorization: `Bearer ${token}` })).rejects.toThrow(/connection_init answered/);
      expect(await extra.closed).toEqual({
        code: CLOSE.tooMany,
        reason: `Too many connections for this user (limit ${SOCKET_LIMITS.socketsPerUser})`,
      });
      // One closes: there is room again.
      await open.shift()!.close();
      await settle(100);
      await connect(token);
      await closeAll();
    });

    it(`closes the socket over ${SOCKET_LIMITS.socketsPerAddress} per client address with 4429`, async () => {
      await closeAll();
      const socks = Array.from({ length: SOCKET_LIMITS.socketsPerAddress }, () =>
        track(rawSocket({ port: s.port, host: HOST })),
      );
      await Promise.all(socks.map((sock) => sock.opened));
      const extra = track(rawSocket({ port: s.port, host: HOST }));
      expect(await within(extra.closed, 2000, 'refusal')).toEqual({
        code: CLOSE.tooMany,
        reason: `Too many connections from this address (limit ${SOCKET_LIMITS.socketsPerAddress})`,
      });
      await closeAll();
    });

    it(`refuses the subscription over ${SOCKET_LIMITS.subscriptionsPerSocket} per socket with an error naming the cap`, async () => {
      const { token } = await signIn(s, PRIYA);
      const sock = await connect(token);
      for (let i = 0; i < SOCKET_LIMITS.subscriptionsPerSocket; i++)
        sock.send({ id: `s${i}`, type: 'subscribe', payload: { query: NOTIFICATIONS } });
      expect(await quiet(sock, { type: 'error' }, 500)).toBe(true);
      sock.send({ id: 'over', type: 'subscribe', payload: { query: NOTIFICATIONS } });
      const refused = await sock.next({ type: 'error', id: 'over' });
      expect(JSON.stringify(refused.payload)).toMatch(
        new RegExp(`Too many subscriptions on this connection \\(limit ${SOCKET_LIMITS.subscriptionsPerSocket}\\)`),
      );
      // Completing one makes room.
      sock.send({ id: 's0', type: 'complete' });
      await settle(100);
      sock.send({ id: 'room', type: 'subscribe', payload: { query: NOTIFICATIONS } });
      expect(await quiet(sock, { type: 'error', id: 'room' })).toBe(true);
      await closeAll();
    });
  });

  describe('message budget', () => {
    it(`closes a socket that sends more than ${SOCKET_LIMITS.messagesPerWindow} messages in ${SOCKET_LIMITS.messageWindowMs} ms with 4429`, async () => {
      const { token } = await signIn(s, MARCO);
      const sock = await connect(token);
      // connection_init was the first.
      for (let i = 1; i < SOCKET_LIMITS.messagesPerWindow; i++) sock.send({ type: 'pong' });
      await settle(300);
      expect(sock.ws.readyState).toBe(sock.ws.OPEN);
      sock.send({ type: 'pong' });
      expect(await closedAfter(sock, performance.now(), SOCKET_LIMITS.closeTimeoutMs + 3000)).toMatchObject({
        code: CLOSE.tooMany,
        reason: 'Too many messages',
      });
    });
  });
});
