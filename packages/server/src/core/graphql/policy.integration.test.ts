// The policy chain against the real database: a feature the organisation switched off, or its plan does not
// include, refuses the operation on the server (not only in the menu); a missing permission refuses it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildIdentity, type GraphQLContext } from './context.ts';
import { enforce } from './policy.ts';
import { AISHA, MAYA } from '../../../test/personas.ts';

describe('enforce', () => {
  let s: TestServer;
  const ctxFor = async (host: string, token?: string) =>
    (await buildIdentity(
      s.running.services,
      { host },
      token ? `Bearer ${token}` : undefined,
    )) as unknown as GraphQLContext;
  const SET = 'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { enabled } }';

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('refuses an operation of a feature switched off, and allows it once switched on', async () => {
    const admin = await s.login(MAYA);
    const policy = { access: 'signedIn' as const, feature: 'course' as const };
    await expect(enforce(policy, {}, await ctxFor('demo.localhost', admin))).resolves.toBeUndefined();
    await s.gql(SET, { token: admin, variables: { n: 'course', a: false } });
    await expect(enforce(policy, {}, await ctxFor('demo.localhost', admin))).rejects.toMatchObject({
      code: 'FEATURE_DISABLED',
    });
    await s.gql(SET, { token: admin, variables: { n: 'course', a: true } });
    await expect(enforce(policy, {}, await ctxFor('demo.localhost', admin))).resolves.toBeUndefined();
  });

  it('refuses a feature the plan does not include, whoever asks', async () => {
    const admin = await s.login(MAYA);
    await expect(
      enforce({ access: 'public', feature: 'zoomIntegration' }, {}, await ctxFor('demo.localhost', admin)),
    ).rejects.toMatchObject({ code: 'FEATURE_DISABLED' });
    // Northstar's plan (Enterprise) includes it and it is on by default.
    await expect(
      enforce({ access: 'public', feature: 'zoomIntegration' }, {}, await ctxFor('northstar.localhost')),
    ).resolves.toBeUndefined();
  });

  it('refuses a missing permission and a signed-out caller', async () => {
    const founder = await s.login(AISHA);
    await expect(
      enforce({ access: 'permission', permission: 'ROLES:MANAGE' }, {}, await ctxFor('demo.localhost', founder)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(enforce({ access: 'signedIn' }, {}, await ctxFor('demo.localhost'))).rejects.toMatchObject({
      code: 'AUTHENTICATION_REQUIRED',
    });
    await expect(
      enforce(
        {
          access: 'permission',
          permission: 'STARTUPS:EDIT',
          item: () => ({ kind: 'startup', id: '00000000-0000-4000-8000-000000000000' }),
        },
        {},
        await ctxFor('demo.localhost', founder),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
