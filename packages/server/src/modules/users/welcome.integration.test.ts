// The first sign-in's onboarding (/welcome): a new account has no welcomedAt (so the web shows the page once);
// finishing — after saving the choices through the ordinary calls — or skipping sets it, and it stays set (the first
// time kept); the demo people are welcomed already; each account only ever marks itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createAccount } from '../../../test/factories/accounts.ts';
import { AISHA, CLAIRE } from '../../../test/personas.ts';

const ME = '{ currentUser { _id welcomedAt language timezone } }';
const FINISH = 'mutation { finishWelcome { _id welcomedAt language timezone } }';
const LOCALE = `mutation($language: String!, $timezone: String!) {
  updateMyAccountSettings(language: $language, timezone: $timezone) { _id } }`;
type Me = { _id: string; welcomedAt: string | null; language: string | null; timezone: string | null };

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
async function me(token: string, host?: string): Promise<Me> {
  const res = await s.gql<{ currentUser: Me }>(ME, { token, host });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.currentUser;
}
async function newcomer(): Promise<string> {
  const account = await createAccount(s, { status: 'active', validated: true, welcomed: false });
  return s.login(account.email);
}

describe('welcome', () => {
  it('requires authentication', async () => {
    expect(codeOf(await s.gql(FINISH))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('is finished once, after the choices are saved, and never reopens', async () => {
    const token = await newcomer();
    expect((await me(token)).welcomedAt).toBeNull();
    const saved = await s.gql(LOCALE, { token, variables: { language: 'fr', timezone: 'Europe/Paris' } });
    expect(saved.body.errors).toBeUndefined();
    const done = await s.gql<{ finishWelcome: Me }>(FINISH, { token });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.finishWelcome).toMatchObject({ language: 'fr', timezone: 'Europe/Paris' });
    const first = done.body.data!.finishWelcome.welcomedAt;
    expect(first).not.toBeNull();
    // Again (a second tab): the first time stays.
    const again = await s.gql<{ finishWelcome: Me }>(FINISH, { token });
    expect(again.body.data!.finishWelcome.welcomedAt).toBe(first);
    expect((await me(token)).welcomedAt).toBe(first);
  });

  it('can be skipped: nothing else changes', async () => {
    const token = await newcomer();
    const before = await me(token);
    const skipped = await s.gql<{ finishWelcome: Me }>(FINISH, { token });
    expect(skipped.body.data!.finishWelcome).toMatchObject({ language: before.language, timezone: before.timezone });
    expect(skipped.body.data!.finishWelcome.welcomedAt).not.toBeNull();
  });

  it('marks only the caller, and the demo people are welcomed already', async () => {
    const token = await newcomer();
    const aisha = await s.login(AISHA);
    const claire = await s.login(CLAIRE, 'northstar.localhost');
    expect((await me(aisha)).welcomedAt).not.toBeNull();
    expect((await me(claire, 'northstar.localhost')).welcomedAt).not.toBeNull();
    await s.gql(FINISH, { token: claire, host: 'northstar.localhost' });
    expect((await me(token)).welcomedAt).toBeNull();
    // A token of one organisation on another's host is refused.
    expect(codeOf(await s.gql(FINISH, { token, host: 'northstar.localhost' }))).toBeDefined();
    expect((await me(token)).welcomedAt).toBeNull();
  });
});
