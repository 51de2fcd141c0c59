// The GraphQL client: HTTP for queries and mutations, a graphql-ws channel for subscriptions that is
// opened only once someone is signed in (spec §7). Tenancy needs nothing here: the server reads it
// from the host name, which is this page's.
import {
  PUSH_RETRIES,
  RETRY_MAX_ATTEMPTS,
  retryDelay,
  SESSION_ID_STORAGE_KEY,
  shouldRetryRequest,
} from '@ascent/shared';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isMutationOperation, isSubscriptionOperation } from '@apollo/client/utilities';
import { TIMELINE_POSSIBLE_TYPES } from '../modules/timeline/possibleTypes.ts';
import { createClient, type Client } from 'graphql-ws';
import { print } from 'graphql';
import { LiveResyncDocument } from '../generated/graphql.ts';
import { Observable } from 'rxjs';
import { announceAuthenticationRequired } from '../modules/auth/authEvents.ts';
import { readToken } from '../modules/auth/tokenStore.ts';
import { createConnectionLink, createLoadingLink } from '../modules/shell-states/activityLink.ts';
import { shellActivity } from '../modules/shell-states/shellActivity.ts';
import { incubatorIdentifier } from './tenantHost.ts';
import {
  DependencyUnavailableError,
  dependencyUnavailableLink,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyLink,
  type IdempotencyContext,
} from './retryableLinks.ts';

// GraphQL error codes meaning "the token is missing, expired or revoked".
const AUTHENTICATION_CODES = new Set(['UNAUTHENTICATED', 'AUTHENTICATION_REQUIRED', 'AuthenticationRequiredError']);

/** Operations may lower the number of attempts, e.g. the tenant lookup that gates the first paint. */
export interface RetryContext {
  readonly maxAttempts?: number;
}

function bearer(token: string): string {
  return `Bearer ${token}`;
}

function readSessionId(): string | undefined {
  try {
    return window.localStorage.getItem(SESSION_ID_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

const httpLink = new HttpLink({
  uri: '/graphql',
  // Makes every request "non-simple" so the server's CSRF prevention lets it through.
  headers: { 'Apollo-Require-Preflight': 'true' },
});

const authLink = new SetContextLink((previous) => {
  const token = readToken();
  const { idempotencyKey } = previous as IdempotencyContext;
  return {
    headers: {
      ...previous.headers,
      ...(token ? { authorization: bearer(token) } : {}),
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
    },
  };
});

// Spec §8, §9: failed requests are tried up to 6 times, 3 s to 20 s apart with jitter, except 401/403. A mutation
// is tried again only with its idempotency key, and only when the server said "retry" (503) or never answered: the
// key makes a repeat of one that did reach the server a no-op that answers the first answer (docs/operations.md).
const retryLink = new RetryLink({
  delay: (attempt) => retryDelay(attempt, Math.random()),
  attempts: (attempt, operation, error) => {
    const { maxAttempts = RETRY_MAX_ATTEMPTS } = operation.getContext() as RetryContext;
    if (attempt >= maxAttempts) return false;
    const status = ServerError.is(error) ? error.statusCode : DependencyUnavailableError.is(error) ? 503 : null;
    if (isMutationOperation(operation.query)) {
      const { idempotencyKey } = operation.getContext() as IdempotencyContext;
      if (!idempotencyKey || (status !== null && status !== 503)) return false;
    }
    // Other client errors (400, 404, 429) will not get better by asking again either.
    if (status !== null && status < 500) return false;
    return shouldRetryRequest(attempt, status);
  },
});

const errorLink = new ErrorLink(({ error }) => {
  if (ServerError.is(error) && error.statusCode === 401) {
    announceAuthenticationRequired();
  } else if (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => AUTHENTICATION_CODES.has(String(e.extensions?.code ?? '')))
  ) {
    announceAuthenticationRequired();
  }
});

// The subscription channel is created on the first subscription made while signed in, and
// dropped on sign-out so the next user gets a connection with their own token.
let subscriptions: { readonly client: Client; readonly link: GraphQLWsLink } | null = null;

function subscriptionChannel(): GraphQLWsLink | null {
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
          if (wasRetry) resyncScreens();
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
          authorization: token ? bearer(token) : undefined,
        };
      },
    });
    subscriptions = { client, link: new GraphQLWsLink(client) };
    // The server says when it may have missed live updates for us (its own link to the stream was cut).
    client.subscribe(
      { query: print(LiveResyncDocument) },
      { next: resyncScreens, error: () => {}, complete: () => {} },
    );
  }
  return subscriptions.link;
}

/** Refetches every query on screen (after missed live updates); at most once a second. */
let lastResync = 0;
function resyncScreens(): void {
  if (Date.now() - lastResync < 1000) return;
  lastResync = Date.now();
  void apolloClient.refetchQueries({ include: 'active' }).catch(() => {});
}

/** Closes the subscription channel (sign-out). */
export function closeSubscriptionChannel(): void {
  subscriptions?.client.dispose();
  subscriptions = null;
}

const subscriptionLink = new ApolloLink((operation) => {
  const channel = subscriptionChannel();
  if (!channel) {
    return new Observable((observer) => observer.error(new Error('Subscriptions need a signed-in user')));
  }
  return channel.request(operation);
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      ApolloLink.split(
        ({ query }) => isSubscriptionOperation(query),
        subscriptionLink,
        ApolloLink.from([
          createLoadingLink(),
          idempotencyLink,
          retryLink,
          dependencyUnavailableLink,
          createConnectionLink(),
          authLink,
          httpLink,
        ]),
      ),
    ]),
    cache: new InMemoryCache({ possibleTypes: { TimelinePost: [...TIMELINE_POSSIBLE_TYPES.TimelinePost] } }),
    devtools: { enabled: import.meta.env.DEV },
  });
}

export const apolloClient = createApolloClient();
