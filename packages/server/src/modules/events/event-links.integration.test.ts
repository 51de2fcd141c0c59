// An event's links to its material (issue 19, "attachments and links"): staff give titles and web addresses, in order;
// whoever sees the event reads them; a series' later dates get them with "apply to the later dates"; a link without a
// title, an address that is not http(s), or an eleventh link is refused with the shared rule's reason and nothing
// changes; founders cannot change them.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AISHA, PRIYA } from '../../../test/personas.ts';
import { incubatorEvents } from './events.schema.ts';
import { db, errorOf, gql, groupEvent, useEventsServer } from './events.fixture.ts';

useEventsServer();

const SET = `mutation($id: ID!, $links: [EventLinkInput!], $following: Boolean) {
  updateIncubatorEvent(id: $id, input: { links: $links }, following: $following) { _id links { title url } } }`;
const READ = `query($id: ID!) { incubatorEvent(id: $id) { links { title url } } }`;
const SLIDES = { title: 'Slides', url: 'https://example.org/slides.pdf' };
const READING = { title: 'Reading list', url: 'http://example.org/reading' };

const linksInDb = async (id: string) =>
  (await db().select({ links: incubatorEvents.links }).from(incubatorEvents).where(eq(incubatorEvents.id, id)))[0]!
    .links;

describe('an event’s links', () => {
  it('are saved in order, trimmed, and read by whoever sees the event', async () => {
    const event = await groupEvent({ title: 'Links workshop' });
    const saved = await gql<{ updateIncubatorEvent: { links: unknown[] } }>(PRIYA, SET, {
      id: event._id,
      links: [{ title: '  Slides ', url: ' https://example.org/slides.pdf ' }, READING],
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.updateIncubatorEvent.links).toEqual([SLIDES, READING]);
    const read = await gql<{ incubatorEvent: { links: unknown[] } }>(AISHA, READ, { id: event._id });
    expect(read.body.data!.incubatorEvent.links).toEqual([SLIDES, READING]);
    // Absent from an edit: kept. An empty list: removed.
    await gql(
      PRIYA,
      `mutation($id: ID!) { updateIncubatorEvent(id: $id, input: { title: "Links workshop 2" }) { _id } }`,
      {
        id: event._id,
      },
    );
    expect(await linksInDb(event._id)).toEqual([SLIDES, READING]);
    await gql(PRIYA, SET, { id: event._id, links: [] });
    expect(await linksInDb(event._id)).toEqual([]);
  });

  it('go to the later dates of a series when asked', async () => {
    const first = await groupEvent({
      title: 'Links series',
      startTime: '2027-06-07T08:00:00.000Z',
      endTime: '2027-06-07T09:00:00.000Z',
      recurrence: { frequency: 'WEEKLY', interval: 1, count: 3 },
    });
    const dates = (await db().select().from(incubatorEvents).where(eq(incubatorEvents.seriesId, first._id)))
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
      .map((r) => r.id);
    expect(dates).toHaveLength(3);
    const res = await gql(PRIYA, SET, { id: dates[1], links: [SLIDES], following: true });
    expect(res.body.errors).toBeUndefined();
    expect(await Promise.all(dates.map(linksInDb))).toEqual([[], [SLIDES], [SLIDES]]);
  });

  it('refuses a link without a title, an address that is not http(s) and an eleventh link, storing nothing', async () => {
    const event = await groupEvent({ title: 'Refused links' });
    await gql(PRIYA, SET, { id: event._id, links: [SLIDES] });
    for (const links of [
      [{ title: ' ', url: SLIDES.url }],
      [{ title: 'Script', url: 'javascript:alert(1)' }],
      [{ title: 'Mail', url: 'mailto:team@example.org' }],
      [{ title: 'x'.repeat(101), url: SLIDES.url }],
      Array.from({ length: 11 }, (_, i) => ({ title: `Link ${i}`, url: `https://example.org/${i}` })),
    ]) {
      const res = await gql(PRIYA, SET, { id: event._id, links });
      expect(errorOf(res as never), JSON.stringify(links).slice(0, 60)).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: 'badLinks',
      });
    }
    expect(await linksInDb(event._id)).toEqual([SLIDES]);
    const founder = await gql(AISHA, SET, { id: event._id, links: [READING] });
    expect(founder.body.errors).toBeDefined();
    expect(await linksInDb(event._id)).toEqual([SLIDES]);
  });
});
