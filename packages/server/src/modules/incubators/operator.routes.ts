// The operator console's API (issue 17 item 0), on the console's host only (OPERATOR_LABEL): an operator signs in
// (throttled as tenant sign-in is), lists the organisations, creates, renames, suspends, resumes and deletes them
// through the same service as `npm run org`, and sets the instance settings. A tenant's token is worthless here
// (its audience is its organisation) and these routes refuse every organisation's host.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORGANISATION_REASONS } from '@ascent/shared';
import { reasonError } from '../../core/errors.ts';
import { ANY_HOST, OPERATOR, OPERATOR_HOST, route } from '../../core/http/route.ts';
import type { Services } from '../../core/services.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import { userCounts } from './incubators.repository.ts';
import {
  createOrganisation,
  deleteOrganisation,
  listOrganisations,
  OrganisationError,
  PURGE_GRACE_DAYS,
  renameOrganisation,
  setSuspended,
} from './organisations.service.ts';
import { readInstanceSettings, signInOperator, signOutOperator, writeInstanceSettings } from './operators.service.ts';

const ATTEMPTS_PER_MINUTE = 10;
const TOO_MANY = 'Too many sign-in attempts. Please wait a minute and try again.';

const SignIn = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320).email('Email is not a valid email'),
  password: z.string().min(1, 'Password is required').max(1024),
});
const text = (max: number) => z.string().max(max);
const NewOrganisation = z.object({
  label: text(200),
  name: text(500),
  plan: text(100).optional(),
  language: text(100).optional(),
  timezone: text(100).optional(),
  adminEmail: text(500),
  adminFirstName: text(100).optional(),
  adminLastName: text(100).optional(),
});
const Label = z.object({ label: z.string().max(200) });
const Rename = z.object({ name: text(500) });
const Settings = z.object({ organisationSignUp: z.boolean() });

/** An organisation as the console lists it. */
export function presentOrganisation(row: IncubatorRow, users = 0) {
  return {
    label: row.slug,
    name: row.name,
    plan: row.planName,
    status: row.status,
    defaultLanguage: row.defaultLanguage,
    timezone: row.timezone,
    users,
    createdAt: row.createdAt.toISOString(),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** The service's refusal as the API's: its reason (the web translates it), never a 500. */
export async function asApiError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof OrganisationError)) throw err;
    const code =
      err.reason === 'notFound' ? 'NOT_FOUND' : err.reason === 'labelTaken' ? 'CONFLICT' : 'VALIDATION_FAILED';
    throw reasonError(code, ORGANISATION_REASONS, err.reason, err.params);
  }
}

/** The instance's own labels, which no organisation may take. */
export const instanceLabels = (services: Services) => [services.config.OPERATOR_LABEL, services.config.SIGNUP_LABEL];

export async function operatorRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const db = services.database;

  // Which kind of host this is, for the web app when no organisation answers here: the console, the sign-up page
  // or nothing.
  route(app, services, {
    method: 'GET',
    url: '/api/instance/host',
    access: ANY_HOST,
    handler: async ({ request }) => {
      const label = services.tenants.slugOf(request.headers);
      const kind =
        label === services.config.OPERATOR_LABEL
          ? 'operator'
          : label === services.config.SIGNUP_LABEL
            ? 'signup'
            : null;
      return { kind };
    },
  });

  route(app, services, {
    method: 'POST',
    url: '/api/operator/sign-in',
    access: OPERATOR_HOST,
    body: SignIn,
    headers: { 'cache-control': 'no-store' },
    rateLimit: [
      {
        name: 'operator-sign-in:address',
        max: ATTEMPTS_PER_MINUTE,
        windowMs: 60_000,
        message: TOO_MANY,
        countsFailures: ['INVALID_CREDENTIALS'],
      },
      {
        name: 'operator-sign-in:account',
        max: ATTEMPTS_PER_MINUTE,
        windowMs: 60_000,
        message: TOO_MANY,
        key: ({ body }) => body.email.toLowerCase(),
        forgetOn: ['success'],
      },
    ],
    handler: ({ scope, body }) => signInOperator(scope, body.email, body.password),
  });

  route(app, services, {
    method: 'POST',
    url: '/api/operator/sign-out',
    access: OPERATOR,
    handler: async ({ scope }) => {
      await signOutOperator(db, scope.sessionId);
      return { ok: true };
    },
  });

  route(app, services, {
    method: 'GET',
    url: '/api/operator/me',
    access: OPERATOR,
    handler: ({ scope }) => ({ operator: { email: scope.operator.email } }),
  });

  route(app, services, {
    method: 'GET',
    url: '/api/operator/organisations',
    access: OPERATOR,
    headers: { 'cache-control': 'no-store' },
    handler: async () => {
      const [rows, counts] = await Promise.all([listOrganisations(db), userCounts(db)]);
      return {
        organisations: rows.map((r) => presentOrganisation(r, counts.get(r.id) ?? 0)),
        purgeGraceDays: PURGE_GRACE_DAYS,
      };
    },
  });

  route(app, services, {
    method: 'POST',
    url: '/api/operator/organisations',
    access: OPERATOR,
    body: NewOrganisation,
    handler: async ({ scope, body }) => {
      const row = await asApiError(() =>
        createOrganisation(db, { ...body, slug: body.label }, { reserved: instanceLabels(services) }),
      );
      scope.log.info({ organisation: row.slug, operator: scope.operator.email }, 'organisation created');
      services.tenants.invalidate(row.slug);
      // The first administrator's invitation leaves now (the event's queue would within a minute anyway).
      void services.events.recover({ olderThanSeconds: 0 }).catch(() => {});
      return { organisation: presentOrganisation(row) };
    },
  });

  route(app, services, {
    method: 'PATCH',
    url: '/api/operator/organisations/:label',
    access: OPERATOR,
    params: Label,
    body: Rename,
    handler: async ({ params, body }) => {
      const row = await asApiError(() => renameOrganisation(db, params.label, body.name));
      services.tenants.invalidate(row.slug);
      return { organisation: presentOrganisation(row) };
    },
  });

  for (const action of ['suspend', 'resume'] as const) {
    route(app, services, {
      method: 'POST',
      url: `/api/operator/organisations/:label/${action}`,
      access: OPERATOR,
      params: Label,
      handler: async ({ scope, params }) => {
        const row = await asApiError(() => setSuspended(db, params.label, action === 'suspend'));
        scope.log.info({ organisation: row.slug, operator: scope.operator.email }, `organisation ${action}d`);
        services.tenants.invalidate(row.slug);
        return { organisation: presentOrganisation(row) };
      },
    });
  }

  route(app, services, {
    method: 'DELETE',
    url: '/api/operator/organisations/:label',
    access: OPERATOR,
    params: Label,
    handler: async ({ scope, params }) => {
      const { row, exportPath } = await asApiError(() =>
        deleteOrganisation(db, services.config.DATA_DIR, params.label),
      );
      scope.log.info({ organisation: row.slug, operator: scope.operator.email, exportPath }, 'organisation deleted');
      services.tenants.invalidate(row.slug);
      return { organisation: presentOrganisation(row), exportPath, purgeGraceDays: PURGE_GRACE_DAYS };
    },
  });

  route(app, services, {
    method: 'GET',
    url: '/api/operator/settings',
    access: OPERATOR,
    handler: async () => ({ settings: await readInstanceSettings(db), signUpLabel: services.config.SIGNUP_LABEL }),
  });

  route(app, services, {
    method: 'PUT',
    url: '/api/operator/settings',
    access: OPERATOR,
    body: Settings,
    handler: async ({ body }) => ({
      settings: await writeInstanceSettings(db, body),
      signUpLabel: services.config.SIGNUP_LABEL,
    }),
  });
}
