// The GraphQL client: HTTP for queries and mutations, a graphql-ws channel for subscriptions that is
// opened only once someone is signed in (spec §7). Tenancy needs nothing here: the server reads it
// from the host name, which is this page's.
import { RETRY_MAX_ATTEMPTS, retryDelay, shouldRetryRequest } from '@ascent/shared';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { isMutationOperation, isSubscriptionOperation } from '@apollo/client/utilities';
import { TIMELINE_POSSIBLE_TYPES } from '../modules/timeline/possibleTypes.ts';
import { Observable } from 'rxjs';
import { announceAuthenticationRequired } from '../modules/auth/authEvents.ts';
import { readToken } from '../modules/auth/tokenStore.ts';
import { createConnectionLink, createLoadingLink } from './shell-states/activityLink.ts';
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

// The subscription channel (subscriptionChannel.ts, with the WebSocket client) loads on the first subscription made
// while signed in.
let channelModule: { closeChannel(): void } | null = null;

/** Refetches every query on screen (after missed live updates); at most once a second. */
let lastResync = 0;
function resyncScreens(): void {
  if (Date.now() - lastResync < 1000) return;
  lastResync = Date.now();
  void apolloClient.refetchQueries({ include: 'active' }).catch(() => {});
}

/** Closes the subscription channel (sign-out). */
export function closeSubscriptionChannel(): void {
  channelModule?.closeChannel();
}

const subscriptionLink = new ApolloLink((operation) => {
  if (!readToken()) {
    return new Observable((observer) => observer.error(new Error('Subscriptions need a signed-in user')));
  }
  return new Observable<ApolloLink.Result>((observer) => {
    let inner: { unsubscribe(): void } | undefined;
    let closed = false;
    import('./subscriptionChannel.ts').then(
      (loaded) => {
        channelModule = loaded;
        if (closed) return;
        const channel = loaded.subscriptionChannel(resyncScreens);
        if (!channel) observer.error(new Error('Subscriptions need a signed-in user'));
        else inner = channel.request(operation).subscribe(observer);
      },
      (err: unknown) => observer.error(err),
    );
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
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
