// Who may do what with an event. EVENTS:VIEW reads the feed (published events whose visibility matches the
// caller), EVENTS:CREATE makes events and plans the ones the caller created or hosts, EVENTS:EDIT plans every event
// and marks attendance. The creator and hosts of an event always see it, and so do its attendees.
import type { SignedIn } from '../../core/scope.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { findStartupsOfUser } from '../startups/startups.public.ts';
import { tagsOfUsers, taxonomyOfStartups } from '../taxonomy/taxonomy.public.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { hostIdsOf, isVisible, type Viewer } from './events.repository.ts';
import type { EventRow } from './events.schema.ts';
import { eventError } from './events.input.ts';

export async function viewerOf({ tdb, user }: SignedIn): Promise<Viewer & { mayCreate: boolean }> {
  const authz = new Authorizer(tdb, user);
  const [programIds, tags] = await Promise.all([authz.assignedTo('program'), tagIdsOf(tdb, user.id)]);
  return {
    id: user.id,
    roleType: user.roleType,
    programIds: [...programIds],
    ...tags,
    editsAll: authz.scope('EVENTS:EDIT') === 'ALL',
    mayCreate: authz.scope('EVENTS:CREATE') !== 'NONE',
  };
}

/** A person's people tags and the tags of the startups they belong to (what tag visibility matches). */
export async function tagIdsOf(tdb: TenantDb, userId: string) {
  const startupIds = (await findStartupsOfUser(tdb, userId)).map((s) => s.id);
  const [own, ofStartups] = await Promise.all([tagsOfUsers(tdb, [userId]), taxonomyOfStartups(tdb, startupIds)]);
  return {
    userTagIds: own.filter((t) => t.kind === 'user').map((t) => t.id),
    startupTagIds: [...new Set(ofStartups.tags.map((t) => t.id))],
  };
}

export async function mayEdit(scope: SignedIn, viewer: Viewer & { mayCreate: boolean }, event: EventRow) {
  if (viewer.editsAll) return true;
  if (!viewer.mayCreate) return false;
  if (event.createdById === viewer.id) return true;
  return ((await hostIdsOf(scope.tdb, [event.id])).get(event.id) ?? []).includes(viewer.id);
}

/** The event when the caller may see it; an event hidden from them answers as missing (its existence is not told). */
export async function requireVisible(scope: SignedIn, viewer: Viewer & { mayCreate: boolean }, event: EventRow | null) {
  if (!event) throw eventError('notFound');
  if (await mayEdit(scope, viewer, event)) return { event, editable: true };
  if (await isVisible(scope.tdb, viewer, event.id)) return { event, editable: false };
  throw eventError('notFound');
}
