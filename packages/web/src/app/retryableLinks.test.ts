import { describe, expect, it } from 'vitest';
import { ApolloLink, gql } from '@apollo/client';
import { firstValueFrom, type Observable, of } from 'rxjs';
import {
  dependencyUnavailableLink,
  DependencyUnavailableError,
  idempotencyLink,
  newIdempotencyKey,
} from './retryableLinks.ts';

const MUTATION = gql`
  mutation Save {
    save
  }
`;
const QUERY = gql`
  query Read {
    read
  }
`;

function run(link: ApolloLink, query = MUTATION, answer: ApolloLink.Result = { data: { save: true } }) {
  const seen: Record<string, unknown>[] = [];
  const terminal = new ApolloLink((operation) => {
    seen.push(operation.getContext());
    return of(answer);
  });
  const chain = ApolloLink.from([link, terminal]);
  const result = ApolloLink.execute(chain, { query }, { client: {} as never });
  return { seen, result: firstValueFrom(result as Observable<ApolloLink.Result>) };
}

describe('retryable links', () => {
  it('gives each mutation one idempotency key and queries none', async () => {
    const m = run(idempotencyLink);
    await m.result;
    expect(m.seen[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const q = run(idempotencyLink, QUERY);
    await q.result;
    expect(q.seen[0]!.idempotencyKey).toBeUndefined();
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('turns an answer of DEPENDENCY_UNAVAILABLE alone into an error to retry', async () => {
    const failed = run(dependencyUnavailableLink, QUERY, {
      data: null,
      errors: [{ message: 'Connection problem', extensions: { code: 'DEPENDENCY_UNAVAILABLE' } }],
    });
    await expect(failed.result).rejects.toBeInstanceOf(DependencyUnavailableError);
    const other = run(dependencyUnavailableLink, QUERY, {
      data: null,
      errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }],
    });
    await expect(other.result).resolves.toMatchObject({ errors: [{ message: 'No' }] });
  });
});
