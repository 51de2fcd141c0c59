import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, CLAIRE, MAYA, PRIYA } from '../../../test/personas.ts';

type Label = {
  active: boolean;
  label: { language: string; value: string }[];
  pluralLabel: { language: string; value: string }[];
};
const FIELDS = 'alternativeStartupLabel { active label { language value } pluralLabel { language value } }';
const PUBLIC = `{ publicIncubator { ${FIELDS} } }`;
const UPDATE = `mutation($input: AlternativeStartupLabelInput!) { updateAlternativeStartupLabel(input: $input) { ${FIELDS} } }`;

const venture: Label = {
  active: true,
  label: [
    { language: 'en', value: 'Venture' },
    { language: 'fr', value: 'Projet' },
  ],
  pluralLabel: [
    { language: 'en', value: 'Ventures' },
    { language: 'fr', value: 'Projets' },
  ],
};

describe('the alternative startup label', () => {
  let s: TestServer;
  const errorCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;
  const current = async (host = 'demo.localhost') =>
    (await s.gql<{ publicIncubator: { alternativeStartupLabel: Label } }>(PUBLIC, { host })).body.data!.publicIncubator
      .alternativeStartupLabel;

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires authentication', async () => {
    expect(errorCode(await s.gql(UPDATE, { variables: { input: venture } }))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('is refused to people without SETTINGS:MANAGE, and nothing changes', async () => {
    const before = await current();
    for (const email of [PRIYA, AISHA]) {
      expect(
        errorCode(await s.gql(UPDATE, { token: await s.login(email), variables: { input: venture } })),
        email,
      ).toBe('FORBIDDEN');
    }
    expect(await current()).toEqual(before);
  });

  it('is set by an administrator and answered by the public view, blank values dropped', async () => {
    const admin = await s.login(MAYA);
    const input = { ...venture, label: [...venture.label, { language: 'de', value: '  ' }] };
    const res = await s.gql<{ updateAlternativeStartupLabel: { alternativeStartupLabel: Label } }>(UPDATE, {
      token: admin,
      variables: { input },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateAlternativeStartupLabel.alternativeStartupLabel).toEqual(venture);
    expect(await current()).toEqual(venture);
  });

  it('refuses an active label without English, an unknown language or a repeated one, and stores nothing', async () => {
    const admin = await s.login(MAYA);
    const before = await current();
    const bad: Label[] = [
      { ...venture, label: [{ language: 'fr', value: 'Projet' }] },
      { ...venture, pluralLabel: [] },
      { ...venture, label: [...venture.label, { language: 'xx', value: 'Nope' }] },
      { ...venture, label: [...venture.label, { language: 'en', value: 'Again' }] },
      { ...venture, label: [{ language: 'en', value: 'x'.repeat(41) }] },
    ];
    for (const input of bad) {
      expect(errorCode(await s.gql(UPDATE, { token: admin, variables: { input } })), JSON.stringify(input)).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect(await current()).toEqual(before);
  });

  it('changes only the caller organisation: a northstar admin cannot touch lakeside', async () => {
    const lakesideBefore = await current();
    const claire = await s.login(CLAIRE, 'northstar.localhost');
    // Claire's token is worthless at lakeside…
    expect(
      errorCode(await s.gql(UPDATE, { token: claire, variables: { input: { ...venture, active: false } } })),
    ).toBeDefined();
    expect(await current()).toEqual(lakesideBefore);
    // …and at her own organisation she changes hers only.
    const off: Label = { active: false, label: [], pluralLabel: [] };
    const res = await s.gql(UPDATE, { token: claire, host: 'northstar.localhost', variables: { input: off } });
    expect(res.body.errors).toBeUndefined();
    expect(await current('northstar.localhost')).toEqual(off);
    expect(await current()).toEqual(lakesideBefore);
  });
});
