// Sessions: one per signed-in browser. Created at sign-in (local, single sign-on, invitation, sign-up) within
// the organisation's limit, kept alive by the browser's heartbeat, ended by the user, by a password change or
// reset, or by the idle / absolute timeouts. Ending one pushes `sessionLoggedOut` so that browser signs out.
import { topicFor } from '../../core/pubsub.ts';
import type { Scope } from '../../core/scope.ts';
import { AppError } from '../../core/errors.ts';
import { SESSION_LOGGED_OUT, type SessionLoggedOutEvent } from '../../core/graphql/socket-events.ts';
import { endSessions, insertSession, listLiveSessions, oldestLiveSessions } from './sessions.repository.ts';

export { SESSION_LOGGED_OUT, type SessionLoggedOutEvent };
export const MAX_SESSIONS_MESSAGE = 'Maximum number of sessions reached';

export interface Device {
  userAgent?: string | null;
  ip?: string | null;
}

export async function createSession(
  scope: Scope,
  user: { id: string },
  device: Device,
  opts: { endOldest?: boolean } = {},
): Promise<{ sessionId: string; token: string }> {
  const { tdb, tenant } = scope;
  const limit = Math.max(1, tenant.maxSessionsPerUser);
  const live = await listLiveSessions(tdb, user.id);
  if (live.length >= limit) {
    if (!opts.endOldest) throw new AppError('MAX_SESSIONS', MAX_SESSIONS_MESSAGE, { limit });
    const oldest = await oldestLiveSessions(tdb, user.id, live.length - limit + 1);
    const ended = await endSessions(tdb, user.id, { ids: oldest.map((o) => o.id), reason: 'replaced' });
    await announceEnded(scope, user.id, ended, 'replaced');
  }
  const row = await insertSession(tdb, {
    userId: user.id,
    userAgent: clip(device.userAgent, 512),
    ip: clip(device.ip, 64),
  });
  const token = await scope.services.tokens.sign({ userId: user.id, incubatorId: tenant.id, sessionId: row.id });
  return { sessionId: row.id, token };
}

/** Ends a user's live sessions (all, or all but one) and tells their browsers. Returns how many ended. */
export async function endUserSessions(
  scope: Scope,
  userId: string,
  opts: { exceptSessionId?: string; ids?: string[]; reason?: string } = {},
): Promise<number> {
  const reason = opts.reason ?? 'signed_out';
  const ended = await endSessions(scope.tdb, userId, { ids: opts.ids, exceptId: opts.exceptSessionId, reason });
  await announceEnded(scope, userId, ended, reason);
  return ended.length;
}

async function announceEnded(scope: Scope, userId: string, sessionIds: string[], reason: string) {
  const incubatorId = scope.tdb.incubatorId;
  await Promise.all(
    sessionIds.map((sessionId) =>
      scope.services.pubsub.publish(topicFor(incubatorId, SESSION_LOGGED_OUT, userId), {
        incubatorId,
        userId,
        sessionLoggedOut: { sessionId, reason },
      } satisfies SessionLoggedOutEvent),
    ),
  );
}

const clip = (v: string | null | undefined, n: number) => (v ? v.slice(0, n) : null);
