// The portfolio (/startups) on the real server: who sees which startups, search, programme filter, paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, NOAH } from '../../../test/personas.ts';

const NORTH = 'northstar.localhost';

const STARTUPS = `query($search: String, $programId: ID, $first: Int, $after: String) {
  startups(search: $search, programId: $programId, first: $first, after: $after) {
    results { _id name logo website description programs { _id name } people { _id fullName avatar } } next totalCount } }`;
const PROGRAMS = `{ programs { _id slug name } }`;

type Page = {
  results: {
    _id: string;
    name: string;
    website: string | null;
    programs: { _id: string; name: string }[];
    people: { fullName: string }[];
  }[];
  next: string | null;
  totalCount: number;
};

let s: TestServer;
const tokens: Record<string, string> = {};

async function portfolio(who: string, variables: Record<string, unknown> = {}, host?: string) {
  return (await s.gql<{ startups: Page }>(STARTUPS, { token: tokens[who], variables, host })).body;
}
const names = (page: Page) => page.results.map((r) => r.name);

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, HANNAH, AISHA, NOAH]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('startups portfolio', () => {
  it('requires authentication', async () => {
    const res = await s.gql(STARTUPS);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect((await s.gql(PROGRAMS)).body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('refuses a token of another organisation', async () => {
    const body = await portfolio(CLAIRE);
    expect(body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    expect(body.data?.startups).toBeFalsy();
  });

  it('refuses an applicant (no STARTUPS:VIEW)', async () => {
    const body = await portfolio(NOAH);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(PROGRAMS, { token: tokens[NOAH] })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows an admin all four startups by name, with programmes, founders and website', async () => {
    const body = await portfolio(MAYA);
    expect(body.errors).toBeUndefined();
    const page = body.data!.startups;
    expect(names(page)).toEqual(['Brightpath Learning', 'Greenleaf Robotics', 'Kinfolk Health', 'Tidepool Analytics']);
    expect(page.totalCount).toBe(4);
    expect(page.next).toBeNull();
    const tidepool = page.results.find((r) => r.name === 'Tidepool Analytics')!;
    expect(tidepool.programs.map((p) => p.name).sort()).toHaveLength(2);
    expect(tidepool.people.map((p) => p.fullName)).toEqual(['Aisha Bello', 'Marco Rossi']);
    expect(tidepool.website).toBe('https://tidepool.example');
  });

  it('shows the other organisation its own startups only', async () => {
    const body = await portfolio(CLAIRE, {}, NORTH);
    expect(names(body.data!.startups)).toEqual(['Aurora Biotech', 'Polaris Freight']);
  });

  it('shows a coach only the startups they are assigned to', async () => {
    const page = (await portfolio(HANNAH)).data!.startups;
    expect(names(page)).toEqual(['Greenleaf Robotics', 'Tidepool Analytics']);
    expect(page.totalCount).toBe(2);
  });

  it('shows a cofounder (STARTUPS:VIEW ASSIGNED) only their own startup', async () => {
    const page = (await portfolio(AISHA)).data!.startups;
    expect(names(page)).toEqual(['Tidepool Analytics']);
  });

  it('pages with a cursor: two, then the rest, and nothing twice', async () => {
    const first = (await portfolio(MAYA, { first: 2 })).data!.startups;
    expect(names(first)).toEqual(['Brightpath Learning', 'Greenleaf Robotics']);
    expect(first.totalCount).toBe(4);
    expect(first.next).toEqual(expect.any(String));
    const rest = (await portfolio(MAYA, { first: 2, after: first.next })).data!.startups;
    expect(names(rest)).toEqual(['Kinfolk Health', 'Tidepool Analytics']);
    expect(rest.next).toBeNull();
  });

  it('refuses a cursor it did not give and a page size out of range', async () => {
    for (const variables of [{ after: 'not-a-cursor' }, { first: 0 }, { first: 101 }]) {
      expect((await portfolio(MAYA, variables)).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
  });

  it('searches the name case-insensitively, wildcards taken literally', async () => {
    expect(names((await portfolio(MAYA, { search: 'TIDE' })).data!.startups)).toEqual(['Tidepool Analytics']);
    const wild = (await portfolio(MAYA, { search: '%' })).data!.startups;
    expect(wild.results).toEqual([]);
    expect(wild.totalCount).toBe(0);
    expect((await portfolio(MAYA, { search: '_' })).data!.startups.results).toEqual([]);
    // A coach's search stays within their startups.
    expect(names((await portfolio(HANNAH, { search: 'kinfolk' })).data!.startups)).toEqual([]);
  });

  it('refuses an empty or too long search', async () => {
    expect((await portfolio(MAYA, { search: 'x'.repeat(101) })).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await portfolio(MAYA, { search: '   ' })).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect((await portfolio(MAYA, { search: 'x'.repeat(100) })).errors).toBeUndefined();
  });

  it('filters by programme; another organisation’s programme gives nothing', async () => {
    const programs = (
      await s.gql<{ programs: { _id: string; slug: string; name: string }[] }>(PROGRAMS, { token: tokens[MAYA] })
    ).body.data!.programs;
    const climate = programs.find((p) => p.slug === 'climate-track')!;
    expect(climate).toBeTruthy();
    const page = (await portfolio(MAYA, { programId: climate._id })).data!.startups;
    expect(names(page)).toEqual(['Greenleaf Robotics', 'Tidepool Analytics']);
    expect(page.totalCount).toBe(2);

    const theirs = (
      await s.gql<{ programs: { _id: string; slug: string }[] }>(PROGRAMS, { token: tokens[CLAIRE], host: NORTH })
    ).body.data!.programs;
    expect(theirs.map((p) => p.slug)).toEqual(['fellowship-2026']);
    const other = (await portfolio(MAYA, { programId: theirs[0]!._id })).data!.startups;
    expect(other).toEqual({ results: [], next: null, totalCount: 0 });
    expect((await portfolio(MAYA, { programId: 'nope' })).data!.startups.results).toEqual([]);
  });
});
