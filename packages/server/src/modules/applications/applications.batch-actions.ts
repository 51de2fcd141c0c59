// The bulk actions `assign` and `email` on applications (issue 21 §5; applications.batch.ts runs them). Their
// parameters travel in the operation's `targetId` as JSON: for assign the round and the evaluators, for email the
// message. Assign reuses the review rules (assignInRound: reviewable, no conflict of interest, each new assignment
// announced so the evaluator gets a task); email sends the staff's text as written, in the branded layout, with a
// footer and button in the recipient's language, and records `messageSent` on the application.
import {
  APPLICATION_LIMITS,
  applicantAccountStatus,
  REVIEW_LIMITS,
  type ApplicationBatchAction,
  type ApplicationBatchItemFailure,
} from '@ascent/shared';
import { BatchItemRefused } from '../../core/batch/batches.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { mailLanguageOf } from '../accounts/accounts.service.ts';
import { reviewError, staffRound } from './application-reviews.access.ts';
import { findRound, poolOf } from './application-reviews.repository.ts';
import { assignInRound, checkEvaluators } from './application-reviews.service.ts';
import { applicationUrl } from './applications.domain-events.ts';
import { messageEmail } from './applications.emails.ts';
import { applicationError } from './applications.input.ts';
import {
  findApplication,
  findFunnel,
  insertActivities,
  listMembers,
  type MemberRow,
} from './applications.repository.ts';
import type { ApplicationRow } from './applications.schema.ts';
import { funnelZone } from './funnels.service.ts';

/** What startApplicationBatchOperation receives besides the action and the ids. */
export interface ApplicationBatchArgs {
  status?: string | null;
  roundId?: string | null;
  evaluatorIds?: readonly string[] | null;
  message?: { subject: string; body: string } | null;
}

interface AssignParams {
  roundId: string;
  evaluatorIds: string[];
}
interface EmailParams {
  subject: string;
  body: string;
}

const refuse = (reason: ApplicationBatchItemFailure): never => {
  throw new BatchItemRefused(reason);
};

/** The arguments another action needs are refused rather than ignored. */
export function checkArgumentsFit(action: ApplicationBatchAction, args: ApplicationBatchArgs): void {
  const given = {
    status: args.status != null,
    roundId: args.roundId != null,
    evaluatorIds: args.evaluatorIds != null,
    message: args.message != null,
  };
  const allowed: Record<string, readonly string[]> = {
    move: ['status'],
    assign: ['roundId', 'evaluatorIds'],
    email: ['message'],
  };
  const extra = Object.entries(given).find(([k, v]) => v && !(allowed[action] ?? []).includes(k));
  if (extra) throw applicationError('batchArguments', undefined, { field: extra[0] });
}

/**
 * Checks assign's round and evaluators (the round one the caller manages and of every application's intake, 1–200
 * evaluators, each able to evaluate and in the round's pool); answers the stored parameters.
 */
export async function validateAssign(
  scope: SignedIn,
  args: ApplicationBatchArgs,
  rows: readonly ApplicationRow[],
): Promise<string> {
  if (!args.roundId) throw reviewError('roundNotFound', undefined, { field: 'roundId' });
  const people = [...new Set(args.evaluatorIds ?? [])];
  if (people.length === 0) throw reviewError('noEvaluators', undefined, { field: 'evaluatorIds' });
  if (people.length > REVIEW_LIMITS.maxPool)
    throw reviewError('poolTooLarge', { max: REVIEW_LIMITS.maxPool }, { field: 'evaluatorIds' });
  const round = await staffRound(scope, args.roundId, 'APPLICATIONS:EDIT');
  // A round of another intake first: its pool would say nothing useful about these applications.
  const other = rows.find((r) => r.funnelId !== round.funnelId);
  if (other) throw applicationError('otherIntake', undefined, { applicationId: other.id, field: 'roundId' });
  await checkEvaluators(scope, people);
  const pool = new Set(await poolOf(scope.tdb, round.id));
  const outside = people.find((id) => !pool.has(id));
  if (outside !== undefined) throw reviewError('notInPool', undefined, { userId: outside, field: 'evaluatorIds' });
  return JSON.stringify({ roundId: round.id, evaluatorIds: people } satisfies AssignParams);
}

/** Checks email's message (plain text; subject on one line, 1–200 characters; body 1–5000); answers it stored. */
export function validateEmail(args: ApplicationBatchArgs): string {
  const subject = (args.message?.subject ?? '').replace(/\s+/g, ' ').trim();
  const body = (args.message?.body ?? '').replace(/\r\n?/g, '\n').trim();
  if (subject.length === 0 || subject.length > APPLICATION_LIMITS.messageSubjectMax)
    throw applicationError('subjectLength', { max: APPLICATION_LIMITS.messageSubjectMax }, { field: 'subject' });
  if (body.length === 0 || body.length > APPLICATION_LIMITS.messageBodyMax)
    throw applicationError('bodyLength', { max: APPLICATION_LIMITS.messageBodyMax }, { field: 'body' });
  return JSON.stringify({ subject, body } satisfies EmailParams);
}

function parse<T>(raw: string | null, ok: (v: Record<string, unknown>) => boolean): T | null {
  try {
    const value = JSON.parse(raw ?? '') as unknown;
    return value && typeof value === 'object' && ok(value as Record<string, unknown>) ? (value as T) : null;
  } catch {
    return null;
  }
}

const parseAssign = (raw: string | null) =>
  parse<AssignParams>(
    raw,
    (v) =>
      typeof v.roundId === 'string' &&
      isUuid(v.roundId) &&
      Array.isArray(v.evaluatorIds) &&
      v.evaluatorIds.every((id) => typeof id === 'string'),
  );

const parseEmail = (raw: string | null) =>
  parse<EmailParams>(raw, (v) => typeof v.subject === 'string' && typeof v.body === 'string');

/** What assign needs at each (re)start of a run, read outside the items' transactions (a flag, the evaluators). */
export interface AssignContext {
  anonymous: boolean;
  evaluators: ReadonlySet<string>;
}

/**
 * One application of an assign, in its item's transaction: the round still of its intake, the evaluators still in
 * the pool and able to evaluate, then the review rules. An application already assigned to them counts as done.
 */
export async function assignOne(
  tx: Scope,
  ctx: AssignContext,
  row: ApplicationRow,
  targetId: string | null,
  actorId: string,
): Promise<void> {
  const params = parseAssign(targetId) ?? refuse('gone');
  const round = await findRound(tx.tdb, params.roundId);
  if (!round || round.funnelId !== row.funnelId) refuse('gone');
  const pool = new Set(await poolOf(tx.tdb, round!.id));
  if (params.evaluatorIds.some((id) => !pool.has(id) || !ctx.evaluators.has(id))) refuse('notInPool');
  try {
    await assignInRound(tx, round!, [row], params.evaluatorIds, { actorId, anonymous: ctx.anonymous });
  } catch (err) {
    const reason = err instanceof AppError ? err.details?.reason : undefined;
    if (reason === 'notReviewable' || reason === 'conflictOfInterest') refuse(reason);
    throw err;
  }
}

/** A member the message goes to: a deactivated account gets no email from the programme. */
const reachable = (m: MemberRow) => applicantAccountStatus(m.status, true) !== 'deactivated';

/** One application of an email, in its item's transaction: it has members; the activity, with the subject, is kept. */
export async function recordMessage(tx: TenantDb, row: ApplicationRow, targetId: string | null, actorId: string) {
  const message = parseEmail(targetId) ?? refuse('gone');
  if ((await listMembers(tx, [row.id])).filter(reachable).length === 0) refuse('noRecipients');
  await insertActivities(tx, [{ applicationId: row.id, kind: 'messageSent', actorId, subject: message.subject }]);
}

/** After the item's commit: the message to each member of the application, in their language. */
export async function sendMessage(scope: Scope, applicationId: string, targetId: string | null): Promise<void> {
  const message = parseEmail(targetId);
  const row = await findApplication(scope.tdb, applicationId);
  if (!message || !row) return;
  const funnel = await findFunnel(scope.tdb, row.funnelId);
  const programme = (funnel && (await funnelZone(scope, funnel)).programName) || funnel?.name || scope.tenant.name;
  const url = `${scope.services.tenants.originOf(scope.tenant.slug)}${applicationUrl(row.id)}`;
  for (const member of (await listMembers(scope.tdb, [row.id])).filter(reachable)) {
    const language = mailLanguageOf(member, scope.tenant);
    await scope.services.mailer.send(scope, {
      to: member.email,
      kind: 'application-message',
      language,
      content: messageEmail(language, { ...message, programme, url }),
      secrets: [],
    });
  }
}
