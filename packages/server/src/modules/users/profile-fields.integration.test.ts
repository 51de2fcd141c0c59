// Profile fields (/setup/profile-fields): the rules are the administrators' (SETTINGS:MANAGE), a bad rule refuses
// the whole change, PUT /user holds them (a locked field cannot change, a required one cannot be emptied), a
// person lacking a newly required field is asked (missingProfileFields) without being locked out, private fields
// are shown to the person and to USERS:EDIT only, and the new fields are validated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, CLAIRE, MARCO, MAYA, PRIYA, SAMUEL, TOMAS } from '../../../test/personas.ts';

const SETTINGS =
  '{ profileFieldSettings { role { _id type } userCount usersMissing fields { field visible required editable } } }';
const UPDATE = `mutation($r: ID!, $f: [ProfileFieldRuleInput!]!) {
  updateProfileFields(roleId: $r, fields: $f) { role { type } usersMissing fields { field visible required editable } } }`;
const ME = '{ currentUser { _id missingProfileFields } myProfileFields { missing fields { field editable } } }';
const PROFILE = `query($id: ID!) { profile(id: $id) { phone gender birthday locations workStatus countryOrigin headline
  shownFields programs { name } assignedStartups { name } } }`;

type Rule = { field: string; visible: boolean; required: boolean; editable: boolean };
type RoleFields = { role: { _id: string; type: string }; userCount: number; usersMissing: number; fields: Rule[] };

let s: TestServer;
let maya: string, aisha: string, samuel: string, priya: string;
const code = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
const reason = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0]?.extensions?.reason;

async function settings(token = maya): Promise<RoleFields[]> {
  const res = await s.gql<{ profileFieldSettings: RoleFields[] }>(SETTINGS, { token });
  expect(res.body.errors, res.text).toBeUndefined();
  return res.body.data!.profileFieldSettings;
}
const roleId = async (type: string) => (await settings()).find((r) => r.role.type === type)!.role._id;
const rule = (field: string, over: Partial<Rule> = {}): Rule => ({
  field,
  visible: true,
  required: false,
  editable: true,
  ...over,
});
const put = (token: string, body: Record<string, unknown>) =>
  s.http({
    method: 'PUT',
    path: '/user',
    host: 'demo.localhost',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const idOf = async (token: string) =>
  (await s.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token })).body.data!.currentUser._id;

beforeAll(async () => {
  s = await startTestServer();
  [maya, aisha, samuel, priya] = (await Promise.all([MAYA, AISHA, SAMUEL, PRIYA].map((e) => s.login(e)))) as [
    string,
    string,
    string,
    string,
  ];
});
afterAll(() => s?.close());

describe('profile-field settings', () => {
  it('lists every role but System with every field, and only administrators may read or change them', async () => {
    const list = await settings();
    expect(list.map((r) => r.role.type)).not.toContain('System');
    expect(list.find((r) => r.role.type === 'Cofounder')!.fields.map((f) => f.field)).toContain('workStatus');
    expect(code(await s.gql(SETTINGS, { token: aisha }))).toBe('FORBIDDEN');
    const cofounder = await roleId('Cofounder');
    const res = await s.gql(UPDATE, { token: priya, variables: { r: cofounder, f: [rule('phone')] } });
    expect(code(res)).toBe('FORBIDDEN');
  });

  it('refuses a bad rule as a whole, nothing changed', async () => {
    const cofounder = await roleId('Cofounder');
    const before = await settings();
    for (const [fields, why] of [
      [[rule('phone', { required: true, visible: false, editable: false })], 'requiredHidden'],
      [[rule('phone', { required: true, editable: false })], 'requiredLocked'],
      [[rule('phone', { visible: false })], 'hiddenEditable'],
      [[rule('shoeSize')], 'unknownField'],
      [[rule('phone'), rule('phone', { editable: false })], 'duplicateField'],
      [[rule('bio', { editable: false }), rule('nope')], 'unknownField'],
    ] as const) {
      const res = await s.gql(UPDATE, { token: maya, variables: { r: cofounder, f: fields } });
      expect(code(res), why).toBe('VALIDATION_FAILED');
      expect(reason(res)).toBe(why);
    }
    const unknown = await s.gql(UPDATE, {
      token: maya,
      variables: { r: '00000000-0000-4000-8000-000000000000', f: [rule('phone')] },
    });
    expect(code(unknown)).toBe('NOT_FOUND');
    expect(await settings()).toEqual(before);
  });

  it("keeps another organisation's roles out of reach", async () => {
    const claire = await s.login(CLAIRE, 'northstar.localhost');
    const res = await s.gql(UPDATE, {
      token: claire,
      host: 'northstar.localhost',
      variables: { r: await roleId('Cofounder'), f: [rule('phone', { editable: false })] },
    });
    expect(code(res)).toBe('NOT_FOUND');
  });
});

describe('a required field', () => {
  it('asks the people who lack it at sign-in, counts them, and is not lockout', async () => {
    const mentor = await roleId('Mentor');
    const res = await s.gql<{ updateProfileFields: RoleFields }>(UPDATE, {
      token: maya,
      variables: { r: mentor, f: [rule('phone', { required: true })] },
    });
    expect(res.body.errors, res.text).toBeUndefined();
    expect(res.body.data!.updateProfileFields.usersMissing).toBeGreaterThan(0);
    // Samuel signs in as before and is asked.
    const fresh = await s.login(SAMUEL);
    const me = await s.gql<{ currentUser: { missingProfileFields: string[] } }>(ME, { token: fresh });
    expect(me.body.data!.currentUser.missingProfileFields).toEqual(['phone']);
    // Emptying it is refused; filling it answers him without the question.
    const empty = await put(fresh, { phone: '' });
    expect(empty.status).toBe(400);
    const filled = await put(fresh, { phone: '+44 20 7946 0123' });
    expect(filled.status, filled.text).toBe(200);
    expect((filled.body as { missingProfileFields: string[] }).missingProfileFields).toEqual([]);
    const after = await settings();
    expect(after.find((r) => r.role.type === 'Mentor')!.usersMissing).toBe(
      res.body.data!.updateProfileFields.usersMissing - 1,
    );
  });

  it('takes skills as a required field through setUserTags', async () => {
    const evaluator = await roleId('Evaluator');
    await s.gql(UPDATE, { token: maya, variables: { r: evaluator, f: [rule('skills', { required: true })] } });
    const tomas = await s.login(TOMAS);
    const tomasId = await idOf(tomas);
    const me = await s.gql<{ currentUser: { missingProfileFields: string[] } }>(ME, { token: tomas });
    expect(me.body.data!.currentUser.missingProfileFields).toEqual(['skills']);
    const skills = await s.gql<{ tags: { _id: string }[] }>('{ tags(kind: mentortag) { _id } }', { token: maya });
    const emptied = await s.gql('mutation($u: ID!) { setUserTags(userId: $u, kind: mentortag, tagIds: []) { _id } }', {
      token: tomas,
      variables: { u: tomasId },
    });
    expect(code(emptied)).toBe('VALIDATION_FAILED');
    const chosen = await s.gql(
      'mutation($u: ID!, $t: [ID!]!) { setUserTags(userId: $u, kind: mentortag, tagIds: $t) { _id } }',
      { token: tomas, variables: { u: tomasId, t: [skills.body.data!.tags[0]!._id] } },
    );
    expect(chosen.body.errors, chosen.text).toBeUndefined();
    const again = await s.gql<{ currentUser: { missingProfileFields: string[] } }>(ME, { token: tomas });
    expect(again.body.data!.currentUser.missingProfileFields).toEqual([]);
  });
});

describe('a locked field', () => {
  it('cannot be changed by the person, but may be sent back unchanged', async () => {
    const cofounder = await roleId('Cofounder');
    await s.gql(UPDATE, { token: maya, variables: { r: cofounder, f: [rule('headline', { editable: false })] } });
    const profile = await s.gql<{ profile: { headline: string | null } }>(PROFILE, {
      token: aisha,
      variables: { id: await idOf(aisha) },
    });
    const headline = profile.body.data!.profile.headline;
    const changed = await put(aisha, { headline: 'Something else', bio: 'Would not be saved either' });
    expect(changed.status).toBe(403);
    expect((changed.body as { error: { details: { reason: string } } }).error.details.reason).toBe('locked');
    const same = await put(aisha, { headline, phone: '+44 20 7946 0000' });
    expect(same.status, same.text).toBe(200);
    const after = await s.gql<{ profile: { headline: string | null; phone: string | null } }>(PROFILE, {
      token: aisha,
      variables: { id: await idOf(aisha) },
    });
    expect(after.body.data!.profile).toMatchObject({ headline, phone: '+44 20 7946 0000' });
    // Their skills follow the same rule.
    await s.gql(UPDATE, { token: maya, variables: { r: cofounder, f: [rule('skills', { editable: false })] } });
    const tags = await s.gql('mutation($u: ID!) { setUserTags(userId: $u, kind: mentortag, tagIds: []) { _id } }', {
      token: aisha,
      variables: { u: await idOf(aisha) },
    });
    expect(code(tags)).toBe('FORBIDDEN');
  });
});

describe('the new fields', () => {
  it('are validated, stored, and private ones are shown to the person and USERS:EDIT only', async () => {
    for (const bad of [
      { gender: 'robot' },
      { workStatus: 'astronaut' },
      { birthday: '2999-01-01' },
      { birthday: '1990-02-30' },
      { countryOrigin: 'XX' },
      { locations: Array.from({ length: 11 }, (_, i) => `City ${i}`) },
      { locations: ['x'.repeat(101)] },
    ]) {
      const res = await put(samuel, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const ok = await put(samuel, {
      gender: 'male',
      birthday: '1984-06-02',
      locations: ['Lagos', 'London', 'Lagos'],
      countryOrigin: 'ng',
      phone: '+234 801 234 5678',
    });
    expect(ok.status, ok.text).toBe(200);
    const samuelId = await idOf(samuel);
    type P = { profile: Record<string, unknown> & { shownFields: string[] } };
    const own = (await s.gql<P>(PROFILE, { token: samuel, variables: { id: samuelId } })).body.data!.profile;
    expect(own).toMatchObject({ gender: 'male', birthday: '1984-06-02', countryOrigin: 'NG' });
    expect(own.locations).toEqual(['Lagos', 'London']);
    expect((own.programs as { name: string }[]).length).toBeGreaterThan(0);
    expect((own.assignedStartups as { name: string }[]).map((x) => x.name)).toContain('Greenleaf Robotics');
    const admin = (await s.gql<P>(PROFILE, { token: maya, variables: { id: samuelId } })).body.data!.profile;
    expect(admin).toMatchObject({ phone: '+234 801 234 5678', gender: 'male' });
    const founder = await s.login(MARCO);
    const peer = (await s.gql<P>(PROFILE, { token: founder, variables: { id: samuelId } })).body.data!.profile;
    expect(peer).toMatchObject({ phone: null, gender: null, birthday: null, countryOrigin: 'NG' });
    expect(peer.shownFields).not.toContain('phone');
  });

  it('a hidden field answers empty to everyone', async () => {
    const mentor = await roleId('Mentor');
    await s.gql(UPDATE, {
      token: maya,
      variables: { r: mentor, f: [rule('locations', { visible: false, editable: false })] },
    });
    const samuelId = await idOf(samuel);
    const seen = await s.gql<{ profile: { locations: string[]; shownFields: string[] } }>(PROFILE, {
      token: maya,
      variables: { id: samuelId },
    });
    expect(seen.body.data!.profile.locations).toEqual([]);
    expect(seen.body.data!.profile.shownFields).not.toContain('locations');
  });
});
