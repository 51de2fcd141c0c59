// Single sign-on's sign-in tests (the code flow and every refusal), registered by sso.integration.test.ts after the
// settings, whose connection they use.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ssoLoginStates } from './sso.schema.ts';
import { AISHA, CLAIRE, GRACE, NOAH } from '../../../test/personas.ts';
import {
  activeSessions,
  complete,
  type Completed,
  completeOk,
  connectionId,
  demoDb,
  type ErrorBody,
  idp,
  NORTHSTAR,
  origin,
  s,
  start,
  throughProvider,
} from './sso.fixture.ts';

/** Signing in through the connection (run by sso.integration.test.ts after the settings). */
export function ssoSignInTests(): void {
  describe('signing in', () => {
    it('sends the browser to the provider: code flow, PKCE, scopes openid email profile, login prompt, our callback', async () => {
      const url = await start(connectionId, '/tasks');
      expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
      const q = url.searchParams;
      expect(q.get('response_type')).toBe('code');
      expect(q.get('client_id')).toBe(idp.clientId);
      expect(q.get('scope')).toBe('openid email profile');
      expect(q.get('prompt')).toBe('login');
      expect(q.get('redirect_uri')).toBe(`${origin('demo')}/auth/callback`);
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
      expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    });

    it('signs a user in through the provider: token, session, and where to return', async () => {
      const callback = await throughProvider(AISHA, '/tasks?tab=mine');
      expect(callback.origin + callback.pathname).toBe(`${origin('demo')}/auth/callback`);
      expect(callback.searchParams.get('iss')).toBe(idp.issuer);
      const res = await complete(callback);
      expect(res.status, res.text).toBe(200);
      const body = res.body as Completed;
      expect(body).toMatchObject({
        connectionId,
        returnTo: '/tasks?tab=mine',
        user: { email: AISHA, fullName: 'Aisha Bello', role: { type: 'Cofounder' } },
      });
      expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      const me = await s.gql<{ currentUser: { email: string } }>('{ currentUser { email } }', { token: body.token });
      expect(me.body.data?.currentUser.email).toBe(AISHA);
      const sessions = await s.gql<{ mySessions: { _id: string; current: boolean }[] }>(
        '{ mySessions { _id current } }',
        { token: body.token },
      );
      expect(sessions.body.data?.mySessions).toContainEqual({ _id: body.sessionId, current: true });
    });

    it('refuses a state used once already (a replayed callback)', async () => {
      const callback = await throughProvider(AISHA);
      await completeOk(callback);
      const again = await complete(callback);
      expect(again.status).toBe(400);
      expect((again.body as ErrorBody).error.code).toBe('SSO_STATE_INVALID');
    });

    it('refuses a state started at another organisation, which stays good at its own', async () => {
      const callback = await throughProvider(AISHA);
      const elsewhere = await complete(callback, NORTHSTAR);
      expect(elsewhere.status).toBe(400);
      expect((elsewhere.body as ErrorBody).error.code).toBe('SSO_STATE_INVALID');
      await completeOk(callback);
    });

    it('refuses an expired state', async () => {
      const callback = await throughProvider(AISHA);
      const tdb = await demoDb();
      await tdb.update(
        ssoLoginStates,
        { expiresAt: new Date(Date.now() - 1000) },
        eq(ssoLoginStates.state, callback.searchParams.get('state')!),
      );
      const res = await complete(callback);
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).error).toMatchObject({
        code: 'SSO_STATE_INVALID',
        message: 'This sign-in has expired or was already used. Please try again.',
      });
    });

    it('refuses a forged code or a state never issued', async () => {
      const callback = await throughProvider(AISHA);
      const forged = await complete({
        code: 'forged-code',
        state: callback.searchParams.get('state'),
        iss: idp.issuer,
      });
      expect(forged.status).toBe(502);
      expect((forged.body as ErrorBody).error.code).toBe('SSO_PROVIDER_ERROR');
      const unknown = await complete({
        code: callback.searchParams.get('code'),
        state: 'never-issued',
        iss: idp.issuer,
      });
      expect((unknown.body as ErrorBody).error.code).toBe('SSO_STATE_INVALID');
      const missing = await complete({ code: 'x' });
      expect(missing.status).toBe(400);
      expect((missing.body as ErrorBody).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'State is required',
      });
    });

    it('does not create an account: an email with no account in this organisation is refused', async () => {
      for (const login of ['stranger@elsewhere.example', CLAIRE]) {
        const res = await complete(await throughProvider(login));
        expect(res.status).toBe(403);
        expect((res.body as ErrorBody).error).toMatchObject({
          code: 'SSO_NO_ACCOUNT',
          message: 'No account for this email in Lakeside Ventures Accelerator',
          details: { email: login },
        });
      }
      const users = await s.gql<{ currentUser: unknown }>('{ currentUser { _id } }');
      expect(users.body.data?.currentUser).toBeNull();
    });

    it('refuses an email the provider says is unverified, and a provider that shares no email', async () => {
      const unverified = await complete(await throughProvider(GRACE));
      expect(unverified.status).toBe(403);
      expect((unverified.body as ErrorBody).error.code).toBe('SSO_EMAIL_UNVERIFIED');
      const none = await complete(await throughProvider('noemail@lakeside.example'));
      expect((none.body as ErrorBody).error).toMatchObject({
        code: 'SSO_PROVIDER_ERROR',
        message: 'The sign-in provider did not share your email address.',
      });
    });

    it('keeps returnTo on this site', async () => {
      for (const returnTo of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
        expect((await completeOk(await throughProvider(AISHA, returnTo))).returnTo).toBe('/');
      }
    });

    it('answers "maximum number of sessions", then lets the same sign-in end the oldest session', async () => {
      const email = NOAH;
      for (let i = 0; i < 5; i++) await s.login(email);
      // The sixth live session: refused without an answer.
      const callback = await throughProvider(email);
      const res = await complete(callback);
      expect(res.status).toBe(409);
      expect((res.body as ErrorBody).error).toMatchObject({
        code: 'MAX_SESSIONS',
        message: 'Maximum number of sessions reached',
      });
      const state = callback.searchParams.get('state');
      const cont = await complete({ state, endOldestSession: true });
      expect(cont.status, cont.text).toBe(200);
      const me = await s.gql<{ currentUser: { _id: string; email: string } }>('{ currentUser { _id email } }', {
        token: (cont.body as Completed).token,
      });
      expect(me.body.data?.currentUser.email).toBe(email);
      // Done: the state is spent.
      expect(((await complete({ state, endOldestSession: true })).body as ErrorBody).error.code).toBe(
        'SSO_STATE_INVALID',
      );
      expect(await activeSessions(me.body.data!.currentUser._id)).toBe(5);
    });

    it('cannot skip the provider: a state without a code never signs in', async () => {
      const url = await start(connectionId);
      const res = await complete({ state: url.searchParams.get('state'), endOldestSession: true });
      expect((res.body as ErrorBody).error.code).toBe('SSO_STATE_INVALID');
    });
  });
}
