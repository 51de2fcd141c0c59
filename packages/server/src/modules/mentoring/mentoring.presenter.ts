// GraphQL shapes of mentoring: enums in capitals, requests with their people, startup and skills by name.
import type { MentorMatchCriterion as Criterion, MentorMatchingValues, MentorRequestStatus } from '@ascent/shared';
import type {
  MentorMatchCriterion,
  MentorMatchingSettings,
  MentorOverview,
  MentorPerson,
  MentorRequest,
  MentorRequestStatus as GqlStatus,
} from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { livePeople, startupsAmong, type PersonRow } from '../assignments/assignments.public.ts';
import { findSkillTags } from '../taxonomy/taxonomy.public.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import type { MentorFacts } from './mentoring.facts.ts';
import type { MentorRequestRow } from './mentoring.schema.ts';

export const criterionOut = (c: Criterion) => c.toUpperCase() as MentorMatchCriterion;
export const criterionIn = (c: MentorMatchCriterion) => c.toLowerCase() as Criterion;
export const statusIn = (s: GqlStatus) => s.toLowerCase() as MentorRequestStatus;

export const presentSettings = (v: MentorMatchingValues): MentorMatchingSettings => ({
  criteria: v.criteria.map(criterionOut),
  capacityPerMentor: v.capacityPerMentor,
  startupsMayRequest: v.startupsMayRequest,
});

export const presentPerson = (p: PersonRow): MentorPerson => ({
  _id: p.id,
  fullName: fullNameOf(p),
  avatar: p.avatar,
  roleType: p.roleType,
});

export async function presentRequests(
  tdb: TenantDb,
  viewerId: string,
  ownStartupIds: ReadonlySet<string>,
  rows: readonly MentorRequestRow[],
): Promise<MentorRequest[]> {
  const personIds = rows.flatMap((r) => (r.requestedById ? [r.mentorId, r.requestedById] : [r.mentorId]));
  const [people, startupRows, skills] = await Promise.all([
    livePeople(tdb, [...new Set(personIds)]),
    startupsAmong(tdb, [...new Set(rows.map((r) => r.startupId))]),
    findSkillTags(tdb, [...new Set(rows.flatMap((r) => r.skillIds))]),
  ]);
  const person = new Map(people.map((p) => [p.id, presentPerson(p)]));
  const startup = new Map(startupRows.map((s) => [s.id, { _id: s.id, name: s.name }]));
  const skill = new Map(skills.map((s) => [s.id, s.name]));
  return rows.flatMap((r) => {
    const mentor = person.get(r.mentorId);
    const from = startup.get(r.startupId);
    if (!mentor || !from) return []; // a mentor whose account was closed: the request is gone with them
    const pending = r.status === 'pending';
    return [
      {
        _id: r.id,
        startup: from,
        mentor,
        requestedBy: (r.requestedById && person.get(r.requestedById)) || null,
        message: r.message,
        skills: r.skillIds.flatMap((id) => skill.get(id) ?? []),
        status: r.status.toUpperCase() as GqlStatus,
        createdAt: r.createdAt.toISOString(),
        respondedAt: r.respondedAt?.toISOString() ?? null,
        canRespond: pending && r.mentorId === viewerId,
        canWithdraw: pending && ownStartupIds.has(r.startupId),
      },
    ];
  });
}

export async function presentOverviews(
  tdb: TenantDb,
  mentors: readonly MentorFacts[],
  pending: ReadonlyMap<string, number>,
  visibleStartup: (id: string) => boolean,
): Promise<MentorOverview[]> {
  const names = await startupsAmong(tdb, [...new Set(mentors.flatMap((m) => m.startupIds))]);
  return mentors.map((m) => ({
    mentor: presentPerson(m.person),
    capacity: m.capacity,
    ownCapacity: m.ownCapacity,
    load: m.load,
    startups: names
      .filter((s) => m.startupIds.includes(s.id) && visibleStartup(s.id))
      .map((s) => ({ _id: s.id, name: s.name })),
    pendingRequests: pending.get(m.id) ?? 0,
  }));
}
