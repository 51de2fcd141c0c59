// The live sockets of the socket guard (socket-guard.ts), indexed by socket, upgrade request, client address, user
// and tenant, and the events that close them: a session that ends, a user's or a role's access that changes
// (socket-events.ts). Events of the last few seconds are remembered for the sockets still being initialised.
import type { WebSocket } from 'ws';
import type { RoleAccessChangedEvent, SessionLoggedOutEvent, UserAccessChangedEvent } from './socket-events.ts';
import { CLOSE, type SOCKET_LIMITS } from './socket-limits.ts';

export interface Owner {
  incubatorId: string;
  userId: string;
  sessionId: string;
  roleId: string;
  token: string;
}

export interface LiveSocket {
  socket: WebSocket;
  address: string;
  state: 'pending' | 'initialising' | 'ready' | 'closed';
  owner: Owner | null;
  /** Subscriptions started and not completed by the client (failed ones stay: Mercurius keeps them too). */
  subscriptions: Set<string>;
  /** Subscriptions validated by preSubscriptionParsing and about to execute. */
  validated: Set<string>;
  /** The init timeout, then the next check of the session. */
  timer?: NodeJS.Timeout;
}

/** A close reason is at most 123 bytes. */
export function limitReason(reason: string): string {
  return Buffer.byteLength(reason) <= 123
    ? reason
    : `${Buffer.from(reason)
        .subarray(0, 120)
        .toString('utf8')
        .replace(/\uFFFD$/, '')}…`;
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;

export function createSocketRegistry(limits: typeof SOCKET_LIMITS) {
  const bySocket = new WeakMap<WebSocket, LiveSocket>();
  const byRequest = new WeakMap<object, LiveSocket>();
  const byAddress = new Map<string, Set<LiveSocket>>();
  const byUser = new Map<string, Set<LiveSocket>>();
  const byTenant = new Map<string, Set<LiveSocket>>();
  const userKey = (incubatorId: string, userId: string) => `${incubatorId}/${userId}`;

  const add = <K>(map: Map<K, Set<LiveSocket>>, key: K, live: LiveSocket) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(live);
  };
  const remove = <K>(map: Map<K, Set<LiveSocket>>, key: K, live: LiveSocket) => {
    const set = map.get(key);
    if (set?.delete(live) && set.size === 0) map.delete(key);
  };

  function forget(live: LiveSocket) {
    if (live.state === 'closed') return;
    live.state = 'closed';
    clearTimeout(live.timer);
    remove(byAddress, live.address, live);
    if (live.owner) {
      remove(byUser, userKey(live.owner.incubatorId, live.owner.userId), live);
      remove(byTenant, live.owner.incubatorId, live);
    }
  }

  function close(socket: WebSocket, code: number, reason: string) {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) socket.close(code, reason);
    // A peer that never answers the closing handshake does not keep the socket for ws's 30 s.
    setTimeout(() => {
      if (socket.readyState !== socket.CLOSED) socket.terminate();
    }, limits.closeTimeoutMs).unref();
  }

  function closeLive(live: LiveSocket, code: number, reason: string) {
    forget(live);
    close(live.socket, code, reason);
  }

  // The events of the last few seconds, for the connections being initialised when they arrived.
  const recent: { at: number; hits: (owner: Owner) => boolean }[] = [];
  function remember(hits: (owner: Owner) => boolean) {
    const now = Date.now();
    recent.push({ at: now, hits });
    while (recent.length > 0 && recent[0]!.at < now - 10_000) recent.shift();
  }

  return {
    forget,
    close,
    closeLive,
    /** Sockets open from a client address. */
    countFrom: (address: string) => byAddress.get(address)?.size ?? 0,
    /** Sockets of a user. */
    countOf: (owner: Pick<Owner, 'incubatorId' | 'userId'>) =>
      byUser.get(userKey(owner.incubatorId, owner.userId))?.size ?? 0,
    bySocket: (socket: WebSocket) => bySocket.get(socket),
    byRequest: (request: object) => byRequest.get(request),
    /** A socket opens (not yet initialised). */
    open(live: LiveSocket, request: object) {
      bySocket.set(live.socket, live);
      byRequest.set(request, live);
      add(byAddress, live.address, live);
    },
    /** A socket's connection_init is accepted for its owner. */
    own(live: LiveSocket, owner: Owner) {
      live.owner = owner;
      live.state = 'ready';
      add(byUser, userKey(owner.incubatorId, owner.userId), live);
      add(byTenant, owner.incubatorId, live);
    },
    /** Did an event about this owner arrive since `since` (while their connection was being checked)? */
    missedEvent: (owner: Owner, since: number) => recent.some((e) => e.at >= since && e.hits(owner)),

    // The events that close sockets, from every instance.
    sessionEnded(event: SessionLoggedOutEvent) {
      const sessionId = event.sessionLoggedOut?.sessionId;
      remember((o) => o.incubatorId === event.incubatorId && o.userId === event.userId && o.sessionId === sessionId);
      const ending = [...(byUser.get(userKey(event.incubatorId, event.userId)) ?? [])].filter(
        (l) => l.owner?.sessionId === sessionId,
      );
      if (ending.length === 0) return;
      const reason = limitReason(`Session ended (${String(event.sessionLoggedOut.reason)})`);
      // A moment's grace: the session's own `sessionLoggedOut` subscription tells the browser why first.
      setTimeout(() => {
        for (const live of ending) if (live.state === 'ready') closeLive(live, CLOSE.forbidden, reason);
      }, limits.sessionEndGraceMs).unref();
    },
    userChanged(event: UserAccessChangedEvent) {
      remember((o) => o.incubatorId === event.incubatorId && o.userId === event.userId);
      for (const live of [...(byUser.get(userKey(event.incubatorId, event.userId)) ?? [])])
        closeLive(live, CLOSE.forbidden, 'Access changed');
    },
    roleChanged(event: RoleAccessChangedEvent) {
      remember((o) => o.incubatorId === event.incubatorId && o.roleId === event.roleId);
      for (const live of [...(byTenant.get(event.incubatorId) ?? [])])
        if (live.owner?.roleId === event.roleId) closeLive(live, CLOSE.forbidden, 'Access changed');
    },
  };
}
