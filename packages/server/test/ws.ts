// A graphql-ws client over a real WebSocket to 127.0.0.1 with a chosen Host header (Node does not resolve
// *.localhost), as the browser's Apollo link connects to /subscriptions.
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';

export interface Subscription<T> {
  /** The next event, or a rejection after `ms`. */
  next(ms?: number): Promise<T>;
  /** Resolves true if no event arrives within `ms`. */
  quiet(ms: number): Promise<boolean>;
  /** The error that ended the subscription or connection, if any. */
  error(): Promise<unknown>;
  client: Client;
  close(): Promise<void>;
}

export function subscribe<T>(opts: {
  port: number;
  host: string;
  path?: string;
  connectionParams: Record<string, unknown>;
  query: string;
}): Subscription<T> {
  const received: T[] = [];
  const waiters: ((v: T) => void)[] = [];
  let failure: ((e: unknown) => void) | undefined;
  const failed = new Promise<unknown>((resolve) => (failure = resolve));
  const client = createClient({
    url: `ws://127.0.0.1:${opts.port}${opts.path ?? '/subscriptions'}`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { host: opts.host } });
      }
    },
    connectionParams: opts.connectionParams,
    retryAttempts: 0,
    lazy: false,
    on: { closed: (e) => failure?.(e) },
  });
  client.subscribe<T>(
    { query: opts.query },
    {
      next: (value) => {
        const data = value.data as T;
        const w = waiters.shift();
        if (w) w(data);
        else received.push(data);
      },
      error: (e) => failure?.(e),
      complete: () => {},
    },
  );
  return {
    client,
    next: (ms = 5000) =>
      received.length > 0
        ? Promise.resolve(received.shift()!)
        : new Promise<T>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
            waiters.push((v) => {
              clearTimeout(timer);
              resolve(v);
            });
          }),
    quiet: (ms) => new Promise((resolve) => setTimeout(() => resolve(received.length === 0), ms)),
    error: () => failed,
    close: async () => {
      await client.dispose();
    },
  };
}

/** Resolves once the server has registered the subscription (mercurius subscribes on the 'subscribe' message). */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/** A graphql-ws message as the server sends it. */
export interface WsMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/** A bare graphql-ws socket (protocol graphql-transport-ws) for tests that speak the protocol message by message. */
export interface RawSocket {
  ws: WebSocket;
  opened: Promise<void>;
  /** Resolves with the close code and reason (1006 when the connection failed). */
  closed: Promise<{ code: number; reason: string }>;
  send(message: Record<string, unknown>): void;
  /** The next message (of this type and id, when given) not yet taken, or a rejection after `ms`. */
  next(match?: { type?: string; id?: string }, ms?: number): Promise<WsMessage>;
  /** Sends connection_init and waits for connection_ack (rejects on anything else). */
  init(connectionParams: Record<string, unknown>, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export function rawSocket(opts: { port: number; host: string; path?: string }): RawSocket {
  const ws = new WebSocket(`ws://127.0.0.1:${opts.port}${opts.path ?? '/subscriptions'}`, 'graphql-transport-ws', {
    headers: { host: opts.host },
  });
  const inbox: WsMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as WsMessage);
    for (const w of [...waiters]) w();
  });
  ws.on('error', () => {});
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('close', () => reject(new Error('closed before opening')));
  });
  opened.catch(() => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = (match: { type?: string; id?: string } = {}, ms = 5000) =>
    new Promise<WsMessage>((resolve, reject) => {
      const take = () => {
        const i = inbox.findIndex(
          (m) => (!match.type || m.type === match.type) && (match.id === undefined || m.id === match.id),
        );
        if (i < 0) return false;
        waiters.delete(take);
        clearTimeout(timer);
        resolve(inbox.splice(i, 1)[0]!);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(take);
        reject(new Error(`no ${JSON.stringify(match)} message within ${ms} ms; got ${JSON.stringify(inbox)}`));
      }, ms);
      if (!take()) waiters.add(take);
    });
  const send = (message: Record<string, unknown>) => ws.send(JSON.stringify(message));
  return {
    ws,
    opened,
    closed,
    send,
    next,
    init: async (connectionParams, ms = 5000) => {
      await opened;
      send({ type: 'connection_init', payload: connectionParams });
      const first = await Promise.race([
        next({}, ms),
        closed.then((c) => ({ type: 'closed', payload: c }) as WsMessage),
      ]);
      if (first.type !== 'connection_ack') throw new Error(`connection_init answered with ${JSON.stringify(first)}`);
    },
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close(1000);
      await closed;
    },
  };
}
