// Single sign-on through OpenID Connect (spec 01 §4): the public settings, the connections administrators
// configure, and the sign-in itself — start (state, nonce, PKCE kept server-side), completion (code exchange,
// checks, the user of THIS organisation with the provider's email, a session) and the federated sign-out.
import { z } from 'zod';
import {
  SSO_CALLBACK_PATH,
  SSO_LOGIN_STATE_TTL_MS,
  SSO_PROVIDERS,
  safeReturnPath,
  ssoIssuerProblem,
  userStatusMaySignIn,
} from '@ascent/shared';
import type { Logger } from 'pino';
import type { Auth0Settings, SsoConnection } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { SealedOpenError, type CredentialSealer } from '../../core/auth/sealed.ts';
import { outboundRefusalOf, type Outbound, type OutboundRefusal } from '../../core/http/outbound.ts';
import type { PubSub } from '../../core/pubsub.ts';
import type { TokenService } from '../../core/auth/tokens.ts';
import type { TenantResolver } from '../../core/tenancy.ts';
import type { Scope } from '../../core/scope.ts';
import { findAuthUserById, findLoginCandidate } from '../users/users.public.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { createSession } from '../sessions/sessions.service.ts';
import { OidcClients } from './sso.oidc.ts';
import * as repo from './sso.repository.ts';
import type { SsoConnectionRow } from './sso.schema.ts';
import { openClientSecret, sealClientSecret } from './sso.secrets.ts';
import { isUuid } from '../../core/validation.ts';

export interface SsoDeps {
  clients: OidcClients;
  tenants: TenantResolver;
  tokens: TokenService;
  pubsub: PubSub;
  log: Logger;
  sealer: CredentialSealer;
}

/** What saving a connection needs: the sealer for its secret, the outbound rules for its issuer. */
export interface SsoSettingsDeps {
  sealer: CredentialSealer;
  outbound: Pick<Outbound, 'urlProblem'>;
}

const connectionUnavailable = () =>
  new AppError('SSO_CONNECTION_UNAVAILABLE', 'This sign-in method is not available. Please ask your programme team.');
const stateInvalid = () =>
  new AppError('SSO_STATE_INVALID', 'This sign-in has expired or was already used. Please try again.');
const providerError = (
  message = 'The sign-in provider could not confirm who you are.',
  details?: Record<string, unknown>,
) => new AppError('SSO_PROVIDER_ERROR', message, details);

/** A request to the provider the outbound client refused (core/http/outbound.ts), in the user's words. */
function refusalMessage(reason: OutboundRefusal): string {
  switch (reason) {
    case 'BAD_URL':
    case 'SCHEME':
    case 'PRIVATE_ADDRESS':
    case 'TOO_MANY_REDIRECTS':
      return "The sign-in provider's address is not allowed. Please ask your programme team.";
    case 'TIMEOUT':
      return 'The sign-in provider did not answer in time. Please try again later.';
    case 'TOO_LARGE':
      return "The sign-in provider's answer is too large.";
    default: {
      const unhandled: never = reason;
      return unhandled;
    }
  }
}

/** SSO_PROVIDER_ERROR for a failed request to the provider: the refusal's own message, else `fallback`. */
function providerFailure(err: unknown, fallback?: string): AppError {
  const refused = outboundRefusalOf(err);
  return refused ? providerError(refusalMessage(refused.reason), { reason: refused.reason }) : providerError(fallback);
}

// ---------------------------------------------------------------------------------------------------------
// Settings and configuration

/** The `auth0` query: public, never anything secret. An unknown host has single sign-on off. */
export async function publicSettings(scope: Scope | null): Promise<Auth0Settings> {
  if (!scope) return { enabled: false, organization: null, oauthConnections: [] };
  const connections = await repo.listConnections(scope.tdb, { enabledOnly: true });
  return {
    enabled: connections.length > 0,
    organization: scope.tenant.slug,
    oauthConnections: connections.map((c) => ({ id: c.id, protocol: c.protocol, provider: c.provider, name: c.name })),
  };
}

export const redirectUriOf = (tenants: TenantResolver, slug: string) => `${tenants.originOf(slug)}${SSO_CALLBACK_PATH}`;

export function presentConnection(row: SsoConnectionRow, tenants: TenantResolver, slug: string): SsoConnection {
  return {
    id: row.id,
    protocol: row.protocol,
    provider: row.provider,
    name: row.name,
    issuer: row.issuer,
    clientId: row.clientId,
    hasClientSecret: !!row.clientSecret,
    enabled: row.enabled,
    redirectUri: redirectUriOf(tenants, slug),
    postLogoutRedirectUri: tenants.originOf(slug),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The issuer's problem when saved: its form (shared rule), then the outbound rules (names are checked when fetched). */
function issuerProblem(issuer: string, outbound: SsoSettingsDeps['outbound']): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'Issuer must be a URL without query or fragment';
  }
  if (ssoIssuerProblem(issuer) === 'invalid') return 'Issuer must be a URL without query or fragment';
  switch (outbound.urlProblem(url)?.reason) {
    case undefined:
      return null;
    case 'PRIVATE_ADDRESS':
      return 'Issuer must not be a private, loopback, link-local or metadata address (unless the operator allows its host)';
    default:
      return 'Issuer must use https (http only for a host the operator allows)';
  }
}

const connectionInput = (outbound: SsoSettingsDeps['outbound']) =>
  z.object({
    id: z.string().refine(isUuid, 'No such connection').nullish(),
    provider: z.enum(SSO_PROVIDERS, { error: `Provider must be one of ${SSO_PROVIDERS.join(', ')}` }),
    name: z.string().trim().min(1, 'Name is required').max(80, 'Name must have at most 80 characters'),
    issuer: z
      .string()
      .trim()
      .min(1, 'Issuer is required')
      .max(500, 'Issuer must have at most 500 characters')
      .superRefine((v, ctx) => {
        const problem = issuerProblem(v, outbound);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    clientId: z.string().trim().min(1, 'Client id is required').max(500, 'Client id must have at most 500 characters'),
    clientSecret: z.string().max(2000, 'Client secret must have at most 2000 characters').nullish(),
    enabled: z.boolean().nullish(),
  });

export async function upsertConnection(scope: Scope, input: unknown, deps: SsoSettingsDeps): Promise<SsoConnectionRow> {
  const parsed = connectionInput(deps.outbound).safeParse(input);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('. '), {
      fields: parsed.error.issues.map((i) => i.path.join('.')),
    });
  }
  const { id, clientSecret, enabled, ...fields } = parsed.data;
  // Absent keeps the stored secret; null or "" removes it. Stored sealed, bound to this organisation.
  const secret =
    clientSecret === undefined
      ? undefined
      : clientSecret === null || clientSecret === ''
        ? null
        : sealClientSecret(deps.sealer, scope.tdb.incubatorId, clientSecret);
  const values = { ...fields, enabled: enabled ?? true, ...(secret === undefined ? {} : { clientSecret: secret }) };
  if (!id) return repo.insertConnection(scope.tdb, values);
  const row = await repo.updateConnection(scope.tdb, id, values);
  if (!row) throw new AppError('NOT_FOUND', 'No such connection');
  return row;
}

export async function removeConnection(scope: Scope, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.deleteConnection(scope.tdb, id)))
    throw new AppError('NOT_FOUND', 'No such connection');
}

// ---------------------------------------------------------------------------------------------------------
// Signing in

async function usableConnection(tdb: TenantDb, id: string): Promise<SsoConnectionRow> {
  const connection = isUuid(id) ? await repo.findConnection(tdb, id) : null;
  if (!connection || !connection.enabled) throw connectionUnavailable();
  return connection;
}

/** The connection's client secret in plaintext; a secret that does not open makes the connection unavailable. */
function clientSecretOf(deps: SsoDeps, connection: SsoConnectionRow): string | null {
  try {
    return openClientSecret(deps.sealer, connection);
  } catch (err) {
    if (!(err instanceof SealedOpenError)) throw err;
    deps.log.error(
      { connectionId: connection.id },
      'single sign-on client secret does not open with SECRET or SECRET_PREVIOUS: enter it again',
    );
    throw connectionUnavailable();
  }
}

async function providerConfiguration(deps: SsoDeps, connection: SsoConnectionRow) {
  const secret = clientSecretOf(deps, connection);
  try {
    return await deps.clients.configuration(connection, secret);
  } catch (err) {
    deps.log.warn({ err, connectionId: connection.id, issuer: connection.issuer }, 'single sign-on discovery failed');
    throw providerFailure(err, 'The sign-in provider cannot be reached. Please try again later.');
  }
}

/** GET /auth/url: remembers a new sign-in and answers the provider's sign-in page. */
export async function startLogin(
  scope: Scope,
  deps: SsoDeps,
  input: { connectionId: string; returnTo: unknown },
  now = new Date(),
): Promise<URL> {
  const connection = await usableConnection(scope.tdb, input.connectionId);
  const config = await providerConfiguration(deps, connection);
  const secrets = OidcClients.newSecrets();
  await repo.deleteExpiredLoginStates(scope.tdb, now);
  await repo.insertLoginState(scope.tdb, {
    ...secrets,
    returnTo: safeReturnPath(input.returnTo),
    connectionId: connection.id,
    expiresAt: new Date(now.getTime() + SSO_LOGIN_STATE_TTL_MS),
  });
  return deps.clients.authorizationUrl(config, {
    ...secrets,
    redirectUri: redirectUriOf(deps.tenants, scope.tenant.slug),
  });
}

export interface CompletedLogin {
  token: string;
  sessionId: string;
  connectionId: string;
  returnTo: string;
  user: { _id: string; fullName: string; email: string; role: { type: string; label: string | null } };
}

export interface CallbackInput {
  state: string;
  code?: string | null;
  iss?: string | null;
  /** The answer to "maximum number of sessions": end the oldest one (then `code` is not needed again). */
  endOldestSession?: boolean | null;
}

/**
 * POST /auth/sso/callback. With a code: the state is used up, the code exchanged and checked, and the user of
 * this organisation with the provider's (verified) email signed in. Without one, after a MAX_SESSIONS answer:
 * the same authenticated sign-in gets its session by ending the oldest.
 */
export async function completeLogin(
  scope: Scope,
  deps: SsoDeps,
  input: CallbackInput,
  device: { userAgent?: string | null; ip?: string | null },
  now = new Date(),
): Promise<CompletedLogin> {
  const { tdb, tenant } = scope;
  if (input.code) {
    const row = await repo.consumeLoginState(tdb, input.state, now);
    if (!row) throw stateInvalid();
    const connection = await usableConnection(tdb, row.connectionId);
    const config = await providerConfiguration(deps, connection);
    const callbackUrl = new URL(redirectUriOf(deps.tenants, tenant.slug));
    callbackUrl.searchParams.set('code', input.code);
    callbackUrl.searchParams.set('state', input.state);
    if (input.iss) callbackUrl.searchParams.set('iss', input.iss);
    let identity;
    try {
      identity = await deps.clients.exchange(config, callbackUrl, row);
    } catch (err) {
      deps.log.warn({ err, connectionId: connection.id }, 'single sign-on code exchange failed');
      throw providerFailure(err);
    }
    if (!identity.email) throw providerError('The sign-in provider did not share your email address.');
    // A provider that says the address is unverified is refused; one that says nothing is trusted (the
    // administrators chose it): see docs/decisions.md.
    if (identity.emailVerified === false) {
      throw new AppError('SSO_EMAIL_UNVERIFIED', 'Your email address is not verified at the sign-in provider.', {
        email: identity.email,
      });
    }
    const candidate = await findLoginCandidate(tdb, identity.email);
    // Only accounts that may sign in at all (active or pending): the same rule as the password sign-in.
    if (!candidate || !userStatusMaySignIn(candidate.status)) {
      throw new AppError('SSO_NO_ACCOUNT', `No account for this email in ${tenant.name}`, { email: identity.email });
    }
    await repo.recordAuthenticatedUser(tdb, row.id, candidate.id);
  } else if (!input.endOldestSession) {
    throw new AppError('VALIDATION_FAILED', 'Code is required', { fields: ['code'] });
  }
  return issueSession(scope, deps, input.state, !!input.endOldestSession, device, now);
}

async function issueSession(
  scope: Scope,
  deps: SsoDeps,
  state: string,
  endOldest: boolean,
  device: { userAgent?: string | null; ip?: string | null },
  now: Date,
): Promise<CompletedLogin> {
  const { tdb, tenant } = scope;
  const row = await repo.claimCompletion(tdb, state, now);
  if (!row?.userId) throw stateInvalid();
  try {
    await usableConnection(tdb, row.connectionId);
    const user = await findAuthUserById(tdb, row.userId);
    if (!user || !userStatusMaySignIn(user.status))
      throw new AppError('SSO_NO_ACCOUNT', `No account for this email in ${tenant.name}`);
    const { token, sessionId } = await createSession(scope, user, device, { endOldest });
    return {
      token,
      sessionId,
      connectionId: row.connectionId,
      returnTo: safeReturnPath(row.returnTo),
      user: {
        _id: user.id,
        fullName: fullNameOf(user),
        email: user.email,
        role: { type: user.roleType, label: user.roleLabel },
      },
    };
  } catch (err) {
    // MAX_SESSIONS (or a failure) leaves the authenticated sign-in open for its answer until it expires.
    await repo.releaseCompletion(tdb, row.id);
    throw err;
  }
}

/** GET /auth/logout: the provider's end-session page, back to the organisation's address; else the address. */
export async function logoutTarget(scope: Scope, deps: SsoDeps, connectionId: string): Promise<string> {
  const origin = deps.tenants.originOf(scope.tenant.slug);
  const connection = isUuid(connectionId) ? await repo.findConnection(scope.tdb, connectionId) : null;
  if (!connection) return origin;
  try {
    const config = await deps.clients.configuration(connection, clientSecretOf(deps, connection));
    return deps.clients.endSessionUrl(config, origin)?.href ?? origin;
  } catch (err) {
    deps.log.warn({ err, connectionId: connection.id }, 'single sign-on discovery failed at sign-out');
    return origin;
  }
}
