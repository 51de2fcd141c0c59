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

export function subscribe<T>(opts: { port: number; host: string; path?: string; connectionParams: Record<string, unknown>; query: string }): Subscription<T> {
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
