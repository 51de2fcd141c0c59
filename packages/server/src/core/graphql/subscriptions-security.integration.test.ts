// The WebSocket path (/subscriptions) gets the protections of POST /graphql and those of a long-lived
// connection (core/graphql/socket-guard.ts): limits at subscribe time, the connection_init deadline, caps, and
// sockets closed when their session ends, expires, or their user's access changes — across instances through Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from '@ascent/shared';
import { createScratchDatabase, DEMO_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { rawSocket, settle, type RawSocket } from '../../../test/ws.ts';
import { userSessions } from '../../modules/sessions/sessions.schema.ts';
import { LIMITS } from './plugin.ts';
import { CLOSE, SOCKET_LIMITS } from './socket-guard.ts';
import { AISHA, ELENA, GRACE, HANNAH, LUCAS, MARCO, MAYA, NOAH, PRIYA, SAMUEL, TOMAS } from '../../../test/personas.ts';

const HOST = 'demo.localhost';
const json = { 'content-type': 'application/json' };
const NOTIFICATIONS = 'subscription { notificationCreated { _id message } }';

/** Resolves with the value, or rejects after `ms`. */
const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)),
  ]);

/** True when no message of that type (and id) arrives within `ms`. */
const quiet = (sock: RawSocket, match: { type?: string; id?: string }, ms = 300) =>
  sock.next(match, ms).then(
    () => false,
    () => true,
  );

async function signIn(s: { http: TestServer['http'] }, email: string, extra: Record<string, unknown> = {}) {
  const res = await s.http({
    method: 'POST',
    path: '/auth/local',
    host: HOST,
    headers: json,
    body: JSON.stringify({ email, password: DEMO_PASSWORD, ...extra }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.text}`);
  return res.body as { token: string; sessionId: string };
}

async function connected(port: number, token: string): Promise<RawSocket> {
  const sock = rawSocket({ port, host: HOST });
  await sock.init({ authorization: `Bearer ${token}`, incubatorIdentifier: 'demo' });
  return sock;
}

/** Milliseconds from `since` until the socket closes, with its code and reason. */
async function closedAfter(sock: RawSocket, since: number, ms = 3000) {
  const closed = await within(sock.closed, ms, 'socket close');
  return { ...closed, ms: performance.now() - since };
}

describe('subscriptions: limits, deadlines, caps and revocation', () => {
  let s: TestServer;
  const open: RawSocket[] = [];
  const track = (sock: RawSocket) => (open.push(sock), sock);
  const connect = async (token: string) => track(await connected(s.port, token));
  const closeAll = async () => {
    await Promise.all(open.splice(0).map((sock) => sock.close()));
    await settle(100);
  };
  const gql = <T>(query: string, token: string, variables: Record<string, unknown> = {}) =>
    s.gql<T>(query, { token, variables });
  const userId = async (token: string) =>
    (await gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', token)).body.data!.currentUser._id;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await closeAll();
    await s.close();
  });

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

    it('refuses a bad token with connection_error, a second connection_init with 4429, a reused subscription id with 4409', async () => {
      const junk = track(rawSocket({ port: s.port, host: HOST }));
      await junk.opened;
      junk.send({ type: 'connection_init', payload: { authorization: 'Bearer not.a.token' } });
      expect((await junk.next()).type).toBe('connection_error');
      await within(junk.closed, 2000, 'close after connection_error');

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
      again.send({ type: 'connection_init', payload: { authorization: `Bearer ${phone.token}` } });
      expect((await again.next()).type).toBe('connection_error');
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

// Two instances on one PostgreSQL and one Redis (as pubsub.integration.test.ts): a session signed out through A
// closes its socket on B.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SECRET = 'two-instances-share-this-secret-two-instances';
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');

function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`instance B did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`instance B exited with ${code}:\n${out}`)));
  });
}

describe.skipIf(!databaseUrl || !redisUrl)('subscription sockets across two instances through Redis', () => {
  let a: TestServer;
  let b: { child: ChildProcess; port: number };
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(databaseUrl!);
    drop = scratch.drop;
    a = await startTestServer({ REDIS_URL: redisUrl!, SECRET }, { databaseUrl: scratch.url });
    b = await startChild({
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl!,
      SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ascent-b-')),
    });
  });
  afterAll(async () => {
    b?.child.kill('SIGTERM');
    await a?.close();
    await drop?.();
  });

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
