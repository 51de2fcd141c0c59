// Who may do what in mentor matching. A founder acts for the startups they belong to; the staff who manage startups
// (STARTUPS:EDIT, never the founders' side) match mentors with the startups they reach; a mentor answers the
// requests asked of them. Refusals name their reason (MENTORING_REASONS of @ascent/shared).
import { and, eq } from 'drizzle-orm';
import { MENTORING_REASONS, isFounderSideRole, type MentoringReason } from '@ascent/shared';
import type { SignedIn } from '../../core/scope.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { Authorizer, reaches, type Reach } from '../permissions/permissions.service.ts';
import { startupMembers } from '../startups/startups.tables.ts';
import { findStartupsOfUser } from '../startups/startups.public.ts';

const CODES: Partial<Record<MentoringReason, 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT'>> = {
  notFound: 'NOT_FOUND',
  notYourStartup: 'FORBIDDEN',
  requestsClosed: 'FORBIDDEN',
  mentorFull: 'CONFLICT',
  alreadyMatched: 'CONFLICT',
  alreadyRequested: 'CONFLICT',
  answered: 'CONFLICT',
  notMatched: 'CONFLICT',
};

export const mentoringError = (reason: MentoringReason, params?: Record<string, string | number>): AppError =>
  reasonError(CODES[reason] ?? 'VALIDATION_FAILED', MENTORING_REASONS, reason, params);

export interface MentoringViewer {
  id: string;
  /** The startups the caller belongs to. */
  ownStartupIds: ReadonlySet<string>;
  /** The startups the caller manages (empty for the founders' side). */
  manages: Reach;
}

export async function mentoringViewer({ tdb, user }: SignedIn): Promise<MentoringViewer> {
  const own = await findStartupsOfUser(tdb, user.id);
  const manages: Reach = isFounderSideRole(user.roleType)
    ? new Set()
    : await new Authorizer(tdb, user).reach('STARTUPS:EDIT');
  return { id: user.id, ownStartupIds: new Set(own.map((s) => s.id)), manages };
}

export const managesStartup = (v: MentoringViewer, startupId: string) => reaches(v.manages, startupId);
export const managesAll = (v: MentoringViewer) => v.manages === 'all';

/** The startup's founders (its people). */
export async function foundersOf(tdb: TenantDb, startupId: string): Promise<string[]> {
  const rows = await tdb
    .select({ id: startupMembers.userId })
    .from(startupMembers)
    .where(tdb.where(startupMembers, and(eq(startupMembers.startupId, startupId))));
  return rows.map((r) => r.id);
}
