// The coach's pre-session brief (issue 20, item 5): one screen built from the startup's own data since its last
// session — that session's notes, tasks overdue, metrics submitted with their change arrows, categorisation answers
// that changed, pinned posts and the latest comments. Deterministic: plain reads of the owning modules' public
// functions and tables, ordered by time then id; no outside service. Every line carries the link to its source.
import { and, asc, eq, lt } from 'drizzle-orm';
import type { CategorizationPayload, DataSubmittedPayload } from '@ascent/shared';
import type { CoachBrief, CoachBriefCategorizationChange } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { startupsAmong } from '../assignments/assignments.public.ts';
import { tasks } from '../tasks/tasks.tables.ts';
import { readerLanguage, taskNameIn } from '../tasks/tasks.public.ts';
import { latestComments, pinnedPosts, postsOfKinds } from '../timeline/timeline.public.ts';
import { viewerOf } from './coaching.access.ts';
import { coachingError } from './coaching.input.ts';
import { peopleByIds, sessionUrl } from './coaching.presenter.ts';
import { heldSessionsOf } from './coaching.repository.ts';
import { visibleSession } from './coaching.service.ts';

const LIMIT = 10;
/** Without an earlier session, the brief looks back this far. */
const DEFAULT_WINDOW_MS = 90 * 86_400_000;
const excerpt = (text: string) => (text.length > 280 ? `${text.slice(0, 279)}…` : text);

export async function coachBrief(scope: SignedIn, sessionId: string): Promise<CoachBrief> {
  const viewer = await viewerOf(scope);
  const { row, rights } = await visibleSession(scope, viewer, sessionId);
  // The brief is the team's: the startup's own people do not get a file on themselves.
  if (viewer.founderSide || !(rights.isCoach || rights.canEditNotes || viewer.staffTeam))
    throw coachingError('notFound');
  const { tdb } = scope;
  const startupId = row.startupId;
  const activity = `/startup/${startupId}/file/activities`;
  const [last] = await heldSessionsOf(tdb, startupId, row.startTime, 1);
  const since = last ? last.endTime : new Date(row.startTime.getTime() - DEFAULT_WINDOW_MS);
  const now = new Date();

  const [startup] = await startupsAmong(tdb, [startupId]);
  const overdue = await tdb
    .select({
      id: tasks.id,
      name: tasks.name,
      nameKey: tasks.nameKey,
      nameParams: tasks.nameParams,
      dueDate: tasks.dueDate,
    })
    .from(tasks)
    .where(
      tdb.where(
        tasks,
        and(eq(tasks.startupId, startupId), eq(tasks.completionStatus, 'PENDING'), lt(tasks.dueDate, now)),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id))
    .limit(LIMIT);

  // Since the last session; when nothing came since, the latest submission (its date says how old it is).
  let submitted = await postsOfKinds(tdb, startupId, ['DATA_SUBMITTED'], since, LIMIT);
  if (submitted.length === 0) submitted = await postsOfKinds(tdb, startupId, ['DATA_SUBMITTED'], null, 1);
  const metrics = submitted.flatMap((post) => {
    const p = post.payload as DataSubmittedPayload;
    return (p.data ?? []).map((d) => ({
      metricName: d.metricName.map((l) => ({ language: l.language, value: l.value })),
      unitType: d.unitType,
      unit: d.customUnitName,
      value: d.value,
      from: p.from,
      to: p.to,
      diff: d.metadata.diff,
      change: d.metadata.change,
      useArrow: d.metadata.useArrow,
      submittedAt: post.createdAt.toISOString(),
      link: `${activity}?post=${post.id}`,
    }));
  });

  // Changes: each answer set against the one before it (the one before the window included, to see the first change).
  const answers = await postsOfKinds(tdb, startupId, ['CATEGORIZATION_UPDATE'], null, LIMIT + 1);
  const categorizationChanges: CoachBriefCategorizationChange[] = [];
  for (let i = 0; i < answers.length - 1; i++) {
    const post = answers[i]!;
    if (post.createdAt < since) break;
    const after = new Map((post.payload as CategorizationPayload).values.map((v) => [v.key, v.value ?? null]));
    const before = new Map(
      (answers[i + 1]!.payload as CategorizationPayload).values.map((v) => [v.key, v.value ?? null]),
    );
    for (const [key, value] of [...after].sort(([a], [b]) => a.localeCompare(b)))
      if ((before.get(key) ?? null) !== value)
        categorizationChanges.push({
          key,
          previous: before.get(key) ?? null,
          value,
          changedAt: post.createdAt.toISOString(),
          link: `${activity}?post=${post.id}`,
        });
  }

  const [pinned, comments] = await Promise.all([pinnedPosts(tdb, startupId, 5), latestComments(tdb, startupId, 5)]);
  const authors = await peopleByIds(
    tdb,
    comments.flatMap((c) => (c.authorId ? [c.authorId] : [])),
  );

  return {
    sessionId: row.id,
    startup: { _id: startupId, name: startup?.name ?? '' },
    since: last ? since.toISOString() : null,
    lastSession: last
      ? {
          _id: last.id,
          name: last.name,
          date: last.startTime.toISOString(),
          topics: last.topics,
          notes: last.notes,
          link: sessionUrl(last.id),
        }
      : null,
    overdueTasks: overdue.map((t) => ({
      _id: t.id,
      name: taskNameIn(readerLanguage(scope.user, scope.tenant), t),
      dueDate: t.dueDate.toISOString(),
      link: `/startup/${startupId}/file/tasks`,
    })),
    metrics,
    categorizationChanges,
    pinnedPosts: pinned.map((p) => ({
      _id: p.id,
      kind: p.kind,
      excerpt: excerpt(p.message),
      createdAt: p.createdAt.toISOString(),
      link: `${activity}?post=${p.id}`,
    })),
    lastComments: comments.map((c) => ({
      _id: c.id,
      author: (c.authorId && authors.get(c.authorId)) || null,
      excerpt: excerpt(c.message),
      createdAt: c.createdAt.toISOString(),
      link: `${activity}?post=${c.postId}`,
    })),
  };
}
