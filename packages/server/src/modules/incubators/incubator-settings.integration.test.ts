import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, PRIYA } from '../../../test/personas.ts';

type Settings = {
  name: string;
  timezone: string;
  defaultLanguage: string;
  currency: string;
  allowUserSelfDelete: boolean;
  allowWriteInOptionInUserSkills: boolean;
};
const FIELDS = 'name timezone defaultLanguage currency allowUserSelfDelete allowWriteInOptionInUserSkills';
const PUBLIC = `{ publicIncubator { ${FIELDS} } }`;
const UPDATE = `mutation($input: IncubatorSettingsInput!) { updateIncubatorSettings(input: $input) { ${FIELDS} } }`;

const valid: Settings = {
  name: 'Lakeside Ventures',
  timezone: 'Europe/Paris',
  defaultLanguage: 'fr',
  currency: 'EUR',
  allowUserSelfDelete: true,
  allowWriteInOptionInUserSkills: true,
};

describe('general settings', () => {
  let s: TestServer;
  const errorCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;
  const current = async (host = 'demo.localhost') =>
    (await s.gql<{ publicIncubator: Settings }>(PUBLIC, { host })).body.data!.publicIncubator;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires authentication', async () => {
    expect(errorCode(await s.gql(UPDATE, { variables: { input: valid } }))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('is refused to people without SETTINGS:MANAGE', async () => {
    const before = await current();
    for (const email of [PRIYA, HANNAH, AISHA]) {
      expect(errorCode(await s.gql(UPDATE, { token: await s.login(email), variables: { input: valid } })), email).toBe(
        'FORBIDDEN',
      );
    }
    expect(await current()).toEqual(before);
  });

  it('refuses a bad name, time zone, language or currency and stores nothing', async () => {
    const admin = await s.login(MAYA);
    const before = await current();
    for (const [field, value, message] of [
      ['name', '  ', 'Name is a required field'],
      ['name', 'x'.repeat(121), 'Name can have at most 120 characters'],
      ['timezone', 'Mars/Olympus_Mons', 'Timezone is not a known time zone'],
      ['defaultLanguage', 'xx', 'Default language is not one of the supported languages'],
      ['currency', 'BTC', 'Currency is not one of the supported currencies'],
    ] as const) {
      const res = await s.gql(UPDATE, { token: admin, variables: { input: { ...valid, [field]: value } } });
      expect(errorCode(res), field).toBe('VALIDATION_FAILED');
      expect(res.body.errors?.[0]?.message, field).toBe(message);
    }
    expect(await current()).toEqual(before);
  });

  it('saves the settings; the public view answers them at once, and only for this organisation', async () => {
    const northBefore = await current('northstar.localhost');
    const admin = await s.login(MAYA);
    const res = await s.gql<{ updateIncubatorSettings: Settings }>(UPDATE, {
      token: admin,
      variables: { input: { ...valid, name: '  Lakeside Ventures  ' } },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.updateIncubatorSettings).toEqual(valid);
    expect(await current()).toEqual(valid);
    expect(await current('northstar.localhost')).toEqual(northBefore);
    // Northstar's admin changes Northstar only; her token is worthless at the demo host.
    const claire = await s.login(CLAIRE, 'northstar.localhost');
    expect(
      errorCode(await s.gql(UPDATE, { token: claire, variables: { input: { ...valid, name: 'Taken over' } } })),
    ).toBe('AUTHENTICATION_REQUIRED');
    const north = await s.gql<{ updateIncubatorSettings: Settings }>(UPDATE, {
      host: 'northstar.localhost',
      token: claire,
      variables: { input: { ...northBefore, timezone: 'UTC', currency: 'GBP' } },
    });
    expect(north.body.data?.updateIncubatorSettings).toEqual({ ...northBefore, timezone: 'UTC', currency: 'GBP' });
    expect(await current()).toEqual(valid);
  });
});
