// Event visibility by tags (issue 19 item 1): an event for the founders of startups tagged B2G is in Aisha's feed
// (Tidepool is B2G) and not Sofia's (Kinfolk is not), and publishing notifies only the first; an event for people
// tagged Alumni reaches Grace alone among them; a tag of the wrong kind or of another organisation is refused and
// nothing is stored. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AISHA, GRACE, PRIYA, SOFIA } from '../../../test/personas.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { tags } from '../taxonomy/taxonomy.schema.ts';
import { incubatorEvents } from './events.schema.ts';
import {
  CREATE,
  LIST,
  ONE,
  db,
  errorOf,
  gql,
  groupEvent,
  ids,
  notificationsOf,
  useEventsServer,
} from './events.fixture.ts';

useEventsServer();
const tag: Record<string, string> = {};
beforeAll(async () => {
  const [demo] = await db().select().from(incubators).where(eq(incubators.slug, 'demo'));
  for (const [kind, name] of [
    ['startup', 'B2G'],
    ['user', 'Alumni'],
  ] as const) {
    const [row] = await db()
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.incubatorId, demo!.id), eq(tags.kind, kind), eq(tags.name, name)));
    tag[name] = row!.id;
  }
  const [foreign] = await db().select({ id: tags.id }).from(tags).where(eq(tags.name, 'Deep tech'));
  tag.foreign = foreign!.id;
});

type List = { incubatorEvents: { results: { _id: string }[] } };
const feedOf = async (who: string, search: string) =>
  (await gql<List>(who, LIST, { tab: 'FEED', search })).body.data!.incubatorEvents.results.map((r) => r._id);

describe('event visibility by tags', () => {
  it('shows an event for tagged startups to their founders only, and tells only them', async () => {
    const e = await groupEvent({ title: 'Public sector pitch clinic', visibility: { startupTags: [tag.B2G] } });
    expect(e.visibility).toMatchObject({ startupTags: [tag.B2G], userTags: [] });
    expect(await feedOf(AISHA, 'Public sector pitch')).toEqual([e._id]);
    expect(await feedOf(SOFIA, 'Public sector pitch')).toEqual([]);
    expect(errorOf(await gql(SOFIA, ONE, { id: e._id })).code).toBe('NOT_FOUND');
    const told = (who: string) =>
      notificationsOf(ids[who]!, 'eventPublished').then((list) =>
        list.some((n) => n.message.includes('Public sector')),
      );
    expect(await told(AISHA)).toBe(true);
    expect(await told(SOFIA)).toBe(false);
  });

  it('shows an event for tagged people to them only', async () => {
    const e = await groupEvent({ title: 'Alumni dinner', visibility: { userTags: [tag.Alumni] } });
    expect(await feedOf(GRACE, 'Alumni dinner')).toEqual([e._id]);
    expect(await feedOf(AISHA, 'Alumni dinner')).toEqual([]);
  });

  it('refuses a tag of the wrong kind or of another organisation, storing nothing', async () => {
    const before = (await db().select().from(incubatorEvents)).length;
    for (const visibility of [{ userTags: [tag.B2G] }, { startupTags: [tag.foreign] }, { userTags: ['nope'] }]) {
      const res = await gql(PRIYA, CREATE, { input: { title: 'Refused', visibility } });
      expect(errorOf(res), JSON.stringify(visibility)).toMatchObject({ reason: 'badVisibility' });
    }
    expect((await db().select().from(incubatorEvents)).length).toBe(before);
  });
});
