// The taxonomy on the real server (issue 17 item 2): tags of every kind — create, rename, merge, delete with its
// use count, order — user tags and skills on people, the three flags held on the server, and refusals (merging into
// itself or across kinds, a taken name, another organisation's ids, no permission) that change nothing.
import { TAG_KINDS } from '@ascent/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, PRIYA, SAMUEL } from '../../../test/personas.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { setFlag } from '../features/features.service.ts';
import { incubatorEvents } from '../events/events.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { tags, userTags } from './taxonomy.schema.ts';

const NORTH = 'northstar.localhost';
let s: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const db = () => s.running.services.database.db;
let lakeside: string;

async function gql<T = Record<string, unknown>>(who: string, query: string, variables: Record<string, unknown> = {}) {
  return (await s.gql<T>(query, { token: tokens[who], variables, host: who === CLAIRE ? NORTH : undefined })).body;
}
const codeOf = (b: { errors?: { extensions?: { code?: string } }[] }) => b.errors?.[0]?.extensions?.code;
const reasonOf = (b: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  b.errors?.[0]?.extensions?.reason as string | undefined;
type T = { _id: string; name: string; kind: string; position: number; useCount: number | null };
const TAG = '_id name kind position useCount';
const list = async (kind: string, who = PRIYA) =>
  (await gql<{ tags: T[] }>(who, `query($k: TagKind) { tags(kind: $k) { ${TAG} } }`, { k: kind })).data!.tags;
const create = async (kind: string, name: string, who = PRIYA) =>
  gql<{ createTag: T }>(who, `mutation($i: TagInput!) { createTag(input: $i) { ${TAG} } }`, { i: { name, kind } });
const flag = (name: 'lockedSkills' | 'editIndustries' | 'startupTaxonomyEditable', on: boolean) =>
  setFlag(new TenantDb(db(), lakeside), name, on);

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, PRIYA, HANNAH, AISHA, SAMUEL]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
  for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups)) ids[r.name] = r.id;
  lakeside = (await db().select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, 'demo')))[0]!.id;
}, 120_000);
afterAll(() => s?.close());

describe('tags of every kind', () => {
  it.each(TAG_KINDS)('creates, renames, orders, merges and deletes %s tags', async (kind) => {
    const a = await create(kind, `Alpha ${kind}`);
    const b = await create(kind, `Beta ${kind}`);
    expect(a.errors).toBeUndefined();
    expect(a.data!.createTag).toMatchObject({
      kind,
      useCount: kind === 'community' || kind === 'application' ? null : 0,
    });
    const [aId, bId] = [a.data!.createTag._id, b.data!.createTag._id];
    // A name is unique within its kind only: the same name in another kind is fine.
    expect(reasonOf(await create(kind, `alpha ${kind.toUpperCase()}`))).toBe('nameTaken');
    const renamed = await gql<{ updateTag: T }>(
      PRIYA,
      `mutation($id: ID!) { updateTag(id: $id, input: { name: "Gamma ${kind}" }) { ${TAG} } }`,
      { id: aId },
    );
    expect(renamed.data!.updateTag.name).toBe(`Gamma ${kind}`);
    const before = (await list(kind)).map((t) => t._id);
    const reversed = [...before].reverse();
    const order = await gql<{ reorderTags: T[] }>(
      PRIYA,
      `mutation($k: TagKind!, $ids: [ID!]!) { reorderTags(kind: $k, ids: $ids) { ${TAG} } }`,
      { k: kind, ids: reversed },
    );
    expect(order.data!.reorderTags.map((t) => t._id)).toEqual(reversed);
    expect(
      reasonOf(
        await gql(PRIYA, `mutation($k: TagKind!, $ids: [ID!]!) { reorderTags(kind: $k, ids: $ids) { _id } }`, {
          k: kind,
          ids: reversed.slice(1),
        }),
      ),
    ).toBe('orderMismatch');
    const merged = await gql<{ mergeTags: T }>(
      PRIYA,
      `mutation($a: ID!, $b: ID!) { mergeTags(sourceId: $a, targetId: $b) { ${TAG} } }`,
      { a: aId, b: bId },
    );
    expect(merged.data!.mergeTags._id).toBe(bId);
    expect((await db().select().from(tags).where(eq(tags.id, aId))).length).toBe(0);
    expect(await gql(PRIYA, `mutation($id: ID!) { deleteTag(id: $id) }`, { id: bId })).toMatchObject({
      data: { deleteTag: true },
    });
  });

  it('merges a startup tag: every startup moves to the target, once', async () => {
    const all = await list('startup');
    const hardware = all.find((t) => t.name === 'Hardware')!;
    const saas = all.find((t) => t.name === 'SaaS')!;
    const extra = (await create('startup', 'Hardware again')).data!.createTag;
    const setTags = `mutation($id: ID!, $t: [ID!]) { updateStartup(id: $id, input: { tagIds: $t }) { tags { name } } }`;
    await gql(PRIYA, setTags, { id: ids['Tidepool Analytics'], t: [hardware._id, extra._id] });
    await gql(PRIYA, setTags, { id: ids['Kinfolk Health'], t: [extra._id, saas._id] });
    const before = hardware.useCount!;
    const merged = await gql<{ mergeTags: T }>(
      PRIYA,
      `mutation($a: ID!, $b: ID!) { mergeTags(sourceId: $a, targetId: $b) { ${TAG} } }`,
      { a: extra._id, b: hardware._id },
    );
    expect(merged.errors).toBeUndefined();
    expect(merged.data!.mergeTags.useCount).toBe(before + 1);
  });

  it('carries renames, merges and deletes of topics to the events naming them', async () => {
    const at = new Date('2026-03-02T10:00:00Z');
    const event = (title: string, topics: string[]) => ({
      incubatorId: lakeside,
      eventType: 'GROUP_GENERAL',
      title,
      topics,
      startTime: at,
      endTime: at,
      timezone: 'UTC',
    });
    await db()
      .insert(incubatorEvents)
      .values([event('Pitch clinic', ['Pitching', 'Sales']), event('Demo rehearsal', ['pitching'])]);
    const topics = await list('topic');
    const pitching = topics.find((t) => t.name === 'Pitching')!;
    const sales = topics.find((t) => t.name === 'Sales')!;
    expect(pitching.useCount).toBeGreaterThan(0);
    const events = async (name: string) =>
      (await db().select({ topics: incubatorEvents.topics }).from(incubatorEvents)).filter((e) =>
        e.topics.includes(name),
      ).length;
    expect(pitching.useCount).toBe(2); // names match case-insensitively
    await gql(PRIYA, `mutation($id: ID!) { updateTag(id: $id, input: { name: "Pitch practice" }) { _id } }`, {
      id: pitching._id,
    });
    expect(await events('Pitching')).toBe(0);
    expect(await events('Pitch practice')).toBe(2);
    // Merging Sales into it: the clinic names it once.
    await gql(PRIYA, `mutation($a: ID!, $b: ID!) { mergeTags(sourceId: $a, targetId: $b) { _id } }`, {
      a: sales._id,
      b: pitching._id,
    });
    const clinic = await db()
      .select({ topics: incubatorEvents.topics })
      .from(incubatorEvents)
      .where(eq(incubatorEvents.title, 'Pitch clinic'));
    expect(clinic[0]!.topics).toEqual(['Pitch practice']);
    await gql(PRIYA, `mutation($id: ID!) { deleteTag(id: $id) }`, { id: pitching._id });
    expect(await events('Pitch practice')).toBe(0);
  });

  it('learns the topics and tags an event editor types that it does not know yet, once, whatever their case', async () => {
    await create('topic', 'Fundraising');
    const made = await gql<{ createIncubatorEvent: { _id: string } }>(
      PRIYA,
      `mutation { createIncubatorEvent(input: { title: "Investor office hours" }) { _id } }`,
    );
    const id = made.data!.createIncubatorEvent._id;
    const update = (topics: string[], tags: string[]) =>
      gql(
        PRIYA,
        `mutation($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(id: $id, input: $input) { _id } }`,
        { id, input: { topics, tags } },
      );
    expect((await update(['fundraising', 'Term sheets'], ['Hybrid'])).errors).toBeUndefined();
    await vi.waitFor(async () => expect((await list('topic')).map((t) => t.name)).toContain('Term sheets'), 10_000);
    await vi.waitFor(async () => expect((await list('event')).map((t) => t.name)).toContain('Hybrid'), 10_000);
    // Known names (here in another case) are not added again; a later edit adds only what is new.
    expect((await update(['TERM SHEETS', 'Fundraising', 'Cap tables'], ['hybrid'])).errors).toBeUndefined();
    await vi.waitFor(async () => expect((await list('topic')).map((t) => t.name)).toContain('Cap tables'), 10_000);
    const topics = (await list('topic')).map((t) => t.name.toLowerCase());
    for (const name of ['fundraising', 'term sheets', 'cap tables'])
      expect(
        topics.filter((n) => n === name),
        name,
      ).toHaveLength(1);
    expect((await list('event')).filter((t) => t.name.toLowerCase() === 'hybrid')).toHaveLength(1);
    // The taxonomy counts the event under its topics.
    expect((await list('topic')).find((t) => t.name === 'Term sheets')!.useCount).toBe(1);
  });

  it('refuses merging into itself or another kind, other organisations and callers without TAGS:EDIT', async () => {
    const skill = (await create('mentortag', 'Negotiation')).data!.createTag;
    const tag = (await create('user', 'Negotiation')).data!.createTag;
    const MERGE = `mutation($a: ID!, $b: ID!) { mergeTags(sourceId: $a, targetId: $b) { _id } }`;
    expect(reasonOf(await gql(PRIYA, MERGE, { a: skill._id, b: skill._id }))).toBe('mergeIntoItself');
    expect(reasonOf(await gql(PRIYA, MERGE, { a: skill._id, b: tag._id }))).toBe('mergeOtherKind');
    expect(codeOf(await gql(CLAIRE, MERGE, { a: skill._id, b: tag._id }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(CLAIRE, `mutation($id: ID!) { deleteTag(id: $id) }`, { id: skill._id }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(AISHA, MERGE, { a: skill._id, b: tag._id }))).toBe('FORBIDDEN');
    expect(codeOf(await create('topic', 'Mine', AISHA))).toBe('FORBIDDEN');
    expect((await db().select().from(tags).where(eq(tags.id, skill._id))).length).toBe(1);
    expect((await list('mentortag', CLAIRE)).some((t) => t._id === skill._id)).toBe(false);
  });
});

describe('skills and user tags on people', () => {
  const SET = `mutation($u: ID!, $k: TagKind!, $t: [ID!]!) { setUserTags(userId: $u, kind: $k, tagIds: $t) { _id name kind } }`;
  const USER_TAGS = `query($u: ID!) { userTags(userId: $u) { _id name kind } }`;

  it('lets an admin tag a mentor with a skill, seen by everyone of the organisation', async () => {
    const skill = (await create('mentortag', 'Board governance')).data!.createTag;
    const set = await gql<{ setUserTags: T[] }>(MAYA, SET, { u: ids[SAMUEL], k: 'mentortag', t: [skill._id] });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setUserTags.filter((t) => t.kind === 'mentortag').map((t) => t.name)).toEqual([
      'Board governance',
    ]);
    const seen = (await gql<{ userTags: T[] }>(AISHA, USER_TAGS, { u: ids[SAMUEL] })).data!.userTags;
    expect(seen.some((t) => t._id === skill._id)).toBe(true);
    expect((await list('mentortag')).find((t) => t._id === skill._id)!.useCount).toBe(1);
  });

  it('refuses a tag of another kind, another organisation’s person, and founders tagging others', async () => {
    const startupTag = (await list('startup'))[0]!;
    const skill = (await list('mentortag'))[0]!;
    expect(reasonOf(await gql(MAYA, SET, { u: ids[SAMUEL], k: 'mentortag', t: [startupTag._id] }))).toBe('wrongKind');
    expect(reasonOf(await gql(MAYA, SET, { u: ids[SAMUEL], k: 'startup', t: [] }))).toBe('wrongKind');
    expect(reasonOf(await gql(MAYA, SET, { u: ids[CLAIRE], k: 'mentortag', t: [skill._id] }))).toBe('unknownUser');
    expect(reasonOf(await gql(CLAIRE, SET, { u: ids[CLAIRE], k: 'mentortag', t: [skill._id] }))).toBe('wrongKind');
    expect(reasonOf(await gql(AISHA, SET, { u: ids[SAMUEL], k: 'mentortag', t: [] }))).toBe('notYours');
    expect(reasonOf(await gql(AISHA, SET, { u: ids[AISHA], k: 'user', t: [] }))).toBe('notYours');
  });

  it('lets a person set their own skills unless lockedSkills is on', async () => {
    const skill = (await list('mentortag'))[0]!;
    const own = await gql<{ setUserTags: T[] }>(HANNAH, SET, { u: ids[HANNAH], k: 'mentortag', t: [skill._id] });
    expect(own.errors).toBeUndefined();
    await flag('lockedSkills', true);
    try {
      expect(reasonOf(await gql(HANNAH, SET, { u: ids[HANNAH], k: 'mentortag', t: [] }))).toBe('skillsLocked');
      const kept = (await db().select().from(userTags).where(eq(userTags.userId, ids[HANNAH]!))).map((r) => r.tagId);
      expect(kept).toContain(skill._id);
      // The programme team still sets them.
      expect((await gql(MAYA, SET, { u: ids[HANNAH], k: 'mentortag', t: [skill._id] })).errors).toBeUndefined();
    } finally {
      await flag('lockedSkills', false);
    }
  });
});

describe('industries and the flags', () => {
  it('merges and orders industries; refuses all of it with editIndustries off', async () => {
    const Q = `{ industries { _id name position startupCount } }`;
    type I = { _id: string; name: string; startupCount: number };
    const all = (await gql<{ industries: I[] }>(MAYA, Q)).data!.industries;
    const climate = all.find((i) => i.name === 'Climate')!;
    const water = all.find((i) => i.name === 'Water')!;
    const MERGE = `mutation($a: ID!, $b: ID!) { mergeIndustries(sourceId: $a, targetId: $b) { name startupCount } }`;
    expect(reasonOf(await gql(MAYA, MERGE, { a: water._id, b: water._id }))).toBe('mergeIntoItself');
    expect(codeOf(await gql(CLAIRE, MERGE, { a: water._id, b: climate._id }))).toBe('NOT_FOUND');
    await flag('editIndustries', false);
    try {
      expect(codeOf(await gql(MAYA, MERGE, { a: water._id, b: climate._id }))).toBe('FEATURE_DISABLED');
      expect(codeOf(await gql(MAYA, `mutation { createIndustry(name: "Space") { _id } }`))).toBe('FEATURE_DISABLED');
    } finally {
      await flag('editIndustries', true);
    }
    const merged = await gql<{ mergeIndustries: I }>(MAYA, MERGE, { a: water._id, b: climate._id });
    expect(merged.errors).toBeUndefined();
    const after = (await gql<{ industries: I[] }>(MAYA, Q)).data!.industries;
    expect(after.some((i) => i._id === water._id)).toBe(false);
    const reversed = after.map((i) => i._id).reverse();
    const order = await gql<{ reorderIndustries: { _id: string }[] }>(
      MAYA,
      `mutation($ids: [ID!]!) { reorderIndustries(ids: $ids) { _id } }`,
      { ids: reversed },
    );
    expect(order.data!.reorderIndustries.map((i) => i._id)).toEqual(reversed);
  });

  it('lets a founder set their startup’s tags only with startupTaxonomyEditable on', async () => {
    const tag = (await list('startup'))[0]!;
    const SET = `mutation($id: ID!, $t: [ID!]) { updateStartup(id: $id, input: { tagIds: $t }) { tags { _id } } }`;
    const vars = { id: ids['Tidepool Analytics'], t: [tag._id] };
    await flag('startupTaxonomyEditable', false);
    expect(codeOf(await gql(AISHA, SET, vars))).toBe('FORBIDDEN');
    await flag('startupTaxonomyEditable', true);
    const done = await gql<{ updateStartup: { tags: { _id: string }[] } }>(AISHA, SET, vars);
    expect(done.errors).toBeUndefined();
    expect(done.data!.updateStartup.tags.map((t) => t._id)).toEqual([tag._id]);
    // A tag of another kind is never a startup's.
    const skill = (await list('mentortag'))[0]!;
    expect(codeOf(await gql(PRIYA, SET, { ...vars, t: [skill._id] }))).toBe('VALIDATION_FAILED');
  });
});
