// Custom roles are a paywalled feature (spec 02 §9, CUSTOM_ROLES): a plan that does not open them refuses a new
// custom role on the server, with nothing stored; the default roles and the roles already made keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { MAYA } from '../../../test/personas.ts';

const CREATE = 'mutation($input: CreateRoleInput!) { createRole(input: $input) { _id label } }';
const ROLES = '{ roles { _id isCustom } }';
const PLAN = '{ publicIncubator { plan { name paywalls } } }';
const input = (label: string) => ({
  type: 'Mentor',
  label,
  permissions: [{ key: 'TASK/TASK:VIEW', permissionCriteria: 'ASSIGNED' }],
  userAccess: { roles: [], visibilitySettings: 'none' },
  startupAccess: { visibilitySettings: 'own' },
});

describe('custom roles and the plan', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  const setPlan = async (planName: string) => {
    await s.running.services.database.db.update(incubators).set({ planName }).where(eq(incubators.slug, 'demo'));
    s.running.services.tenants.invalidate('demo');
  };

  it('opens custom roles from Growth up and refuses them on Starter, leaving the roles as they were', async () => {
    const admin = await s.login(MAYA);
    type Plan = { publicIncubator: { plan: { name: string; paywalls: string[] } } };
    expect((await s.gql<Plan>(PLAN)).body.data!.publicIncubator.plan).toEqual({
      name: 'Growth',
      paywalls: ['HOUR_ALLOCATION', 'CUSTOM_ROLES', 'CUSTOM_FIELD_EDITING', 'STARTUP_DOCUMENTS', 'VIDEO_CONFERENCING'],
    });
    const made = await s.gql<{ createRole: { _id: string } }>(CREATE, {
      token: admin,
      variables: { input: input('Pitch reviewer') },
    });
    expect(made.body.errors).toBeUndefined();

    await setPlan('Starter');
    try {
      expect((await s.gql<Plan>(PLAN)).body.data!.publicIncubator.plan).toEqual({ name: 'Starter', paywalls: [] });
      const before = (await s.gql<{ roles: unknown[] }>(ROLES, { token: admin })).body.data!.roles;
      const refused = await s.gql(CREATE, { token: admin, variables: { input: input('Demo day judge') } });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Custom roles are not available in your selected plan.',
        extensions: { code: 'FEATURE_DISABLED' },
      });
      const after = (await s.gql<{ roles: { _id: string }[] }>(ROLES, { token: admin })).body.data!.roles;
      expect(after).toEqual(before);
      // The role made under Growth is still there and listed.
      expect(after.map((r) => r._id)).toContain(made.body.data!.createRole._id);
    } finally {
      await setPlan('Growth');
    }
  });
});
