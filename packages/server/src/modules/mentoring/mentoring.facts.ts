// What the ranking and the mentors management read from the other modules: the mentors (live people of a mentoring
// role) with their preferences, skills, people tags, programmes, matches and capacity; the startup with its
// industries, tags and programmes. Each through the owner's public file or published tables.
import { inArray } from 'drizzle-orm';
import { isMentoringRole, type MentorCandidate, type MentorMatchingValues } from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import {
  livePeople,
  programAssigneeLinks,
  programStartupLinks,
  type PersonRow,
} from '../assignments/assignments.public.ts';
import { coachingInterestsOf } from '../coaching/coaching.public.ts';
import { programs } from '../programs/programs.tables.ts';
import { tagsOfUsers, taxonomyOfStartups } from '../taxonomy/taxonomy.public.ts';
import { liveUserRoles } from '../users/users.public.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { matchesOf, ownCapacities } from './mentoring.repository.ts';

export interface MentorFacts extends MentorCandidate {
  readonly person: PersonRow;
  readonly ownCapacity: number | null;
  readonly startupIds: readonly string[];
}

/** Every mentor of the programme, by name. */
export async function mentorFacts(tdb: TenantDb, settings: MentorMatchingValues): Promise<MentorFacts[]> {
  const ids = (await liveUserRoles(tdb)).filter((u) => isMentoringRole(u.roleType)).map((u) => u.id);
  if (ids.length === 0) return [];
  const [people, interests, tags, links, matches, capacities] = await Promise.all([
    livePeople(tdb, ids),
    coachingInterestsOf(tdb, ids),
    tagsOfUsers(tdb, ids),
    programAssigneeLinks(tdb),
    matchesOf(tdb, ids),
    ownCapacities(tdb),
  ]);
  return people.map((person) => {
    const mine = tags.filter((t) => t.userId === person.id);
    const interest = interests.get(person.id);
    const ownCapacity = capacities.get(person.id) ?? null;
    const startupIds = matches.get(person.id) ?? [];
    return {
      id: person.id,
      name: fullNameOf(person),
      person,
      industryIds: interest?.industryIds ?? [],
      skillIds: mine.filter((t) => t.kind === 'mentortag').map((t) => t.id),
      tagNames: [...mine.filter((t) => t.kind === 'user').map((t) => t.name), ...(interest?.topics ?? [])],
      programIds: links.filter((l) => l.userId === person.id).map((l) => l.programId),
      load: startupIds.length,
      capacity: ownCapacity ?? settings.capacityPerMentor,
      ownCapacity,
      startupIds,
    };
  });
}

export interface StartupFacts {
  industryIds: string[];
  tagNames: string[];
  programIds: string[];
  /** Names of the startup's industries and programmes, by id (the reasons' labels). */
  names: Map<string, string>;
}

export async function startupFacts(tdb: TenantDb, startupId: string): Promise<StartupFacts> {
  const [taxonomy, links] = await Promise.all([taxonomyOfStartups(tdb, [startupId]), programStartupLinks(tdb)]);
  const programIds = links.filter((l) => l.startupId === startupId).map((l) => l.programId);
  const programRows = programIds.length
    ? await tdb
        .select({ id: programs.id, name: programs.name })
        .from(programs)
        .where(tdb.where(programs, inArray(programs.id, programIds)))
    : [];
  return {
    industryIds: taxonomy.industries.map((i) => i.id),
    tagNames: taxonomy.tags.map((t) => t.name),
    programIds,
    names: new Map([...taxonomy.industries, ...programRows].map((r) => [r.id, r.name])),
  };
}
