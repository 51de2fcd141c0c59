// Applicant sign-up (/application/new, /apply/program/{slug}): a signed-out visitor creates an applicant
// account, gets the email confirmation and is signed in. Sign-ups are throttled per client address, since
// "this address is already registered" tells whether an email has an account.
import { z } from 'zod';
import { normalizeLocale, passwordProblem } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { Scope } from '../../core/scope.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { attemptLimits } from '../../core/rate-limit.ts';
import { validationError } from '../../core/validation.ts';
import type { SignedInAccount, SignUpApplicantInput } from '../../generated/graphql.ts';
import { passwordRuleMessage, sendConfirmationEmail } from '../accounts/accounts.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { addProgramMember, findProgramBySlug } from '../programs/programs.public.ts';
import { createSession, type Device } from '../sessions/sessions.service.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { findLoginCandidate, findRoleByType, insertUser } from '../users/users.public.ts';

/** Sign-ups allowed per minute and client address (shared by all instances through Redis when REDIS_URL is set). */
export const SIGN_UPS_PER_MINUTE = 10;

const name = (label: string) =>
  z.string().trim().min(1, `${label} is a required field`).max(100, `${label} can have at most 100 characters`);

const SignUpInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is a required field')
    .max(320, 'Email is too long')
    .email('Email is not a valid email'),
  firstName: name('First name'),
  lastName: name('Last name'),
  password: z.string().superRefine((value, ctx) => {
    if (passwordProblem(value)) ctx.addIssue({ code: 'custom', message: passwordRuleMessage() });
  }),
  programSlug: z.string().trim().max(63).nullish(),
  language: z.string().max(16).nullish(),
});

export const emailAlreadyRegistered = () =>
  new AppError(
    'CONFLICT',
    'This email address is already registered. Sign in instead, or reset your password if you forgot it.',
  );

export async function signUpApplicant(
  scope: Scope,
  input: SignUpApplicantInput,
  device: Device,
): Promise<SignedInAccount> {
  const { tdb, services } = scope;
  // Every attempt counts, failed ones too: "already registered" tells whether an address has an account.
  const limit = attemptLimits(services).get('sign-up:address', SIGN_UPS_PER_MINUTE, 60_000);
  if (await limit.take(device.ip ?? 'unknown'))
    throw new AppError('TOO_MANY_ATTEMPTS', 'Too many sign-ups from this address. Please wait a minute and try again.');

  const parsed = SignUpInput.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { email, firstName, lastName, password, programSlug } = parsed.data;
  const program = programSlug ? await findProgramBySlug(tdb, programSlug) : null;
  if (programSlug && !program) throw new AppError('NOT_FOUND', 'There is no such programme.');
  if (await findLoginCandidate(tdb, email)) throw emailAlreadyRegistered();
  const role = await findRoleByType(tdb, 'Applicant');
  if (!role) throw new AppError('NOT_FOUND', 'This programme does not take applications.');

  const passwordHash = await hashPassword(password);
  const language = normalizeLocale(parsed.data.language);
  let user: { id: string; firstName: string; lastName: string };
  try {
    user = await tdb.transaction(async (tx) => {
      const row = await insertUser(tx, {
        email,
        passwordHash,
        firstName,
        lastName,
        roleId: role.id,
        status: 'pending',
        validated: false,
        adminValidated: false,
        language,
      });
      if (program) await addProgramMember(tx, program.id, row.id);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_incubator_email_key')) throw emailAlreadyRegistered();
    throw err;
  }
  await sendConfirmationEmail(scope, { id: user.id, email, firstName, language });
  const session = await createSession(scope, { id: user.id }, device);
  return { token: session.token, sessionId: session.sessionId, user: { _id: user.id, fullName: fullNameOf(user) } };
}
