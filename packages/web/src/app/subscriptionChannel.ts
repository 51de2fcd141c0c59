// The graphql-ws channel of subscriptions, loaded only once someone signed in subscribes (apollo.ts): the login page
// does not carry the WebSocket client.
import { PUSH_RETRIES, SESSION_ID_STORAGE_KEY } from '@ascent/shared';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { print } from 'graphql';
import { LiveResyncDocument } from '../generated/graphql.ts';
import { readToken } from '../modules/auth/tokenStore.ts';
import { shellActivity } from './shell-states/shellActivity.ts';
import { incubatorIdentifier } from './tenantHost.ts';

function readSessionId(): string | undefined {
  try {
    return window.localStorage.getItem(SESSION_ID_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

// Created on the first subscription made while signed in, and dropped on sign-out so the next user gets a
// connection with their own token.
let subscriptions: { readonly client: Client; readonly link: GraphQLWsLink } | null = null;

/** `onResync`: the screens refetch (after a reconnection, or when the server says it may have missed updates). */
export function subscriptionChannel(onResync: () => void): GraphQLWsLink | null {
  if (!readToken()) return null;
  if (!subscriptions) {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const client = createClient({
      url: `${protocol}//${window.location.host}/subscriptions`,
      retryAttempts: PUSH_RETRIES,
      // Spec §4: the push channel connecting or closing sets the connection flag. A normal closure
      // (1000, our own dispose at sign-out) says nothing about the network.
      on: {
        // After a reconnection the screens refetch: updates pushed while the socket was down are lost to it.
        connected: (_socket, _payload, wasRetry) => {
          shellActivity.setOnline(true);
          if (wasRetry) onResync();
        },
        closed: (event) => {
          if ((event as { code?: number } | undefined)?.code !== 1000) shellActivity.setOnline(false);
        },
      },
      // Read at every (re)connection, so a renewed token is used.
      connectionParams: () => {
        const token = readToken();
        return {
          sessionId: readSessionId(),
          incubatorIdentifier: incubatorIdentifier(),
          userAgent: window.navigator.userAgent,
          authorization: token ? `Bearer ${token}` : undefined,
        };
      },
    });
    subscriptions = { client, link: new GraphQLWsLink(client) };
    // The server says when it may have missed live updates for us (its own link to the stream was cut).
    client.subscribe({ query: print(LiveResyncDocument) }, { next: onResync, error: () => {}, complete: () => {} });
  }
  return subscriptions.link;
}

/** Closes the subscription channel (sign-out). */
export function closeChannel(): void {
  subscriptions?.client.dispose();
  subscriptions = null;
}
