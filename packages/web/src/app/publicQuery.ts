// The GraphQL queries of the signed-out pages (the organisation of this host, whether single sign-on is on) as
// plain fetches, so that /login loads no Apollo Client (issue #15): the client loads with the screens that need it
// (ApolloGate.tsx). It behaves as apollo.ts does for a query: same headers, the same retries (5xx and no answer,
// `maxAttempts` in all, RETRY_MAX_ATTEMPTS by default), "retry" answers (DEPENDENCY_UNAVAILABLE) retried, the
// offline banner fed, and failures thrown as Apollo's error classes, so errors.ts reads them the same.
import { RETRY_MAX_ATTEMPTS, retryDelay, shouldRetryRequest } from '@ascent/shared';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { FormattedExecutionResult } from 'graphql';
import { readToken } from '../modules/auth/tokenStore.ts';
import { DependencyUnavailableError } from './dependencyUnavailable.ts';
import { connectionAfter, shellActivity } from './shell-states/shellActivity.ts';

const RETRYABLE = new Set(['DEPENDENCY_UNAVAILABLE', 'SERVICE_UNAVAILABLE']);

function statusOf(error: unknown): number | null {
  if (ServerError.is(error)) return error.statusCode;
  return DependencyUnavailableError.is(error) ? 503 : null;
}

async function attempt<TData>(query: string, operationName: string): Promise<TData> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        // Makes the request "non-simple" so the server's CSRF prevention lets it through (as apollo.ts).
        'Apollo-Require-Preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ operationName, query, variables: {} }),
    });
  } catch (error) {
    shellActivity.setOnline(false);
    throw error;
  }
  shellActivity.setOnline(connectionAfter(shellActivity.getSnapshot().online, operationName, 'answered'));
  const bodyText = await response.text();
  if (!response.ok) {
    throw new ServerError(`Response not successful: Received status code ${response.status}`, {
      response,
      bodyText,
    });
  }
  const result = JSON.parse(bodyText) as FormattedExecutionResult<TData>;
  const errors = result.errors ?? [];
  if (!result.data && errors.length && errors.every((e) => RETRYABLE.has(String(e.extensions?.code)))) {
    throw new DependencyUnavailableError(errors[0]!.message, String(errors[0]!.extensions?.code));
  }
  if (errors.length) throw new CombinedGraphQLErrors(result);
  return result.data as TData;
}

/** Sends one query (its whole text, with the operation named `operationName`) and answers its data. */
export async function publicQuery<TData>(
  query: string,
  operationName: string,
  { maxAttempts = RETRY_MAX_ATTEMPTS }: { readonly maxAttempts?: number } = {},
): Promise<TData> {
  for (let count = 1; ; count++) {
    try {
      return await attempt<TData>(query, operationName);
    } catch (error) {
      const status = statusOf(error);
      const again =
        count < maxAttempts &&
        !CombinedGraphQLErrors.is(error) &&
        !(status !== null && status < 500) &&
        shouldRetryRequest(count, status);
      if (!again) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(count, Math.random())));
    }
  }
}
