// The two links that make a failed call safe to try again (apollo.ts): every mutation carries an idempotency key,
// made once per user action (the retries of that action reuse it), and an answer "the database or Redis is away
// for a moment" (503 DEPENDENCY_UNAVAILABLE) becomes an error the retry link retries.
import { ApolloLink } from '@apollo/client';
import { isMutationOperation } from '@apollo/client/utilities';
import { IDEMPOTENCY_KEY_HEADER } from '@ascent/shared';
import { Observable } from 'rxjs';
import { DependencyUnavailableError } from './dependencyUnavailable.ts';

export { DependencyUnavailableError, IDEMPOTENCY_KEY_HEADER };

export interface IdempotencyContext {
  readonly idempotencyKey?: string;
}

/** A random UUID, also where `crypto.randomUUID` is missing (a page served over plain http off localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Outside the retry link: one key per mutation call, kept by its retries. */
export const idempotencyLink = new ApolloLink((operation, forward) => {
  if (isMutationOperation(operation.query) && !(operation.getContext() as IdempotencyContext).idempotencyKey) {
    operation.setContext({ idempotencyKey: newIdempotencyKey() });
  }
  return forward(operation);
});

// "Come back in a moment": the database or Redis is away, or the server sheds load (or a repeat of a mutation
// arrived while its first attempt was still being answered).
const RETRYABLE = new Set(['DEPENDENCY_UNAVAILABLE', 'SERVICE_UNAVAILABLE']);

/** Inside the retry link: an answer whose every error says "retry" (and no data) fails, to be retried. */
export const dependencyUnavailableLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => {
          const errors = result.errors ?? [];
          if (!result.data && errors.length && errors.every((e) => RETRYABLE.has(String(e.extensions?.code)))) {
            observer.error(new DependencyUnavailableError(errors[0]!.message, String(errors[0]!.extensions?.code)));
          } else observer.next(result);
        },
        error: (error: unknown) => observer.error(error),
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    }),
);
