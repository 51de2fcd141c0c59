// The profile's timeline tab (profileTimeline): a person's posts and the messages naming them, across the startups
// the caller may read and as the caller may read them there — a founder of another startup, or the person
// themselves, never sees a staff-only post; an adviser sees nothing of a startup outside their reach; keyset pages;
// another tenant's person is not found.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TIMELINE_PAGE_SIZE } from '@ascent/shared';
import { AISHA, CLAIRE, ELENA, HANNAH, MARCO, PRIYA, SOFIA } from '../../../test/personas.ts';
import { codeOf, gql, ids, NORTH, post, POST, type Post, s, startupId, useTimelineServer } from './timeline.fixture.ts';

useTimelineServer();

const PROFILE_FEED = `query($userId: ID!, $cursor: String) {
  profileTimeline(userId: $userId, cursor: $cursor) { next results { ${POST} } startups { postId startupId startupName } } }`;
type Page = { next: string | null; results: { startupId: string; startupName: string; post: Post }[] };
type Answer = {
  next: string | null;
  results: Post[];
  startups: { postId: string; startupId: string; startupName: string }[];
};

/** The page with each post beside its startup. */
async function profileFeed(who: string, userId: string, cursor: string | null = null): Promise<Page> {
  const res = await gql<{ profileTimeline: Answer }>(who, PROFILE_FEED, { userId, cursor });
  expect(res.body.errors, who).toBeUndefined();
  const { next, results, startups } = res.body.data!.profileTimeline;
  expect(startups.map((s) => s.postId)).toEqual(results.map((p) => p._id));
  return { next, results: results.map((post, i) => ({ ...startups[i]!, post })) };
}
const postIds = (page: Page) => page.results.map((r) => r.post._id);

describe('profile timeline', () => {
  it('requires authentication', async () => {
    expect(codeOf(await s.gql(PROFILE_FEED, { variables: { userId: ids[AISHA] } }))).toBe('AUTHENTICATION_REQUIRED');
  });

  it('shows what a founder posted and was named in; staff-only posts to the staff who reach the startup only', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const own = await post(AISHA, { startupId: tidepool, message: 'We shipped the beta to 40 pilot users.' });
    const praise = await post(PRIYA, { startupId: tidepool, message: 'Congratulations @Aisha Bello on the beta!' });
    const secret = await post(PRIYA, {
      startupId: tidepool,
      message: '@aisha bello needs help with hiring; keep an eye on it.',
      isPublic: false,
    });
    const other = await post(PRIYA, { startupId: tidepool, message: 'Office hours moved to Thursday.' });

    // A coach assigned to Tidepool: everything, newest first, each post on its startup and as its timeline shows it.
    const coach = await profileFeed(HANNAH, ids[AISHA]!);
    expect(postIds(coach).slice(0, 3)).toEqual([secret._id, praise._id, own._id]);
    expect(postIds(coach)).not.toContain(other._id);
    expect(coach.results[0]).toMatchObject({
      startupId: tidepool,
      startupName: 'Tidepool Analytics',
      post: { __typename: 'TimelineMessagePost', isPublic: false, canComment: true },
    });
    expect(coach.results.find((r) => r.post._id === own._id)?.post.createdBy?.fullName).toBe('Aisha Bello');

    // The founder herself and a founder of another startup: the public posts only.
    const self = await profileFeed(AISHA, ids[AISHA]!);
    expect(postIds(self)).toEqual(expect.arrayContaining([own._id, praise._id]));
    expect(postIds(self)).not.toContain(secret._id);
    expect(self.results.find((r) => r.post._id === own._id)?.post).toMatchObject({ canEdit: true, canDelete: true });
    const stranger = await profileFeed(SOFIA, ids[AISHA]!);
    expect(postIds(stranger)).not.toContain(secret._id);
    expect(stranger.results.every((r) => r.post.isPublic)).toBe(true);
    // An expert assigned to Kinfolk only reaches nothing of Tidepool.
    const expert = await profileFeed(ELENA, ids[AISHA]!);
    expect(expert.results.filter((r) => r.startupId === tidepool)).toEqual([]);
  });

  it('pages by cursor without gaps or repeats', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const made: string[] = [];
    for (let i = 0; i < TIMELINE_PAGE_SIZE + 5; i++)
      made.push((await post(MARCO, { startupId: tidepool, message: `Standup note ${i}` }))._id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await profileFeed(PRIYA, ids[MARCO]!, cursor);
      seen.push(...postIds(page));
      cursor = page.next;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(made));
    expect(seen.slice(0, 3)).toEqual(made.slice(-3).reverse());
  });

  it("answers the web app's own document, within the depth and cost limits", async () => {
    const file = readFileSync(
      new URL('../../../../web/src/modules/timeline/graphql/Timeline.graphql', import.meta.url),
      'utf8',
    );
    const fragments = file.slice(0, file.indexOf('query StartupEventTimeline'));
    const query = file.slice(file.indexOf('query ProfileTimeline'));
    const res = await gql<{ profileTimeline: { results: unknown[] } }>(HANNAH, fragments + query, {
      userId: ids[AISHA],
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.profileTimeline.results.length).toBeGreaterThan(0);
  });

  it('refuses bad input and another tenant', async () => {
    expect(codeOf(await gql(HANNAH, PROFILE_FEED, { userId: 'not-an-id' }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(HANNAH, PROFILE_FEED, { userId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await gql(HANNAH, PROFILE_FEED, { userId: ids[AISHA], cursor: 'garbage' }))).toBe(
      'VALIDATION_FAILED',
    );
    // Northstar's admin asking for a Lakeside founder: no such person in her organisation.
    expect(codeOf(await gql(CLAIRE, PROFILE_FEED, { userId: ids[AISHA] }, NORTH))).toBe('NOT_FOUND');
  });
});
