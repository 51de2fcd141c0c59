// The home dashboard's queries on the living demo (issue 14 §9): the director's portfolio, a coach's assigned
// startups, a founder's own startup with its metrics and coach's post; refused without sign-in, across tenants and
// for a role without STARTUPS:VIEW.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

const MAYA = 'maya.chen@lakeside.example'; // Admin
const HANNAH = 'hannah.schultz@lakeside.example'; // Coach of Tidepool, Greenleaf, Lumina Grid, Nestwise, Pulsewave
const AISHA = 'aisha.bello@lakeside.example'; // Cofounder of Tidepool
const TOMAS = 'tomas.novak@lakeside.example'; // Evaluator
const CLAIRE = 'claire.dubois@northstar.example'; // Admin of Northstar
const NORTH = 'northstar.localhost';

const PORTFOLIO = `query { portfolioDashboard {
  startupCount overdueTaskCount silentDays
  programs { id name startupCount }
  submissions { from to dueDate expected onTime late missing }
  silentStartups { id name lastUpdateAt silent }
  startups { id name lastUpdateAt silent }
  latestActivity { id startupId startupName kind authorName message createdAt }
} }`;
const FOUNDER = `query { founderDashboard {
  id name openPeriod { from to dueDate } metricsPeriod { from to dueDate }
  metrics { metricId name unitType value previous diff change }
  coachPost { id authorName message createdAt }
} }`;

interface Portfolio {
  startupCount: number;
  overdueTaskCount: number;
  programs: { name: string; startupCount: number }[];
  submissions: { from: string | null; expected: number; onTime: number; late: number; missing: number };
  silentStartups: { name: string; silent: boolean }[];
  startups: { name: string; lastUpdateAt: string | null }[];
  latestActivity: { startupName: string; kind: string; createdAt: string }[];
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({}, { seed: 'living' });
}, 240_000);
afterAll(async () => s?.close());

const portfolio = async (email: string, host?: string) => {
  const res = await s.gql<{ portfolioDashboard: Portfolio }>(PORTFOLIO, { token: await s.login(email, host), host });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.portfolioDashboard;
};

describe('portfolioDashboard', () => {
  it('requires authentication', async () => {
    const res = await s.gql(PORTFOLIO);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('gives the director the whole portfolio at a glance', async () => {
    const p = await portfolio(MAYA);
    expect(p.startupCount).toBe(12);
    expect(p.programs.length).toBe(4);
    expect(p.programs.reduce((n, x) => n + x.startupCount, 0)).toBeGreaterThanOrEqual(12);
    expect(p.submissions.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(p.submissions.expected).toBe(p.submissions.onTime + p.submissions.late + p.submissions.missing);
    expect(p.submissions.onTime).toBeGreaterThan(0);
    expect(p.submissions.missing).toBeGreaterThan(0);
    expect(p.overdueTaskCount).toBeGreaterThan(0);
    expect(p.silentStartups.length).toBeGreaterThan(0);
    expect(p.silentStartups.every((x) => x.silent)).toBe(true);
    expect(p.startups).toHaveLength(12);
    expect(p.latestActivity.length).toBeGreaterThan(0);
    const times = p.latestActivity.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(p.latestActivity.some((a) => a.kind === 'DATA_DUE')).toBe(false);
  });

  it('narrows a coach’s portfolio to the startups assigned to them', async () => {
    const p = await portfolio(HANNAH);
    const names = p.startups.map((x) => x.name).sort();
    expect(names).toEqual([
      'Greenleaf Robotics',
      'Lumina Grid',
      'Nestwise',
      'Pulsewave Diagnostics',
      'Tidepool Analytics',
    ]);
    expect(p.latestActivity.every((a) => names.includes(a.startupName))).toBe(true);
    expect(p.programs.every((x) => x.startupCount > 0)).toBe(true);
  });

  it('answers Northstar’s admin with Northstar’s portfolio only', async () => {
    const p = await portfolio(CLAIRE, NORTH);
    expect(p.startupCount).toBe(12);
    expect(p.startups.map((x) => x.name)).toContain('Aurora Biotech');
    expect(p.startups.map((x) => x.name)).not.toContain('Tidepool Analytics');
  });

  it('refuses another organisation’s token and a role without STARTUPS:VIEW', async () => {
    const north = await s.login(CLAIRE, NORTH);
    const across = await s.gql(PORTFOLIO, { token: north });
    expect(across.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
    const evaluator = await s.gql(PORTFOLIO, { token: await s.login(TOMAS) });
    expect(evaluator.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(evaluator.body.data).toBeNull();
  });
});

describe('founderDashboard', () => {
  it('shows a founder their startup’s latest metrics with their changes and the coach’s last post', async () => {
    const res = await s.gql<{
      founderDashboard: {
        name: string;
        metricsPeriod: { from: string } | null;
        metrics: { name: string; value: string | null; previous: string | null; change: number | null }[];
        coachPost: { authorName: string; message: string } | null;
      }[];
    }>(FOUNDER, { token: await s.login(AISHA) });
    expect(res.body.errors).toBeUndefined();
    const [tidepool, ...others] = res.body.data!.founderDashboard;
    expect(others).toHaveLength(0);
    expect(tidepool!.name).toBe('Tidepool Analytics');
    expect(tidepool!.metrics.map((m) => m.name)).toEqual([
      'Monthly revenue',
      'Monthly active users',
      'Paying customers',
      'Team size',
    ]);
    expect(tidepool!.metrics.every((m) => m.value != null && m.previous != null)).toBe(true);
    // Its team: Hannah (assigned to it) and Samuel (mentor of its Climate Tech Track).
    expect(['Hannah Schultz', 'Samuel Adeyemi']).toContain(tidepool!.coachPost?.authorName);
  });

  it('answers nothing to someone who is no founder, and refuses without sign-in', async () => {
    const res = await s.gql<{ founderDashboard: unknown[] }>(FOUNDER, { token: await s.login(MAYA) });
    expect(res.body.data!.founderDashboard).toEqual([]);
    const anonymous = await s.gql(FOUNDER);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});
