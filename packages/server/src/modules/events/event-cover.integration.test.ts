// An event's cover (issue 19): whoever may change the event uploads an image for it (reference "event") and sets it;
// the answer carries a signed address an <img> loads; a series' later dates get it too; a founder, an event the
// uploader may not change, another event's image or a non-image are refused and nothing changes.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG, multipart } from '../../../test/multipart.ts';
import { AISHA, HANNAH, PRIYA } from '../../../test/personas.ts';
import { incubatorEvents } from './events.schema.ts';
import { db, errorOf, gql, groupEvent, s, tokens, useEventsServer } from './events.fixture.ts';

useEventsServer();

const SET = `mutation($id: ID!, $a: ID) { setEventCover(id: $id, attachmentId: $a) { _id cover } }`;
const upload = (who: string, eventId: string, file = { name: 'cover.png', bytes: PNG }) => {
  const m = multipart(file, { referenceType: 'event', referenceId: eventId });
  return s.http({
    method: 'POST',
    path: '/api/attachment/upload',
    headers: { 'content-type': m.contentType, authorization: `Bearer ${tokens[who]}` },
    body: m.body,
  });
};
const coversOf = async (ids: string[]) => {
  const rows = await db().select().from(incubatorEvents);
  return ids.map((id) => rows.find((r) => r.id === id)!.cover);
};
const code = (res: { body: unknown }) =>
  (res.body as { error?: { code?: string } }).error?.code ?? errorOf(res as never).code;

describe('an event cover', () => {
  it('is uploaded for the event, set on it and its later dates, answered signed, and removed', async () => {
    const first = await groupEvent({
      title: 'Cover series',
      startTime: '2027-05-03T08:00:00.000Z',
      endTime: '2027-05-03T09:00:00.000Z',
      recurrence: { frequency: 'WEEKLY', interval: 1, count: 3 },
    });
    const dates = (await db().select().from(incubatorEvents).where(eq(incubatorEvents.seriesId, first._id)))
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
      .map((r) => r.id);
    const up = await upload(PRIYA, dates[1]!);
    expect(up.status, up.text).toBe(201);
    const att = up.body as { id: string };
    const set = await gql<{ setEventCover: { cover: string } }>(PRIYA, SET, { id: dates[1], a: att.id });
    expect(set.body.errors, JSON.stringify(set.body.errors)).toBeUndefined();
    const url = set.body.data!.setEventCover.cover;
    expect(url).toMatch(new RegExp(`^/api/attachments/${att.id}/file\\?exp=\\d+&sig=`));
    expect((await s.http({ path: url, host: 'demo.localhost' })).status).toBe(200);
    const stored = `/api/attachments/${att.id}/file`;
    expect(await coversOf(dates)).toEqual([null, stored, stored]);
    // A founder who sees the event reads the same signed cover.
    const seen = await gql<{ incubatorEvent: { cover: string } }>(
      AISHA,
      `query($id: ID!) { incubatorEvent(id: $id) { cover } }`,
      {
        id: dates[2],
      },
    );
    expect(seen.body.data!.incubatorEvent.cover).toMatch(/\?exp=\d+&sig=/);
    const cleared = await gql<{ setEventCover: { cover: string | null } }>(PRIYA, SET, { id: dates[1], a: null });
    expect(cleared.body.data!.setEventCover.cover).toBeNull();
    expect(await coversOf(dates)).toEqual([null, null, null]);
  });

  it("refuses a founder, someone who may not change the event, another event's image and a non-image", async () => {
    const mine = await groupEvent({ title: 'Cover refusals' });
    const other = await groupEvent({ title: 'Another event' });
    expect(code(await upload(AISHA, mine._id))).toBe('FORBIDDEN');
    const att = (await upload(PRIYA, mine._id)).body as { id: string };
    expect(errorOf(await gql(AISHA, SET, { id: mine._id, a: att.id })).code).toBe('FORBIDDEN');
    expect(errorOf(await gql(HANNAH, SET, { id: mine._id, a: att.id })).code).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect(errorOf(await gql(PRIYA, SET, { id: other._id, a: att.id })).code).toBe('NOT_FOUND');
    const text = await upload(PRIYA, mine._id, { name: 'notes.txt', bytes: Buffer.from('hello') });
    expect(text.status).toBe(201);
    const refused = await gql(PRIYA, SET, { id: mine._id, a: (text.body as { id: string }).id });
    expect(errorOf(refused).code).toBe('VALIDATION_FAILED');
    expect(await coversOf([mine._id, other._id])).toEqual([null, null]);
  });
});
