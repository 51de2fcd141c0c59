// The links feeding the loading counter and the connection flag, driven through a real Apollo client
// whose last link answers, fails with a GraphQL error, or never reaches the server.
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createConnectionLink, createLoadingLink } from './activityLink.ts';
import { createShellActivityStore, type ShellActivityStore } from './shellActivity.ts';

type Outcome = 'data' | 'graphql-error' | 'network-error';

function client(store: ShellActivityStore, outcome: () => Outcome, seen: number[]) {
  const terminal = new ApolloLink(
    () =>
      new Observable((observer) => {
        // What the counter says while the request is in flight.
        seen.push(store.getSnapshot().pending);
        const result = outcome();
        if (result === 'network-error') observer.error(new TypeError('Failed to fetch'));
        else if (result === 'graphql-error') {
          observer.next({ errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] });
          observer.complete();
        } else {
          observer.next({ data: { ok: true } });
          observer.complete();
        }
      }),
  );
  return new ApolloClient({
    link: ApolloLink.from([createLoadingLink(store), createConnectionLink(store), terminal]),
    cache: new InMemoryCache(),
  });
}

const MUTATION = gql`
  mutation DoIt {
    ok
  }
`;
const QUERY = gql`
  query Look {
    ok
  }
`;
const INDICATION = gql`
  query ConnectionIndication {
    ok
  }
`;

describe('the activity links', () => {
  it('raise the counter during a mutation, not a plain query, and lower it after success or failure', async () => {
    const store = createShellActivityStore();
    const seen: number[] = [];
    let outcome: Outcome = 'data';
    const c = client(store, () => outcome, seen);
    await c.mutate({ mutation: MUTATION });
    await c.query({ query: QUERY, fetchPolicy: 'network-only' });
    outcome = 'network-error';
    await expect(c.mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(seen).toEqual([1, 0, 1]);
    expect(store.getSnapshot().pending).toBe(0);
  });

  it('turn the flag off on a network error and on again at the next answer, even an error answer', async () => {
    const store = createShellActivityStore();
    let outcome: Outcome = 'network-error';
    const c = client(store, () => outcome, []);
    await expect(c.query({ query: QUERY, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(store.getSnapshot().online).toBe(false);
    outcome = 'graphql-error';
    await expect(c.mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(store.getSnapshot().online).toBe(true);
  });

  it('leave the flag alone when the connection-indication query answers', async () => {
    const store = createShellActivityStore({ pending: 0, online: false });
    const c = client(store, () => 'data', []);
    await c.query({ query: INDICATION, fetchPolicy: 'network-only' });
    expect(store.getSnapshot().online).toBe(false);
  });
});
