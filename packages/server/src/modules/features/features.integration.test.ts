import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, MAYA, PRIYA } from '../../../test/personas.ts';

type Flags = {
  featureFlags: null | {
    id: string;
    featureFlags: { name: string; enabled: boolean; activated: boolean; type: string }[];
  };
};
const FLAGS = 'query($id: ID) { featureFlags(incubatorId: $id) { id featureFlags { name enabled activated type } } }';
const SET =
  'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { name enabled activated type } }';
const flag = (res: { body: { data: Flags | null } }, name: string) =>
  res.body.data?.featureFlags?.featureFlags.find((f) => f.name === name);

describe('feature flags and plans', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it("answers the organisation's flags publicly, per its plan", async () => {
    const demo = await s.gql<Flags>(FLAGS);
    expect(flag(demo, 'course')).toEqual({ name: 'course', enabled: true, activated: true, type: 'INCLUDED' });
    expect(flag(demo, 'auth0')).toMatchObject({ enabled: false, type: 'LOCKED' });
    const north = await s.gql<Flags>(FLAGS, { host: 'northstar.localhost' });
    expect(flag(north, 'auth0')).toMatchObject({ type: 'INCLUDED', enabled: false, activated: false });
    expect(north.body.data?.featureFlags?.featureFlags.every((f) => f.type === 'INCLUDED')).toBe(true);
    const other = await s.gql<Flags>(FLAGS, { variables: { id: north.body.data!.featureFlags!.id } });
    expect(other.body.data?.featureFlags).toBeNull();
  });

  it('tells which features this version of the product has: the plan page lists only those as included', async () => {
    const admin = await s.login(MAYA);
    type Available = { availableFeatureFlags: { name: string; type: string; inProduct: boolean }[] };
    const res = await s.gql<Available>('{ availableFeatureFlags { name type inProduct } }', { token: admin });
    const flags = res.body.data!.availableFeatureFlags;
    const inProduct = flags.filter((f) => f.inProduct).map((f) => f.name);
    expect(inProduct.sort()).toEqual([
      'activityFeed',
      'anonymityApplications',
      'applicationsDashboard',
      'auth0',
      'bulkDataAssignation',
      'createMetrics',
      'dataCollection',
      'editIndustries',
      'hidePoweredBy',
      'hoursAllocation',
      'lockedSkills',
      'oneOnOneEvents',
      'savedViewsApplications',
      'startupFilter',
      'startupTaxonomyEditable',
    ]);
    // In the Growth plan but not in the product: never shown as included.
    for (const name of ['assessment', 'course'])
      expect(
        flags.find((f) => f.name === name),
        name,
      ).toMatchObject({ inProduct: false });
    const included = flags.filter((f) => f.inProduct && f.type === 'INCLUDED').map((f) => f.name);
    expect(included.sort()).toEqual([
      'activityFeed',
      'anonymityApplications',
      'applicationsDashboard',
      'bulkDataAssignation',
      'createMetrics',
      'dataCollection',
      'editIndustries',
      'hoursAllocation',
      'lockedSkills',
      'oneOnOneEvents',
      'savedViewsApplications',
      'startupFilter',
      'startupTaxonomyEditable',
    ]);
  });

  it('lets an admin switch a feature off and on; the menu follows', async () => {
    const admin = await s.login(MAYA);
    const off = await s.gql<{ setFeatureFlag: object }>(SET, { token: admin, variables: { n: 'course', a: false } });
    expect(off.body.data?.setFeatureFlag).toEqual({
      name: 'course',
      enabled: false,
      activated: false,
      type: 'INCLUDED',
    });
    expect(flag(await s.gql<Flags>(FLAGS), 'course')?.enabled).toBe(false);
    // Northstar is untouched.
    expect(flag(await s.gql<Flags>(FLAGS, { host: 'northstar.localhost' }), 'course')?.enabled).toBe(true);
    const on = await s.gql<{ setFeatureFlag: object }>(SET, { token: admin, variables: { n: 'course', a: true } });
    expect(on.body.data?.setFeatureFlag).toMatchObject({ enabled: true });
  });

  it('refuses a feature outside the plan, an unknown feature, and people without the permission', async () => {
    const admin = await s.login(MAYA);
    const locked = await s.gql(SET, { token: admin, variables: { n: 'auth0', a: true } });
    expect(locked.body.errors?.[0]).toMatchObject({
      message: 'This feature is not available in your selected plan.',
      extensions: { code: 'FEATURE_DISABLED' },
    });
    const unknown = await s.gql(SET, { token: admin, variables: { n: 'teleport', a: true } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    for (const email of [PRIYA, AISHA]) {
      const res = await s.gql(SET, { token: await s.login(email), variables: { n: 'course', a: false } });
      expect(res.body.errors?.[0]?.extensions?.code, email).toBe('FORBIDDEN');
    }
    expect(flag(await s.gql<Flags>(FLAGS), 'course')?.enabled).toBe(true);
    expect((await s.gql(SET, { variables: { n: 'course', a: false } })).body.errors?.[0]?.extensions?.code).toBe(
      'AUTHENTICATION_REQUIRED',
    );
  });

  it("builds each user's sidebar from role and permissions", async () => {
    const Q = '{ setUp { sitemap { id path locked children { id path } } } }';
    type Menu = { setUp: { sitemap: { id: string; children: { id: string }[] }[] } };
    const admin = await s.gql<Menu>(Q, { token: await s.login(MAYA) });
    const founder = await s.gql<Menu>(Q, { token: await s.login(AISHA) });
    const ids = (m: Menu | null | undefined) =>
      (m?.setUp.sitemap ?? []).flatMap((i) => [i.id, ...i.children.map((c) => c.id)]);
    expect(ids(admin.body.data)).toEqual(
      expect.arrayContaining(['home', 'emails', 'emails-outbox', 'account', 'account-security']),
    );
    expect(ids(founder.body.data)).toEqual(expect.arrayContaining(['home', 'account-security']));
    expect(ids(founder.body.data)).not.toContain('emails-outbox');
    expect((await s.gql(Q)).body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('holds startupFilter and bulkDataAssignation on the server: filters and bulk collection only while they are on', async () => {
    const admin = await s.login(MAYA);
    const staff = await s.login(PRIYA);
    type Ids = { programs: { _id: string }[]; startups: { results: { _id: string }[] } };
    const ids = (await s.gql<Ids>('{ programs { _id } startups { results { _id } } }', { token: staff })).body.data!;
    const [a, b] = ids.startups.results.map((x) => x._id);
    const metric = await s.gql<{ createMetric: { id: string } }>(
      'mutation($input: MetricInput!) { createMetric(input: $input) { id } }',
      {
        token: admin,
        variables: {
          input: {
            name: [{ language: 'en', value: 'Pilots' }],
            unitType: 'CUSTOMER',
            dataType: 'numeric',
            trackingRecurrence: { amount: 1, type: 'MONTHLY' },
          },
        },
      },
    );
    expect(metric.body.errors).toBeUndefined();
    const PORTFOLIO = 'query($p: ID, $q: String) { startups(programId: $p, search: $q) { totalCount } }';
    const ASSIGN =
      'mutation($input: AssignMetricCollectionInput!) { assignMetricCollection(input: $input) { id startup { id } } }';
    const assign = (input: Record<string, unknown>) =>
      s.gql<{ assignMetricCollection: { id: string }[] }>(ASSIGN, {
        token: staff,
        variables: { input: { metricIds: [metric.body.data!.createMetric.id], startDate: '2026-12-01', ...input } },
      });
    const code = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
      res.body.errors?.[0]?.extensions?.code;
    const collections = async () =>
      (await s.gql<{ metricCollections: unknown[] }>('{ metricCollections { id } }', { token: staff })).body.data!
        .metricCollections.length;

    for (const n of ['startupFilter', 'bulkDataAssignation'])
      expect((await s.gql(SET, { token: admin, variables: { n, a: false } })).body.errors).toBeUndefined();
    try {
      expect(code(await s.gql(PORTFOLIO, { token: staff, variables: { p: ids.programs[0]!._id } }))).toBe(
        'FEATURE_DISABLED',
      );
      expect((await s.gql(PORTFOLIO, { token: staff, variables: { q: 'a' } })).body.errors).toBeUndefined();
      const before = await collections();
      expect(code(await assign({ startupIds: [a, b] }))).toBe('FEATURE_DISABLED');
      expect(code(await assign({ programIds: [ids.programs[0]!._id] }))).toBe('FEATURE_DISABLED');
      expect(await collections()).toBe(before);
      const one = await assign({ startupIds: [a, a] });
      expect(one.body.errors).toBeUndefined();
      expect(await collections()).toBe(before + 1);
    } finally {
      for (const n of ['startupFilter', 'bulkDataAssignation'])
        await s.gql(SET, { token: admin, variables: { n, a: true } });
    }
    expect(
      (await s.gql(PORTFOLIO, { token: staff, variables: { p: ids.programs[0]!._id } })).body.errors,
    ).toBeUndefined();
    expect((await assign({ startupIds: [a, b] })).body.errors).toBeUndefined();
  });
});
