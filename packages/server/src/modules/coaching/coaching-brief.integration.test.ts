// The coach's pre-session brief with known data (issue 20, item 5): the last session's notes, an overdue task, the
// metrics submitted since the last session with their change arrows, a categorisation answer that changed, a pinned
// post and the latest comment — each linking to its source; founders do not get it, another tenant gets nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TenantDb } from '../../core/db/tenant-db.ts';
import { AISHA, CLAIRE, NORTHSTAR, PRIYA, SAMUEL } from '../../../test/personas.ts';
import { tasks } from '../tasks/tasks.schema.ts';
import { createSystemPost } from '../timeline/timeline.system.ts';
import { timelineComments, timelinePosts } from '../timeline/timeline.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { db, errorOf, gql, hoursAgo, ids, loggedSession, startupIds, useCoachingServer } from './coaching.fixture.ts';

useCoachingServer();

const BRIEF = `query($id: ID!) { coachBrief(sessionId: $id) {
  sessionId since startup { name }
  lastSession { _id name notes link }
  overdueTasks { _id name link }
  metrics { metricName { language value } value diff change useArrow link }
  categorizationChanges { key previous value link }
  pinnedPosts { _id excerpt link }
  lastComments { excerpt author { fullName } link } } }`;

interface Brief {
  since: string | null;
  startup: { name: string };
  lastSession: { _id: string; notes: string; link: string } | null;
  overdueTasks: { name: string; link: string }[];
  metrics: { metricName: { value: string }[]; value: string; diff: number; useArrow: boolean; link: string }[];
  categorizationChanges: { key: string; previous: string | null; value: string | null }[];
  pinnedPosts: { excerpt: string; link: string }[];
  lastComments: { excerpt: string; author: { fullName: string } | null }[];
}

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('the pre-session brief', () => {
  it('gathers what happened since the last session, each line linking to its source', async () => {
    const startupId = startupIds.Tidepool!;
    const [row] = await db()
      .select({ incubatorId: startups.incubatorId })
      .from(startups)
      .where(eq(startups.id, startupId));
    const tdb = new TenantDb(db(), row!.incubatorId);
    const last = await loggedSession({
      name: 'Go-to-market check-in',
      startTime: hoursAgo(2),
      endTime: hoursAgo(1),
      editor: 'Agreed: ship the self-serve plan; Aisha to draft the pricing page.',
    });
    // After the last session: a categorisation (changing one answer), metrics, an overdue task, a pin and a comment.
    const values = (live: 'yes' | 'no') => [
      { key: 'ServiceIsLive' as const, value: live },
      { key: 'HasFreeUsers' as const, value: 'yes' as const },
    ];
    await createSystemPost(tdb, {
      startupId,
      kind: 'CATEGORIZATION_UPDATE',
      payload: { categorizationId: crypto.randomUUID(), values: values('no'), skip: false },
    });
    await createSystemPost(tdb, {
      startupId,
      kind: 'CATEGORIZATION_UPDATE',
      payload: { categorizationId: crypto.randomUUID(), values: values('yes'), skip: false },
    });
    const dataPost = await createSystemPost(tdb, {
      startupId,
      kind: 'DATA_SUBMITTED',
      authorId: ids[AISHA],
      payload: {
        periodId: crypto.randomUUID(),
        dueDate: '2026-11-30',
        from: '2026-10-01',
        to: '2026-10-31',
        editedBy: null,
        data: [
          {
            metricDataId: crypto.randomUUID(),
            metricId: crypto.randomUUID(),
            metricName: [{ language: 'en', value: 'Brief test MRR' }],
            unitType: 'MONETARY',
            customUnitName: null,
            value: '12500',
            dateValue: null,
            isPoint0: false,
            metadata: { diff: 2500, change: 25, useArrow: true },
          },
        ],
      },
    });
    await db()
      .insert(tasks)
      .values({
        incubatorId: row!.incubatorId,
        name: 'Brief test: send the data room link',
        // Overdue the longest, so first in the brief whatever the demo's own tasks.
        dueDate: new Date(Date.now() - 400 * 86_400_000),
        startupId,
        createdById: ids[SAMUEL],
      });
    await db().update(timelinePosts).set({ isPinned: true }).where(eq(timelinePosts.id, dataPost));
    await db().insert(timelineComments).values({
      incubatorId: row!.incubatorId,
      postId: dataPost,
      authorId: ids[AISHA],
      message: 'MRR up thanks to the annual plan.',
    });

    const next = await loggedSession({ name: 'Monthly review', startTime: inHours(1), endTime: inHours(2) });
    const res = await gql<{ coachBrief: Brief }>(SAMUEL, BRIEF, { id: next._id });
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const brief = res.body.data!.coachBrief;
    expect(brief.startup.name).toBe('Tidepool Analytics');
    expect(brief.lastSession).toMatchObject({
      _id: last._id,
      notes: 'Agreed: ship the self-serve plan; Aisha to draft the pricing page.',
      link: `/coaching/session/${last._id}`,
    });
    expect(brief.since).toBe(new Date(last.sessionEndDateTime).toISOString());
    expect(brief.overdueTasks).toContainEqual({
      _id: expect.any(String),
      name: 'Brief test: send the data room link',
      link: `/startup/${startupId}/file/tasks`,
    });
    expect(brief.metrics).toContainEqual(
      expect.objectContaining({
        metricName: [{ language: 'en', value: 'Brief test MRR' }],
        value: '12500',
        diff: 2500,
        useArrow: true,
        link: `/startup/${startupId}/file/activities?post=${dataPost}`,
      }),
    );
    expect(brief.categorizationChanges).toEqual([
      expect.objectContaining({ key: 'ServiceIsLive', previous: 'no', value: 'yes' }),
    ]);
    expect(brief.pinnedPosts.map((p) => p.link)).toContain(`/startup/${startupId}/file/activities?post=${dataPost}`);
    expect(brief.lastComments[0]).toMatchObject({
      excerpt: 'MRR up thanks to the annual plan.',
      author: { fullName: 'Aisha Bello' },
    });

    // The same data, the same brief.
    const again = await gql<{ coachBrief: Brief }>(PRIYA, BRIEF, { id: next._id });
    expect(again.body.data!.coachBrief).toEqual(brief);
    // Not for the startup's own people, nor for another organisation.
    expect(errorOf(await gql(AISHA, BRIEF, { id: next._id })).code).toBe('NOT_FOUND');
    expect(errorOf(await gql(CLAIRE, BRIEF, { id: next._id }, NORTHSTAR.host)).code).toBe('NOT_FOUND');
  });
});
