// Feeds the shell's activity store from GraphQL traffic (spec 01 §4 "Global loading indicator").
// `loadingLink` goes outside the retry link (one operation, however many attempts); `connectionLink`
// goes inside it, so the offline banner shows at the first failed attempt, not after the last retry.
import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import {
  connectionAfter,
  raisesLoadingIndicator,
  shellActivity,
  type OperationKind,
  type ShellActivityStore,
} from './shellActivity.ts';

/** No answer came from the server: the request never got through. */
export function isNetworkError(error: unknown): boolean {
  return !(
    CombinedGraphQLErrors.is(error) ||
    CombinedProtocolErrors.is(error) ||
    ServerError.is(error) ||
    ServerParseError.is(error)
  );
}

export function createLoadingLink(store: ShellActivityStore = shellActivity): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!raisesLoadingIndicator(operation.operationType as OperationKind, operation.operationName))
      return forward(operation);
    return new Observable((observer) => {
      const end = store.begin();
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => {
          end();
          observer.error(error);
        },
        complete: () => {
          end();
          observer.complete();
        },
      });
      return () => {
        end();
        subscription.unsubscribe();
      };
    });
  });
}

export function createConnectionLink(store: ShellActivityStore = shellActivity): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const settle = (outcome: 'answered' | 'network-error') =>
      store.setOnline(connectionAfter(store.getSnapshot().online, operation.operationName, outcome));
    return new Observable((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => {
          settle(isNetworkError(error) ? 'network-error' : 'answered');
          observer.error(error);
        },
        complete: () => {
          settle('answered');
          observer.complete();
        },
      });
      return () => subscription.unsubscribe();
    });
  });
}
