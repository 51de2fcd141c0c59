import { describe, expect, it } from 'vitest';
import { buildSchema, graphql, type GraphQLResolveInfo } from 'graphql';
import { selects } from './selection.ts';

const schema = buildSchema(`
  type Page { totalCount: Int! next: String }
  type Query { page: Page! }
`);

/** What `selects(info, 'totalCount')` answers for the `page` field of this query. */
async function asksTotal(query: string): Promise<boolean> {
  let answer: boolean | undefined;
  const result = await graphql({
    schema,
    source: query,
    rootValue: {
      page: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
        answer = selects(info, 'totalCount');
        return { totalCount: 1, next: null };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return answer!;
}

describe('selects', () => {
  it('sees a field asked directly, in an inline fragment or a named one', async () => {
    expect(await asksTotal('{ page { totalCount next } }')).toBe(true);
    expect(await asksTotal('{ page { ... on Page { totalCount } } }')).toBe(true);
    expect(await asksTotal('query { page { ...P } } fragment P on Page { next totalCount }')).toBe(true);
  });

  it('answers false when the field is not asked for', async () => {
    expect(await asksTotal('{ page { next } }')).toBe(false);
    expect(await asksTotal('query { page { ...P } } fragment P on Page { next }')).toBe(false);
  });
});
