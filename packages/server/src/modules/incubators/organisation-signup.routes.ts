// Self-service sign-up of new organisations (issue 17 item 0): off until an operator turns it on in the console
// (instance setting `organisationSignUp`), on the sign-up host only (SIGNUP_LABEL). Someone gives the organisation's
// name and host label, and their name, email and password: the organisation is created through the operator's own
// service, they become its first administrator with a pending account and get the email confirmation the product's
// sign-up sends, and they sign in at the new organisation's address. Throttled per client address: "taken" tells
// whether a label exists. When off, both routes answer a clear "not offered".
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalizeLocale, ORGANISATION_REASONS, passwordProblem } from '@ascent/shared';
import { reasonError } from '../../core/errors.ts';
import { route, SIGNUP_HOST } from '../../core/http/route.ts';
import { jobScope } from '../../core/scope.ts';
import type { Services } from '../../core/services.ts';
import { passwordRuleMessage, sendConfirmationEmail } from '../accounts/accounts.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findRoleByType, insertUser } from '../users/users.public.ts';
import { asApiError, instanceLabels } from './operator.routes.ts';
import { readInstanceSettings } from './operators.service.ts';
import { createOrganisation } from './organisations.service.ts';

/** Organisation sign-ups allowed per minute and client address (every attempt counts). */
export const ORGANISATION_SIGN_UPS_PER_MINUTE = 5;

const name = (label: string) =>
  z.string().trim().min(1, `${label} is a required field`).max(100, `${label} can have at most 100 characters`);

const SignUp = z.object({
  organisationName: z.string().max(500),
  label: z.string().max(200),
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string().trim().min(1, 'Email is a required field').max(320).email('Email is not a valid email'),
  password: z.string().superRefine((value, ctx) => {
    if (passwordProblem(value)) ctx.addIssue({ code: 'custom', message: passwordRuleMessage() });
  }),
  language: z.string().max(16).optional(),
});

export async function organisationSignUpRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const db = services.database;
  const requireOffered = async () => {
    if (!(await readInstanceSettings(db)).organisationSignUp)
      throw reasonError('FORBIDDEN', ORGANISATION_REASONS, 'signUpNotOffered');
  };

  route(app, services, {
    method: 'GET',
    url: '/api/organisation-signup',
    access: SIGNUP_HOST,
    headers: { 'cache-control': 'no-store' },
    handler: async () => ({ offered: (await readInstanceSettings(db)).organisationSignUp }),
  });

  route(app, services, {
    method: 'POST',
    url: '/api/organisation-signup',
    access: SIGNUP_HOST,
    body: SignUp,
    check: requireOffered,
    rateLimit: {
      name: 'organisation-sign-up:address',
      max: ORGANISATION_SIGN_UPS_PER_MINUTE,
      windowMs: 60_000,
      message: 'Too many sign-ups from this address. Please wait a minute and try again.',
    },
    handler: async ({ scope, body }) => {
      const language = normalizeLocale(body.language) ?? 'en';
      const email = body.email.toLowerCase();
      const passwordHash = await hashPassword(body.password);
      let admin: { id: string } | undefined;
      const row = await asApiError(() =>
        createOrganisation(
          db,
          {
            slug: body.label,
            name: body.organisationName,
            language,
            adminEmail: email,
            adminFirstName: body.firstName,
            adminLastName: body.lastName,
          },
          {
            reserved: instanceLabels(services),
            // Their account, in the creation's transaction: the invitation of `organisation.created` then finds it.
            withAdmin: async (tdb) => {
              const role = await findRoleByType(tdb, 'Admin');
              if (!role) throw new Error('A new organisation has no Admin role');
              admin = await insertUser(tdb, {
                email,
                passwordHash,
                firstName: body.firstName,
                lastName: body.lastName,
                roleId: role.id,
                status: 'pending',
                validated: false,
                adminValidated: true,
                language,
              });
            },
          },
        ),
      );
      scope.log.info({ organisation: row.slug }, 'organisation signed up');
      services.tenants.invalidate(row.slug);
      await sendConfirmationEmail(jobScope(services, row), {
        id: admin!.id,
        email,
        firstName: body.firstName,
        language,
      });
      return { label: row.slug, signInUrl: `${services.tenants.originOf(row.slug)}/login` };
    },
  });
}
