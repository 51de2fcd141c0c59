// The events that make every instance close the live sockets of a user whose standing changed. A session that
// ends says so on `<incubatorId>/sessionLoggedOut/<userId>` (published by modules/sessions); a role given to a user
// or a role's permissions edited say so here, and the socket guard (socket-guard.ts) closes the sockets it holds.
import { topicFor, type PubSub } from '../pubsub.ts';

/** `<incubatorId>/sessionLoggedOut/<userId>`: a session ended (published by the sessions module). */
export const SESSION_LOGGED_OUT = 'sessionLoggedOut';

export interface SessionLoggedOutEvent {
  incubatorId: string;
  userId: string;
  sessionLoggedOut: { sessionId: string; reason: string };
}

/** `<incubatorId>/userAccessChanged/<userId>`: the user's role changed; their sockets are closed. */
export const USER_ACCESS_CHANGED = 'userAccessChanged';
/** `<incubatorId>/roleAccessChanged`: a role's permissions changed; the sockets of its holders are closed. */
export const ROLE_ACCESS_CHANGED = 'roleAccessChanged';

export interface UserAccessChangedEvent {
  incubatorId: string;
  userId: string;
  reason: string;
}

export interface RoleAccessChangedEvent {
  incubatorId: string;
  roleId: string;
  reason: string;
}

// The services that change roles receive a signed-in scope without the pubsub; the GraphQL plugin registers
// this process's pubsub here (one per running server; Redis carries the event to the other instances).
const publishers = new Set<PubSub>();

export function registerAccessPublisher(pubsub: PubSub): () => void {
  publishers.add(pubsub);
  return () => publishers.delete(pubsub);
}

/** Tells every instance that the standing of a user, or of every holder of a role, changed. */
export async function announceAccessChanged(
  change: { incubatorId: string; reason: string } & ({ userId: string } | { roleId: string }),
): Promise<void> {
  const [topic, payload] =
    'userId' in change
      ? [
          topicFor(change.incubatorId, USER_ACCESS_CHANGED, change.userId),
          {
            incubatorId: change.incubatorId,
            userId: change.userId,
            reason: change.reason,
          } satisfies UserAccessChangedEvent,
        ]
      : [
          topicFor(change.incubatorId, ROLE_ACCESS_CHANGED),
          {
            incubatorId: change.incubatorId,
            roleId: change.roleId,
            reason: change.reason,
          } satisfies RoleAccessChangedEvent,
        ];
  await Promise.all([...publishers].map((p) => p.publish(topic, payload)));
}
