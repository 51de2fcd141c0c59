// The home dashboard (issue 14 §9). It owns no table: each card is computed from what the other modules answer
// through their public reads (`<module>.dashboard.ts`, `users.public.ts`, `programs.public.ts`), over the startups
// the caller may see — all of them for STARTUPS:VIEW ALL, the assigned ones for ASSIGNED, the chosen ones for
// SELECTED. A later module adds its card as a query of its own (see docs/decisions.md, "Home dashboard").
import { DASHBOARD_ACTIVITY_LIMIT, DASHBOARD_SILENT_DAYS, isFounderSideRole } from '@ascent/shared';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { AuthUser } from '../../core/identity.ts';
import type {
  DashboardActivity,
  DashboardStartup,
  DashboardSubmissions,
  FounderStartupDashboard,
  PortfolioDashboard,
} from '../../generated/graphql.ts';
import { staffAssignedToStartups } from '../assignments/assignments.public.ts';
import { firstOpenPeriod, latestPeriods, latestValues, type DashboardPeriod } from '../metrics/metrics.dashboard.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { listPrograms } from '../programs/programs.public.ts';
import { activeStartups, type DashboardStartupRow } from '../startups/startups.dashboard.ts';
import { overdueTaskCount } from '../tasks/tasks.dashboard.ts';
import { lastPostByAuthor, latestPosts, type DashboardPost } from '../timeline/timeline.dashboard.ts';
import { fullNamesById } from '../users/users.public.ts';

export interface DashboardScope {
  tdb: TenantDb;
  tenant: IncubatorRow;
  user: AuthUser;
}

const DAY = 86_400_000;

/** The startups the caller may see: undefined for all of them. */
async function visibleStartupIds({ tdb, user }: DashboardScope): Promise<string[] | undefined> {
  const authz = new Authorizer(tdb, user);
  switch (authz.scope('STARTUPS:VIEW')) {
    case 'ALL':
      return undefined;
    case 'ASSIGNED':
      return [...(await authz.assignedTo('startup'))];
    case 'SELECTED':
      return [...(user.rolePermissions.find((g) => g.key === 'STARTUPS:VIEW')?.selected ?? [])];
    default:
      return [];
  }
}

/** The period most startups are in (their latest), and how each of those startups stands on it. */
export function summariseSubmissions(periods: readonly DashboardPeriod[]): DashboardSubmissions {
  const counts = new Map<string, number>();
  for (const p of periods) counts.set(p.from, (counts.get(p.from) ?? 0) + 1);
  const from = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0]?.[0];
  const current = periods.filter((p) => p.from === from);
  const first = current[0];
  const dueEnd = first ? new Date(`${first.dueDate}T23:59:59.999Z`) : null;
  const onTime = current.filter((p) => p.submittedAt && dueEnd && p.submittedAt <= dueEnd).length;
  const submitted = current.filter((p) => p.submittedAt).length;
  return {
    from: first?.from ?? null,
    to: first?.to ?? null,
    dueDate: first?.dueDate ?? null,
    expected: current.length,
    onTime,
    late: submitted - onTime,
    missing: current.length - submitted,
  };
}

async function presentPosts(
  tdb: TenantDb,
  posts: readonly DashboardPost[],
  startups: readonly { id: string; name: string }[],
): Promise<DashboardActivity[]> {
  const names = await fullNamesById(
    tdb,
    posts.flatMap((p) => (p.authorId ? [p.authorId] : [])),
  );
  return posts.map((p) => ({
    id: p.id,
    startupId: p.startupId,
    startupName: startups.find((s) => s.id === p.startupId)?.name ?? '',
    kind: p.kind,
    authorName: p.authorId ? (names.get(p.authorId) ?? null) : null,
    message: p.message,
    createdAt: p.createdAt.toISOString(),
  }));
}

function lastFounderUpdates(
  startups: readonly DashboardStartupRow[],
  lastPosts: readonly { startupId: string; authorId: string; at: Date }[],
  now: Date,
): DashboardStartup[] {
  const silentBefore = now.getTime() - DASHBOARD_SILENT_DAYS * DAY;
  return startups
    .map((s) => {
      const times = lastPosts
        .filter((p) => p.startupId === s.id && s.founderIds.includes(p.authorId))
        .map((p) => p.at.getTime());
      const last = times.length ? Math.max(...times) : null;
      return {
        id: s.id,
        name: s.name,
        lastUpdateAt: last == null ? null : new Date(last).toISOString(),
        silent: (last ?? s.createdAt.getTime()) < silentBefore,
      };
    })
    .sort((a, b) => (b.lastUpdateAt ?? '').localeCompare(a.lastUpdateAt ?? '') || a.name.localeCompare(b.name));
}

export async function portfolioDashboard(scope: DashboardScope, now = new Date()): Promise<PortfolioDashboard> {
  const { tdb, user } = scope;
  const visible = await visibleStartupIds(scope);
  const startups = await activeStartups(tdb, visible);
  const ids = startups.map((s) => s.id);
  const [programs, periods, overdue, lastPosts, posts] = await Promise.all([
    listPrograms(tdb),
    latestPeriods(tdb, ids),
    overdueTaskCount(tdb, now, visible === undefined ? undefined : ids),
    lastPostByAuthor(tdb, ids),
    latestPosts(tdb, ids, { staffView: !isFounderSideRole(user.roleType), limit: DASHBOARD_ACTIVITY_LIMIT }),
  ]);
  const list = lastFounderUpdates(startups, lastPosts, now);
  return {
    startupCount: startups.length,
    programs: programs
      .map((p) => ({
        id: p.id,
        name: p.name,
        startupCount: startups.filter((s) => s.programIds.includes(p.id)).length,
      }))
      .filter((p) => visible === undefined || p.startupCount > 0),
    submissions: summariseSubmissions(periods),
    overdueTaskCount: overdue,
    silentDays: DASHBOARD_SILENT_DAYS,
    silentStartups: list.filter((s) => s.silent),
    startups: list,
    latestActivity: await presentPosts(tdb, posts, startups),
  };
}

export async function founderDashboard(scope: DashboardScope): Promise<FounderStartupDashboard[]> {
  const { tdb, user, tenant } = scope;
  const authz = new Authorizer(tdb, user);
  const own = (await activeStartups(tdb, [...(await authz.assignedTo('startup'))])).filter((s) =>
    s.founderIds.includes(user.id),
  );
  const language = user.language ?? tenant.defaultLanguage ?? 'en';
  return Promise.all(
    own.map(async (s) => {
      const staff = await staffAssignedToStartups(tdb, [s.id]);
      const [open, latest, coach] = await Promise.all([
        firstOpenPeriod(tdb, s.id),
        latestValues(tdb, s.id, language),
        latestPosts(tdb, [s.id], { staffView: false, limit: 1, authorIds: staff, kinds: ['MESSAGE'] }),
      ]);
      const period = (p: DashboardPeriod | null | undefined) =>
        p ? { from: p.from, to: p.to, dueDate: p.dueDate } : null;
      return {
        id: s.id,
        name: s.name,
        openPeriod: period(open),
        metricsPeriod: period(latest?.period),
        metrics: latest?.values ?? [],
        coachPost: (await presentPosts(tdb, coach, [s]))[0] ?? null,
      };
    }),
  );
}
