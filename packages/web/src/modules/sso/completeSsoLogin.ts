// POST /auth/sso/callback: hands the provider's answer (code, state, iss) to the server, which signs in.
import { SSO_COMPLETE_PATH } from '@ascent/shared';

export interface SsoLoginResult {
  readonly token: string;
  readonly sessionId: string;
  readonly connectionId: string;
  readonly returnTo: string;
  readonly user: { readonly _id: string; readonly fullName: string; readonly email: string };
}

export type SsoCallbackRequest =
  | { readonly code: string; readonly state: string; readonly iss?: string | null }
  /** The answer to "maximum number of sessions" for a sign-in the provider already confirmed. */
  | { readonly state: string; readonly endOldestSession: true };

export class SsoLoginError extends Error {
  constructor(
    /** The server's code (SSO_NO_ACCOUNT, MAX_SESSIONS...), NETWORK, or the provider's own (access_denied...). */
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'SsoLoginError';
  }
}

function isResult(value: unknown): value is SsoLoginResult {
  const body = value as Partial<SsoLoginResult> | null;
  return (
    typeof body?.token === 'string' &&
    body.token.length > 0 &&
    typeof body.sessionId === 'string' &&
    typeof body.connectionId === 'string'
  );
}

export async function completeSsoLogin(
  request: SsoCallbackRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<SsoLoginResult> {
  let response: Response;
  try {
    response = await fetchImpl(SSO_COMPLETE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (error) {
    throw new SsoLoginError('NETWORK', error instanceof Error ? error.message : 'Network Error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isResult(body)) return body;
  const reported = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  throw new SsoLoginError(
    typeof reported?.code === 'string' ? reported.code : 'UNKNOWN',
    typeof reported?.message === 'string' ? reported.message : `HTTP ${response.status}`,
    reported?.details && typeof reported.details === 'object' ? (reported.details as Record<string, unknown>) : {},
  );
}

// A code can be exchanged once: the callback page may mount twice (React's development double effects), so
// both mounts share one request per state.
const inFlight = new Map<string, Promise<SsoLoginResult>>();

export function completeSsoLoginOnce(
  request: SsoCallbackRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<SsoLoginResult> {
  const key = `${request.state}:${'code' in request ? 'code' : 'continue'}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = completeSsoLogin(request, fetchImpl);
    inFlight.set(key, pending);
  }
  return pending;
}
