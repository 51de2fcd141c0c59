// The WebSocket path's security tests share this: one server, the sockets they open (closed after each group), and
// the helpers to sign in, connect and time a close (subscriptions-security, subscriptions-revocation).
import { afterAll, beforeAll } from 'vitest';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { rawSocket, settle, type RawSocket } from '../../../test/ws.ts';

export const HOST = 'demo.localhost';
export const json = { 'content-type': 'application/json' };
export const NOTIFICATIONS = 'subscription { notificationCreated { _id message } }';

/** Resolves with the value, or rejects after `ms`. */
export const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)),
  ]);

/** True when no message of that type (and id) arrives within `ms`. */
export const quiet = (sock: RawSocket, match: { type?: string; id?: string }, ms = 300) =>
  sock.next(match, ms).then(
    () => false,
    () => true,
  );

export async function signIn(s: { http: TestServer['http'] }, email: string, extra: Record<string, unknown> = {}) {
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

export async function connected(port: number, token: string): Promise<RawSocket> {
  const sock = rawSocket({ port, host: HOST });
  await sock.init({ authorization: `Bearer ${token}`, incubatorIdentifier: 'demo' });
  return sock;
}

/** Milliseconds from `since` until the socket closes, with its code and reason. */
export async function closedAfter(sock: RawSocket, since: number, ms = 3000) {
  const closed = await within(sock.closed, ms, 'socket close');
  return { ...closed, ms: performance.now() - since };
}

export let s: TestServer;
export const open: RawSocket[] = [];
export const track = (sock: RawSocket) => (open.push(sock), sock);
export const connect = async (token: string) => track(await connected(s.port, token));
export const closeAll = async () => {
  await Promise.all(open.splice(0).map((sock) => sock.close()));
  await settle(100);
};
export const gql = <T>(query: string, token: string, variables: Record<string, unknown> = {}) =>
  s.gql<T>(query, { token, variables });
export const userId = async (token: string) =>
  (await gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', token)).body.data!.currentUser._id;

/** Starts the server for the file, and closes it and every socket left open after. */
export function useSocketServer(): void {
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await closeAll();
    await s.close();
  });
}
