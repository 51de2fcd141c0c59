// Who an event is shown to once published: the live people of the organisation whose role matches its visibility
// and, when it names programmes, who belong to one of them (assigned, or founders of a startup in it) — the same
// rule as the feed (events.repository.ts visibleTo), applied to everyone at once for the publishing notification.
import type { SignedIn } from '../../core/scope.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { liveUserRoles } from '../users/users.public.ts';
import type { EventRow } from './events.schema.ts';

export async function eventAudience(scope: SignedIn, event: EventRow): Promise<string[]> {
  const people = (await liveUserRoles(scope.tdb)).filter(
    (p) =>
      (event.visibleRolesIs.length === 0 || event.visibleRolesIs.includes(p.roleType)) &&
      !event.visibleRolesIsNot.includes(p.roleType),
  );
  if (event.visiblePrograms.length === 0) return people.map((p) => p.id);
  const wanted = new Set(event.visiblePrograms);
  const kept: string[] = [];
  for (const p of people) {
    const programs = await new Authorizer(scope.tdb, { id: p.id, rolePermissions: [] }).assignedTo('program');
    if ([...programs].some((id) => wanted.has(id))) kept.push(p.id);
  }
  return kept;
}
