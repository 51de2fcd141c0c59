// The instance's operators (issue 17 item 0): people who run the instance, not users of any organisation. Added
// by `npm run org -- operator add <email>`; they sign in on the operator console's host (OPERATOR_LABEL) with a
// token whose audience is the console, backed by a session that signing out ends. The instance settings (whether
// new organisations may sign up by themselves) are theirs too.
import { OPERATOR_SESSION_HOURS, passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ascent/shared';
import { AppError } from '../../core/errors.ts';
import type { HostScope } from '../../core/scope.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { RegistryDb } from './incubators.repository.ts';
import {
  endOperatorSession,
  findOperatorByEmail,
  insertOperatorSession,
  readSetting,
  upsertOperator,
  writeSetting,
} from './operators.repository.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SESSION_SECONDS = OPERATOR_SESSION_HOURS * 60 * 60;

export class OperatorInputError extends Error {}

/** Adds an operator (or sets the password of an existing one, ending their sessions). Answers whether it is new. */
export async function addOperator(db: RegistryDb, rawEmail: string, password: string): Promise<boolean> {
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) throw new OperatorInputError(`"${rawEmail}" is not an email address.`);
  if (passwordProblem(password))
    throw new OperatorInputError(
      `The password must be at least ${PASSWORD_MIN_LENGTH} characters long (at most ${PASSWORD_MAX_LENGTH}).`,
    );
  return upsertOperator(db, email, await hashPassword(password));
}

/** Signs an operator in: a console token for a new session, or INVALID_CREDENTIALS (the same for an unknown email). */
export async function signInOperator(
  scope: HostScope,
  rawEmail: string,
  password: string,
): Promise<{ token: string; operator: { email: string } }> {
  const { services } = scope;
  const candidate = await findOperatorByEmail(services.database, rawEmail.trim().toLowerCase());
  const ok = await verifyPassword(candidate?.passwordHash, password);
  if (!candidate || !ok) throw new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');
  const sessionId = await insertOperatorSession(
    services.database,
    candidate.id,
    new Date(Date.now() + SESSION_SECONDS * 1000),
  );
  const token = await services.tokens.signOperator(
    { operatorId: candidate.id, sessionId, label: services.config.OPERATOR_LABEL },
    SESSION_SECONDS,
  );
  return { token, operator: { email: candidate.email } };
}

export const signOutOperator = (db: RegistryDb, sessionId: string) => endOperatorSession(db, sessionId);

// ---- Instance settings ----

const SIGN_UP_KEY = 'organisationSignUp';

export interface InstanceSettings {
  /** Whether anyone may create an organisation on the sign-up host (off until an operator turns it on). */
  organisationSignUp: boolean;
}

export async function readInstanceSettings(db: RegistryDb): Promise<InstanceSettings> {
  return { organisationSignUp: (await readSetting(db, SIGN_UP_KEY)) === true };
}

export async function writeInstanceSettings(db: RegistryDb, settings: InstanceSettings): Promise<InstanceSettings> {
  await writeSetting(db, SIGN_UP_KEY, settings.organisationSignUp);
  return readInstanceSettings(db);
}
