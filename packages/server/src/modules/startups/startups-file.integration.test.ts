// Startup management on the real server (issue 7), continued: the startup file (staff, founders, another
// organisation), taxonomy (tags and industries) and the portfolio filters. Refusals change nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tags } from '../taxonomy/taxonomy.schema.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, PRIYA } from '../../../test/personas.ts';
import {
  codeOf,
  db,
  FILE,
  type File,
  gql,
  s,
  startupId,
  tokens,
  useStartupsServer,
} from './startups-management.fixture.ts';

useStartupsServer();

describe('the startup file', () => {
  it('shows staff the seeded header and company fields', async () => {
    const body = await gql<{ startup: File }>(PRIYA, `query($id: ID!) { startup(id: $id) { ${FILE} } }`, {
      id: startupId['Tidepool Analytics'],
    });
    expect(body.errors).toBeUndefined();
    const f = body.data!.startup;
    expect(f).toMatchObject({
      name: 'Tidepool Analytics',
      status: 'active',
      foundedYear: 2023,
      canManage: true,
      canEditProfile: true,
    });
    expect(f.tags.map((t) => t.name)).toEqual(['Hardware', 'B2G']); // in the list's order
    expect(f.industries.map((i) => i.name)).toEqual(['Climate', 'Water']);
    expect(f.people.map((p) => p.fullName)).toEqual(['Aisha Bello', 'Marco Rossi']);
    expect(f.staff.map((p) => p.fullName)).toEqual(['Hannah Schultz']);
  });

  it('lets a founder read their own file (profile editable, not managed) but not another startup’s', async () => {
    const own = (
      await gql<{ startup: File }>(AISHA, `query($id: ID!) { startup(id: $id) { ${FILE} } }`, {
        id: startupId['Tidepool Analytics'],
      })
    ).data!.startup;
    expect(own).toMatchObject({ canManage: false, canEditProfile: true });
    expect(
      codeOf(await gql(AISHA, `query($id: ID!) { startup(id: $id) { _id } }`, { id: startupId['Kinfolk Health'] })),
    ).toBe('FORBIDDEN');
  });

  it('refuses another organisation, an unknown id and the foreign token', async () => {
    expect(
      codeOf(
        await gql(CLAIRE, `query($id: ID!) { startup(id: $id) { name } }`, { id: startupId['Tidepool Analytics'] }),
      ),
    ).toBe('NOT_FOUND');
    expect(codeOf(await gql(MAYA, `query($id: ID!) { startup(id: $id) { name } }`, { id: 'nope' }))).toBe('NOT_FOUND');
    const foreign = await s.gql(`query($id: ID!) { startup(id: $id) { name } }`, {
      token: tokens[CLAIRE],
      variables: { id: startupId['Tidepool Analytics'] },
    });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('AUTHENTICATION_REQUIRED');
  });
});

describe('taxonomy and portfolio filters', () => {
  it('manages tags and industries with TAGS:EDIT / INDUSTRIES:EDIT, refusing duplicates and founders', async () => {
    const tag = await gql<{ createTag: { _id: string; color: string; category: string } }>(
      PRIYA,
      `mutation { createTag(input: { name: "Marketplace", category: marketing, color: "#ABCDEF" }) { _id color category } }`,
    );
    expect(tag.data!.createTag).toMatchObject({ color: '#abcdef', category: 'marketing' });
    expect(
      codeOf(await gql(PRIYA, `mutation { createTag(input: { name: "marketplace", category: sales }) { _id } }`)),
    ).toBe('CONFLICT');
    expect(
      codeOf(await gql(PRIYA, `mutation { createTag(input: { name: "Bad", category: sales, color: "red" }) { _id } }`)),
    ).toBe('VALIDATION_FAILED');
    expect(codeOf(await gql(AISHA, `mutation { createTag(input: { name: "Mine", category: sales }) { _id } }`))).toBe(
      'FORBIDDEN',
    );
    expect(
      codeOf(await gql(CLAIRE, `mutation($id: ID!) { deleteTag(id: $id) }`, { id: tag.data!.createTag._id })),
    ).toBe('NOT_FOUND');
    expect((await db().select().from(tags).where(eq(tags.id, tag.data!.createTag._id))).length).toBe(1);
    expect(
      (
        await gql<{ deleteTag: boolean }>(PRIYA, `mutation($id: ID!) { deleteTag(id: $id) }`, {
          id: tag.data!.createTag._id,
        })
      ).data!.deleteTag,
    ).toBe(true);

    const ind = await gql<{ createIndustry: { _id: string } }>(
      MAYA,
      `mutation { createIndustry(name: "Fintech") { _id } }`,
    );
    expect(ind.errors).toBeUndefined();
    expect(
      (
        await gql<{ updateIndustry: { name: string } }>(
          MAYA,
          `mutation($id: ID!) { updateIndustry(id: $id, name: "FinTech") { name } }`,
          { id: ind.data!.createIndustry._id },
        )
      ).data!.updateIndustry.name,
    ).toBe('FinTech');
    const list = (
      await gql<{ industries: { name: string; startupCount: number }[] }>(AISHA, `{ industries { name startupCount } }`)
    ).data!.industries;
    expect(list.find((i) => i.name === 'Climate')!.startupCount).toBe(2);
    expect(
      (await gql<{ industries: { name: string }[] }>(CLAIRE, `{ industries { name } }`)).data!.industries.map(
        (i) => i.name,
      ),
    ).toEqual(['Biotech', 'Logistics']);
  });

  it('edits a tag’s name, category and colour; refuses bad input, a taken name, a founder and another organisation', async () => {
    const UPDATE = `mutation($id: ID!, $input: TagInput!) { updateTag(id: $id, input: $input) { _id name category color } }`;
    const created = await gql<{ createTag: { _id: string } }>(
      PRIYA,
      `mutation { createTag(input: { name: "Robotics lab", category: development, color: "#112233" }) { _id } }`,
    );
    const other = await gql<{ createTag: { _id: string } }>(
      PRIYA,
      `mutation { createTag(input: { name: "Quantum lab", category: finance }) { _id } }`,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createTag._id;
    const stored = async () => (await db().select().from(tags).where(eq(tags.id, id)))[0]!;
    const edited = await gql<{ updateTag: { name: string; category: string; color: string } }>(PRIYA, UPDATE, {
      id,
      input: { name: ' Deep robotics ', category: 'sales', color: '#A1B2C3' },
    });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateTag).toMatchObject({ name: 'Deep robotics', category: 'sales', color: '#a1b2c3' });
    const refused = [
      [PRIYA, { name: '   ', category: 'sales' }, 'VALIDATION_FAILED'],
      [PRIYA, { name: 'x'.repeat(61), category: 'sales' }, 'VALIDATION_FAILED'],
      [PRIYA, { name: 'Fine', category: 'sales', color: 'blue' }, 'VALIDATION_FAILED'],
      [PRIYA, { name: 'quantum LAB', category: 'sales' }, 'CONFLICT'],
      [AISHA, { name: 'Mine', category: 'sales' }, 'FORBIDDEN'],
      [CLAIRE, { name: 'Theirs', category: 'sales' }, 'NOT_FOUND'],
    ] as const;
    for (const [who, input, code] of refused)
      expect(codeOf(await gql(who, UPDATE, { id, input })), `${who} ${JSON.stringify(input)}`).toBe(code);
    expect(codeOf(await gql(PRIYA, UPDATE, { id: 'not-a-uuid', input: { name: 'X', category: 'sales' } }))).toBe(
      'NOT_FOUND',
    );
    expect(await stored()).toMatchObject({ name: 'Deep robotics', category: 'sales', color: '#a1b2c3' });
    for (const t of [id, other.data!.createTag._id])
      await gql(PRIYA, `mutation($id: ID!) { deleteTag(id: $id) }`, { id: t });
  });

  it('filters the portfolio by tag, industry and status', async () => {
    const all = (
      await gql<{ tags: { _id: string; name: string }[]; industries: { _id: string; name: string }[] }>(
        PRIYA,
        `{ tags { _id name } industries { _id name } }`,
      )
    ).data!;
    const hardware = all.tags.find((t) => t.name === 'Hardware')!._id;
    const climate = all.industries.find((i) => i.name === 'Climate')!._id;
    const q = `query($t: ID, $i: ID, $s: StartupStatus) { startups(tagId: $t, industryId: $i, status: $s) { results { name tags { name } industries { name } } totalCount } }`;
    const byTag = (
      await gql<{ startups: { results: { name: string; tags: { name: string }[] }[] } }>(PRIYA, q, { t: hardware })
    ).data!.startups.results;
    expect(byTag.map((r) => r.name)).toEqual(['Greenleaf Robotics', 'Tidepool Analytics']);
    // A startup's tags come in the organisation's tag order (/setup/tags/startup), not by name.
    expect(byTag[0]!.tags.map((t) => t.name)).toEqual(['Hardware', 'Fundraising']);
    const saas = all.tags.find((t) => t.name === 'SaaS')!._id;
    expect(
      (await gql<{ startups: { results: { name: string }[] } }>(PRIYA, q, { t: saas, i: climate })).data!.startups
        .results,
    ).toEqual([]);
    expect(
      (await gql<{ startups: { results: { name: string }[] } }>(HANNAH, q, { i: climate })).data!.startups.results.map(
        (r) => r.name,
      ),
    ).toEqual(['Greenleaf Robotics', 'Tidepool Analytics']);
    // Another organisation's tag matches nothing here.
    const northTag = (await gql<{ tags: { _id: string }[] }>(CLAIRE, `{ tags { _id } }`)).data!.tags[0]!._id;
    expect((await gql<{ startups: { totalCount: number } }>(PRIYA, q, { t: northTag })).data!.startups.totalCount).toBe(
      0,
    );
    expect(
      (await gql<{ startups: { totalCount: number } }>(PRIYA, q, { s: 'archived' })).data!.startups.totalCount,
    ).toBe(0);
  });
});
