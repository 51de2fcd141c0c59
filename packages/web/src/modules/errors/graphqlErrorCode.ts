// The code of a failed GraphQL operation, for screens that choose their message by it: the server's
// `extensions.code`, NETWORK when no answer arrived, UNKNOWN otherwise.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function graphqlErrorCode(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return String(error.errors[0]?.extensions?.code ?? 'UNKNOWN');
  if (error instanceof TypeError || (error instanceof Error && /network|fetch/i.test(error.message))) return 'NETWORK';
  return 'UNKNOWN';
}

/** A field of the server's extensions on the first error (e.g. an invitation's `status`). */
export function graphqlErrorExtension(error: unknown, key: string): unknown {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.[key] : undefined;
}
