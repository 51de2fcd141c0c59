import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { subscribe, settle } from '../../../test/ws.ts';
import { userSessions } from './sessions.schema.ts';
import { CLAIRE, ELENA, GRACE, HANNAH, LUCAS, NOAH, PRIYA, SAMUEL, TOMAS } from '../../../test/personas.ts';

const json = { 'content-type': 'application/json' };
type SessionRow = { _id: string; current: boolean; userAgent: string | null; lastActiveAt: string };

describe('sessions', () => {
  let s: TestServer;
  const signIn = (
    email: string,
    extra: Record<string, unknown> = {},
    host = 'demo.localhost',
    ua = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156 Test',
  ) =>
    s.http({
      method: 'POST',
      path: '/auth/local',
      host,
      headers: { ...json, 'user-agent': ua },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, ...extra }),
    });
  const tokenOf = async (email: string, extra: Record<string, unknown> = {}) => {
    const res = await signIn(email, extra);
    expect(res.status, res.text).toBe(200);
    return res.body as { token: string; sessionId: string };
  };
  const authed = async (token: string) =>
    (await s.gql<{ isAuthenticated: boolean }>('{ isAuthenticated }', { token })).body.data?.isAuthenticated;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires authentication', async () => {
    const res = await s.gql('{ mySessions { _id } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    const up = await s.gql('mutation { upsertUserSession { _id } }');
    expect(up.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('records a session at sign-in, lists it as current and keeps it alive', async () => {
    const { token, sessionId } = await tokenOf(GRACE);
    const list = await s.gql<{ mySessions: SessionRow[] }>('{ mySessions { _id current userAgent lastActiveAt } }', {
      token,
    });
    expect(list.body.data?.mySessions).toEqual([
      expect.objectContaining({ _id: sessionId, current: true, userAgent: expect.stringContaining('Chrome/156') }),
    ]);
    const before = list.body.data!.mySessions[0]!.lastActiveAt;
    await new Promise((r) => setTimeout(r, 20));
    const up = await s.gql<{ upsertUserSession: SessionRow }>(
      'mutation($id: ID) { upsertUserSession(sessionId: $id) { _id lastActiveAt } }',
      { token, variables: { id: sessionId } },
    );
    expect(up.body.data?.upsertUserSession._id).toBe(sessionId);
    expect(new Date(up.body.data!.upsertUserSession.lastActiveAt) > new Date(before)).toBe(true);
    const wrong = await s.gql('mutation($id: ID) { upsertUserSession(sessionId: $id) { _id } }', {
      token,
      variables: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a sixth session with "Maximum number of sessions reached", unless the oldest is ended', async () => {
    const email = SAMUEL;
    const first = await tokenOf(email);
    for (let i = 0; i < 4; i++) await tokenOf(email);
    const sixth = await signIn(email);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({
      error: { code: 'MAX_SESSIONS', message: 'Maximum number of sessions reached' },
    });
    expect(await authed(first.token)).toBe(true);
    const cont = await tokenOf(email, { endOldestSession: true });
    expect(await authed(cont.token)).toBe(true);
    expect(await authed(first.token)).toBe(false);
  });

  it('ends another session: its token stops working and its browser is told', async () => {
    const laptop = await tokenOf(HANNAH);
    const phone = await tokenOf(HANNAH);
    const sub = subscribe<{ sessionLoggedOut: { sessionId: string; reason: string } }>({
      port: s.port,
      host: 'demo.localhost',
      query: `subscription { sessionLoggedOut(sessionId: "${phone.sessionId}") { sessionId reason } }`,
      connectionParams: { authorization: `Bearer ${phone.token}`, sessionId: phone.sessionId },
    });
    await settle();
    const res = await s.gql<{ logoutSession: boolean }>('mutation($id: ID!) { logoutSession(sessionId: $id) }', {
      token: laptop.token,
      variables: { id: phone.sessionId },
    });
    expect(res.body.data?.logoutSession).toBe(true);
    expect((await sub.next()).sessionLoggedOut).toEqual({ sessionId: phone.sessionId, reason: 'ended_elsewhere' });
    expect(await authed(phone.token)).toBe(false);
    expect(await authed(laptop.token)).toBe(true);
    await sub.close();
  });

  it('does not follow or end the sessions of someone else', async () => {
    const mine = await tokenOf(ELENA);
    const theirs = await tokenOf(TOMAS);
    const res = await s.gql('mutation($id: ID!) { logoutSession(sessionId: $id) }', {
      token: mine.token,
      variables: { id: theirs.sessionId },
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await authed(theirs.token)).toBe(true);
    const sub = subscribe({
      port: s.port,
      host: 'demo.localhost',
      query: `subscription { sessionLoggedOut(sessionId: "${theirs.sessionId}") { sessionId } }`,
      connectionParams: { authorization: `Bearer ${mine.token}` },
    });
    expect(JSON.stringify(await sub.error())).toMatch(/its own session/);
    await sub.close();
  });

  it("does not accept another tenant's token", async () => {
    const north = await s.login(CLAIRE, 'northstar.localhost');
    const res = await s.gql('{ mySessions { _id } }', { token: north, host: 'demo.localhost' });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('ends all other sessions on request', async () => {
    const a = await tokenOf(LUCAS);
    const b = await tokenOf(LUCAS);
    const c = await tokenOf(LUCAS);
    const res = await s.gql<{ logoutOtherSessions: number }>('mutation { logoutOtherSessions }', { token: c.token });
    expect(res.body.data?.logoutOtherSessions).toBe(2);
    expect([await authed(a.token), await authed(b.token), await authed(c.token)]).toEqual([false, false, true]);
  });

  it('changes the password, ending the other sessions; refuses a wrong current password or a short new one', async () => {
    const email = NOAH;
    const other = await tokenOf(email);
    const current = await tokenOf(email);
    const change = (currentPassword: string, newPassword: string) =>
      s.gql<{ changePassword: boolean }>(
        'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
        { token: current.token, variables: { c: currentPassword, n: newPassword } },
      );
    expect((await change('wrong-password', 'a-long-new-password')).body.errors?.[0]?.extensions?.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await change(DEMO_PASSWORD, 'short')).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(await authed(other.token)).toBe(true);
    expect((await change(DEMO_PASSWORD, 'a-long-new-password')).body.data?.changePassword).toBe(true);
    expect(await authed(other.token)).toBe(false);
    expect(await authed(current.token)).toBe(true);
    expect((await signIn(email)).status).toBe(401);
    const again = await s.http({
      method: 'POST',
      path: '/auth/local',
      headers: json,
      body: JSON.stringify({ email, password: 'a-long-new-password' }),
    });
    expect(again.status).toBe(200);
  });

  it('ends a session after 14 idle days or 30 days in all', async () => {
    const idle = await tokenOf(PRIYA);
    const old = await tokenOf(PRIYA);
    const db = s.running.services.database.db;
    await db
      .update(userSessions)
      .set({ lastActiveAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(userSessions.id, idle.sessionId));
    await db
      .update(userSessions)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(userSessions.id, old.sessionId));
    expect(await authed(idle.token)).toBe(false);
    expect(await authed(old.token)).toBe(false);
  });
});
