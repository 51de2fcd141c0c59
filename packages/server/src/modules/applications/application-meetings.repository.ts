// The SQL of application meetings.
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { users } from '../users/users.tables.ts';
import { applicationMeetings, type ApplicationMeetingRow } from './application-meetings.schema.ts';
import { applicationMembers } from './applications.schema.ts';

export type MeetingPlan = Pick<
  ApplicationMeetingRow,
  'startTime' | 'endTime' | 'timeZone' | 'location' | 'videoLink' | 'note'
>;

export async function findMeetingOf(
  tdb: TenantDb,
  applicationId: string,
  lock = false,
): Promise<ApplicationMeetingRow | null> {
  const query = tdb
    .select()
    .from(applicationMeetings)
    .where(tdb.where(applicationMeetings, eq(applicationMeetings.applicationId, applicationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findMeeting(tdb: TenantDb, id: string): Promise<ApplicationMeetingRow | null> {
  const [row] = await tdb
    .select()
    .from(applicationMeetings)
    .where(tdb.where(applicationMeetings, eq(applicationMeetings.id, id)));
  return row ?? null;
}

export async function insertMeeting(
  tdb: TenantDb,
  values: MeetingPlan & { applicationId: string; scheduledById: string },
): Promise<ApplicationMeetingRow> {
  const [row] = await tdb
    .insert(applicationMeetings, { ...values, updatedById: values.scheduledById, sequence: 0 })
    .returning();
  return row!;
}

/** Changes the meeting and raises its sequence (each change is a new version of the calendar invitation). */
export async function updateMeeting(
  tdb: TenantDb,
  id: string,
  values: Partial<Omit<ApplicationMeetingRow, 'incubatorId' | 'id' | 'applicationId' | 'sequence'>>,
): Promise<ApplicationMeetingRow> {
  const [row] = await tdb
    .update(
      applicationMeetings,
      { ...values, sequence: sql`${applicationMeetings.sequence} + 1`, updatedAt: new Date() },
      eq(applicationMeetings.id, id),
    )
    .returning();
  return row!;
}

/** A member's answer; the sequence stays (the invitation itself did not change). */
export async function answerMeeting(
  tdb: TenantDb,
  id: string,
  values: Pick<ApplicationMeetingRow, 'response' | 'responseMessage' | 'respondedById' | 'respondedAt'>,
): Promise<ApplicationMeetingRow> {
  const [row] = await tdb
    .update(applicationMeetings, { ...values, updatedAt: new Date() }, eq(applicationMeetings.id, id))
    .returning();
  return row!;
}

/**
 * Marks this version's email as sent and answers the meeting, unless it was mailed before or the meeting has changed
 * since (the later version's own event mails it).
 */
export async function claimMeetingEmail(
  tdb: TenantDb,
  id: string,
  sequence: number,
): Promise<ApplicationMeetingRow | null> {
  const [row] = await tdb
    .update(
      applicationMeetings,
      { mailedSequence: sequence },
      and(
        eq(applicationMeetings.id, id),
        eq(applicationMeetings.sequence, sequence),
        lt(applicationMeetings.mailedSequence, sequence),
      ),
    )
    .returning();
  return row ?? null;
}

export interface MeetingRecipient {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string | null;
  timezone: string | null;
}

/** The application's members who can receive mail (deleted accounts apart), with their language and zone. */
export async function meetingRecipients(tdb: TenantDb, applicationId: string): Promise<MeetingRecipient[]> {
  return tdb
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      timezone: users.timezone,
    })
    .from(applicationMembers)
    .innerJoin(users, tdb.where(users, eq(users.id, applicationMembers.userId), ne(users.status, 'deleted')))
    .where(tdb.where(applicationMembers, eq(applicationMembers.applicationId, applicationId)));
}
