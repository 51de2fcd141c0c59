// Who an event is shown to once published: the live people of the organisation whose role matches its visibility,
// who carry one of its people tags and belong to a startup carrying one of its startup tags (when it names any),
// and, when it names programmes, who belong to one of them (assigned, or founders of a startup in it) — the same
// rule as the feed (events.repository.ts visibleTo), applied to everyone at once for the publishing notification.
import { and, eq, inArray } from 'drizzle-orm';
import type { SignedIn } from '../../core/scope.ts';
import { startupMembers, startupTags } from '../startups/startups.tables.ts';
import { tagsOfUsers } from '../taxonomy/taxonomy.public.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { liveUserRoles } from '../users/users.public.ts';
import type { EventRow } from './events.schema.ts';

/** The people among `ids` who match the event's tag lists (each empty list matches everyone). */
async function matchingTags(scope: SignedIn, event: EventRow, ids: string[]): Promise<Set<string>> {
  let kept = new Set(ids);
  if (event.visibleUserTags.length) {
    const tagged = (await tagsOfUsers(scope.tdb, ids)).filter((t) => event.visibleUserTags.includes(t.id));
    kept = new Set(tagged.map((t) => t.userId).filter((id) => kept.has(id)));
  }
  if (event.visibleStartupTags.length && kept.size) {
    const { tdb } = scope;
    const founders = await tdb
      .select({ userId: startupMembers.userId })
      .from(startupMembers)
      .innerJoin(
        startupTags,
        tdb.where(
          startupTags,
          and(
            eq(startupTags.startupId, startupMembers.startupId),
            inArray(startupTags.tagId, event.visibleStartupTags),
          ),
        ),
      )
      .where(tdb.where(startupMembers));
    const withTag = new Set(founders.map((f) => f.userId));
    kept = new Set([...kept].filter((id) => withTag.has(id)));
  }
  return kept;
}

export async function eventAudience(scope: SignedIn, event: EventRow): Promise<string[]> {
  const byRole = (await liveUserRoles(scope.tdb)).filter(
    (p) =>
      (event.visibleRolesIs.length === 0 || event.visibleRolesIs.includes(p.roleType)) &&
      !event.visibleRolesIsNot.includes(p.roleType),
  );
  const tagged = await matchingTags(
    scope,
    event,
    byRole.map((p) => p.id),
  );
  const people = byRole.filter((p) => tagged.has(p.id));
  if (event.visiblePrograms.length === 0) return people.map((p) => p.id);
  const wanted = new Set(event.visiblePrograms);
  const kept: string[] = [];
  for (const p of people) {
    const programs = await new Authorizer(scope.tdb, { id: p.id, rolePermissions: [] }).assignedTo('program');
    if ([...programs].some((id) => wanted.has(id))) kept.push(p.id);
  }
  return kept;
}
