// Global search on the real server: what each caller may see, the query rules, the tenant boundary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { roles, users } from '../users/users.schema.ts';
import { AISHA, CLAIRE, MAYA, PRIYA, TOMAS } from '../../../test/personas.ts';

const NORTH = 'northstar.localhost';

const SEARCH = `query($query: String!, $first: Int) { search(query: $query, first: $first) {
  people { _id fullName headline avatar roleLabel } startups { _id name } tasks { _id name dueDate } pages { path title } } }`;

type Results = {
  people: { _id: string; fullName: string; headline: string | null; avatar: string | null; roleLabel: string }[];
  startups: { _id: string; name: string }[];
  tasks: { _id: string; name: string; dueDate: string }[];
  pages: { path: string; title: string }[];
};

let s: TestServer;
const tokens: Record<string, string> = {};

async function search(who: string, query: string, first?: number, host?: string) {
  const res = await s.gql<{ search: Results }>(SEARCH, { token: tokens[who], variables: { query, first }, host });
  return res.body;
}

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, PRIYA, AISHA, TOMAS]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('search', () => {
  it('requires authentication', async () => {
    const res = await s.gql(SEARCH, { variables: { query: 'tidepool' } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('finds people, startups and pages for an admin, accent- and case-insensitively', async () => {
    const body = await search(MAYA, 'GARCIA');
    expect(body.errors).toBeUndefined();
    expect(body.data!.search.people.map((p) => p.fullName)).toContain('Elena García');
    const startups = (await search(MAYA, 'tidepool')).data!.search.startups;
    expect(startups.map((x) => x.name)).toEqual(['Tidepool Analytics']);
    const pages = (await search(MAYA, 'roles')).data!.search.pages;
    expect(pages).toContainEqual({ path: '/admin/configuration/roles', title: 'routes.settingsRoles' });
    const aisha = (await search(MAYA, 'aisha')).data!.search.people[0];
    expect(aisha).toMatchObject({ fullName: 'Aisha Bello', headline: 'CEO, Tidepool Analytics' });
  });

  it('lets a founder find their own startup but not another one, and no admin pages', async () => {
    expect((await search(AISHA, 'tidepool')).data!.search.startups.map((x) => x.name)).toEqual(['Tidepool Analytics']);
    expect((await search(AISHA, 'kinfolk')).data!.search.startups).toEqual([]);
    expect((await search(AISHA, 'roles')).data!.search.pages).toEqual([]);
    expect((await search(AISHA, 'tasks')).data!.search.pages.map((p) => p.path)).toContain('/tasks');
  });

  it('finds only the tasks the caller may see', async () => {
    const db = s.running.services.database.db;
    const [priya] = await db.select({ id: users.id }).from(users).where(eq(users.email, PRIYA));
    const created = await s.gql<{ createTask: { _id: string } }>(
      `mutation($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!) { createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id } }`,
      {
        token: tokens[MAYA],
        variables: {
          name: 'Zebrafish quarterly review',
          dueDate: new Date(Date.now() + 86_400_000).toISOString(),
          assignees: [{ type: 'user', value: priya!.id }],
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createTask._id;
    expect((await search(MAYA, 'zebrafish')).data!.search.tasks.map((t) => t._id)).toEqual([id]);
    expect((await search(AISHA, 'zebrafish')).data!.search.tasks).toEqual([]);
  });

  it('shows a user whose role visibility is own only themselves, and user_roles only the listed roles', async () => {
    const db = s.running.services.database.db;
    const [demo] = await db.select().from(incubators).where(eq(incubators.slug, 'demo'));
    const [priya] = await db
      .select()
      .from(users)
      .where(and(eq(users.incubatorId, demo!.id), eq(users.email, PRIYA)));
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.incubatorId, demo!.id), eq(roles.id, priya!.roleId)));
    const before = (await search(PRIYA, 'maya')).data!.search.people;
    expect(before.map((p) => p.fullName)).toContain('Maya Chen');
    await db
      .update(roles)
      .set({ userAccess: { roles: [], visibilitySettings: 'own' } })
      .where(and(eq(roles.incubatorId, demo!.id), eq(roles.id, role!.id)));
    try {
      expect((await search(PRIYA, 'maya')).data!.search.people).toEqual([]);
      expect((await search(PRIYA, 'priya')).data!.search.people.map((p) => p.fullName)).toEqual(['Priya Raman']);
      // user_roles with a list: only the people of those role types.
      await db
        .update(roles)
        .set({ userAccess: { roles: ['Cofounder'], visibilitySettings: 'user_roles' } })
        .where(and(eq(roles.incubatorId, demo!.id), eq(roles.id, role!.id)));
      expect((await search(PRIYA, 'maya')).data!.search.people).toEqual([]);
      expect((await search(PRIYA, 'aisha')).data!.search.people.map((p) => p.roleLabel)).toEqual(['Co/Founder']);
    } finally {
      await db
        .update(roles)
        .set({ userAccess: role!.userAccess })
        .where(and(eq(roles.incubatorId, demo!.id), eq(roles.id, role!.id)));
    }
  });

  it('never shows another tenant’s records', async () => {
    for (const q of ['aurora', 'becker', 'polaris']) {
      const r = (await search(MAYA, q)).data!.search;
      expect([...r.people, ...r.startups, ...r.tasks]).toEqual([]);
    }
    const north = (await search(CLAIRE, 'aurora', undefined, NORTH)).data!.search;
    expect(north.startups.map((x) => x.name)).toEqual(['Aurora Biotech']);
    const lake = (await search(CLAIRE, 'tidepool', undefined, NORTH)).data!.search;
    expect([...lake.people, ...lake.startups, ...lake.tasks]).toEqual([]);
  });

  it('answers nothing for a query under two characters, refuses one over 100', async () => {
    expect((await search(MAYA, ' a ')).data!.search).toEqual({ people: [], startups: [], tasks: [], pages: [] });
    const long = await search(MAYA, 'x'.repeat(101));
    expect(long.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const badFirst = await search(MAYA, 'tidepool', 0);
    expect(badFirst.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses control characters with a typed error, never a server error', async () => {
    // NUL never reaches the search: the platform's input guard refuses it for every operation.
    expect((await search(MAYA, 'tide\u0000pool')).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    for (const q of ['tide\tpool', 'tide\npool', '\u0085ab', 'ab\u007f']) {
      const r = await search(MAYA, q);
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(q)).toBe('VALIDATION_FAILED');
      expect(r.errors?.[0]?.message).toContain('control characters');
    }
  });

  it('offers as pages only what the navigation offers: no startups list for an evaluator, whose data it could not load', async () => {
    const admin = (await search(MAYA, 'startups')).data!.search.pages.map((p) => p.path);
    expect(admin).toContain('/startups');
    const evaluator = (await search(TOMAS, 'startups')).data!.search;
    expect(evaluator.pages.map((p) => p.path)).toEqual([]);
    const sidebar = await s.gql<{ setUp: { sidebarV2: { path: string | null }[] } }>(
      '{ setUp { sidebarV2 { path } } }',
      { token: tokens[TOMAS] },
    );
    expect(sidebar.body.data!.setUp.sidebarV2.map((i) => i.path)).not.toContain('/startups');
  });

  it('takes LIKE wildcards literally', async () => {
    for (const q of ['%%', '__', 'a%e', '\\\\']) {
      const r = (await search(MAYA, q)).data!.search;
      expect([...r.people, ...r.startups, ...r.tasks, ...r.pages]).toEqual([]);
    }
  });
});
