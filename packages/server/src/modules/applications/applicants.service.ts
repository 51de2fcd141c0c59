// The applicants screen (/applications-manager; docs/applications.md, "Applicants"): one row per person who applied
// to an intake the caller manages — the intakes where they hold both APPLICATIONS:VIEW (the pipeline's permission) and
// APPLICATIONS:EDIT (deciding). Requiring EDIT keeps anonymity simple: whoever may decide an intake's applications sees
// its applicants' names (anonymousFor), so no row here ever needs masking.
import {
  APPLICANT_ERROR_MESSAGES,
  APPLICATION_LIMITS,
  applicantAccountStatus,
  isApplicationStatus,
  type ApplicantErrorReason,
  type ApplicationStatus,
  type ErrorCode,
} from '@ascent/shared';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import type { Applicant, ApplicantPage, QueryApplicantsArgs } from '../../generated/graphql.ts';
import { resendConfirmation } from '../accounts/accounts.service.ts';
import { Authorizer, reachIds } from '../permissions/permissions.service.ts';
import { lastActiveAtByUser } from '../sessions/sessions.public.ts';
import { mayViewUser } from '../users/users.public.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import {
  applicationsOfPeople,
  findApplicant,
  lastApplicationActivityByActor,
  pageOfApplicants,
  type ApplicantCursor,
  type ApplicantRow,
} from './applicants.repository.ts';
import { applicationError } from './applications.input.ts';
import { listFunnelRows } from './applications.repository.ts';

const CODES: Partial<Record<ApplicantErrorReason, ErrorCode>> = {
  applicantNotFound: 'NOT_FOUND',
  alreadyConfirmed: 'CONFLICT',
  accountDeactivated: 'CONFLICT',
};

export const applicantError = (reason: ApplicantErrorReason): AppError =>
  reasonError(CODES[reason] ?? 'VALIDATION_FAILED', APPLICANT_ERROR_MESSAGES, reason);

/** The intakes whose applicants the caller sees: APPLICATIONS:VIEW and APPLICATIONS:EDIT on each (null: all). */
export async function managedFunnelIds(scope: SignedIn): Promise<string[] | null> {
  const authorizer = new Authorizer(scope.tdb, scope.user);
  const view = reachIds(await authorizer.reach('APPLICATIONS:VIEW')) ?? null;
  const edit = reachIds(await authorizer.reach('APPLICATIONS:EDIT')) ?? null;
  if (!view) return edit;
  if (!edit) return view;
  const editable = new Set(edit);
  return view.filter((id) => editable.has(id));
}

/** The rows as the screen shows them: their applications in the managed intakes, last activity, profile access. */
async function present(
  scope: SignedIn,
  rows: readonly ApplicantRow[],
  funnelIds: readonly string[] | null,
): Promise<Applicant[]> {
  const ids = rows.map((r) => r.id);
  const [apps, seen, acted] = await Promise.all([
    applicationsOfPeople(scope.tdb, ids, funnelIds),
    lastActiveAtByUser(scope.tdb, ids),
    lastApplicationActivityByActor(scope.tdb, ids),
  ]);
  const results: Applicant[] = [];
  for (const row of rows) {
    const times = [seen.get(row.id), acted.get(row.id)].flatMap((d) => (d ? [d.getTime()] : []));
    results.push({
      _id: row.id,
      fullName: fullNameOf(row),
      email: row.email,
      accountStatus: applicantAccountStatus(row.status, row.validated),
      applications: apps
        .filter((a) => a.userId === row.id && isApplicationStatus(a.status))
        .map((a) => ({
          _id: a.id,
          name: a.name,
          status: a.status as ApplicationStatus,
          funnelId: a.funnelId,
          funnelName: a.funnelName,
        })),
      signedUpAt: row.createdAt.toISOString(),
      lastActivityAt: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
      // The one visibility rule of profiles (users.public.ts): the link shows only where the profile would open.
      canViewProfile: await mayViewUser(scope.tdb, scope.user, row.id),
    });
  }
  return results;
}

export async function listApplicants(scope: SignedIn, args: QueryApplicantsArgs): Promise<ApplicantPage> {
  const managed = await managedFunnelIds(scope);
  let funnelIds = managed;
  if (args.funnelId) {
    if (!isUuid(args.funnelId)) throw applicationError('funnelNotFound', undefined, { field: 'funnelId' });
    // An intake the caller does not manage (or another organisation's) simply has no applicants for them.
    funnelIds = !managed || managed.includes(args.funnelId) ? [args.funnelId] : [];
  }
  let cursor: ApplicantCursor | null = null;
  if (args.after) {
    const decoded = decodeCursor(args.after, ['timestamp', 'uuid'] as const);
    if (!decoded) throw applicationError('badCursor', undefined, { field: 'after' });
    cursor = { createdAt: decoded[0], id: decoded[1] };
  }
  const status = args.status && isApplicationStatus(args.status) ? args.status : null;
  const search = (args.search ?? '').trim().slice(0, 200) || null;
  const limit = APPLICATION_LIMITS.pageSize;
  const [{ rows, total }, funnels] = await Promise.all([
    pageOfApplicants(scope.tdb, { funnelIds, status, search, cursor, limit }),
    listFunnelRows(scope.tdb, managed),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: await present(scope, page, managed),
    totalCount: total,
    next: rows.length > limit && last ? encodeCursor([last.createdAtKey, last.id]) : null,
    funnels: funnels.map((f) => ({ _id: f.id, name: f.name, slug: f.slug })),
  };
}

/**
 * Sends an applicant another confirmation link. Whoever manages an intake the person applied to may; anyone else (or
 * an unknown id) is told the person is not found. The accounts module sends it, with its limit per person.
 */
export async function resendApplicantConfirmation(scope: SignedIn, userId: string): Promise<Applicant> {
  const managed = await managedFunnelIds(scope);
  const row = isUuid(userId) ? await findApplicant(scope.tdb, userId, managed) : null;
  if (!row) throw applicantError('applicantNotFound');
  const state = applicantAccountStatus(row.status, row.validated);
  if (state === 'confirmed') throw applicantError('alreadyConfirmed');
  if (state === 'deactivated') throw applicantError('accountDeactivated');
  await resendConfirmation(scope, row.id);
  const [presented] = await present(scope, [row], managed);
  return presented!;
}
