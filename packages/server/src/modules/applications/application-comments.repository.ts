// The SQL of application comments.
import { and, asc, eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { users } from '../users/users.tables.ts';
import { applicationComments, type ApplicationCommentRow } from './application-comments.schema.ts';
import { applicationActivities } from './applications.schema.ts';

export interface CommentWithAuthor extends ApplicationCommentRow {
  firstName: string;
  lastName: string;
}

/** An application's comments, oldest first; without the internal ones unless asked. */
export async function listComments(
  tdb: TenantDb,
  applicationId: string,
  withInternal: boolean,
): Promise<CommentWithAuthor[]> {
  const rows = await tdb
    .select({ comment: applicationComments, firstName: users.firstName, lastName: users.lastName })
    .from(applicationComments)
    .innerJoin(users, tdb.where(users, eq(users.id, applicationComments.authorId)))
    .where(
      tdb.where(
        applicationComments,
        eq(applicationComments.applicationId, applicationId),
        withInternal ? undefined : eq(applicationComments.internal, false),
      ),
    )
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id));
  return rows.map((r) => ({ ...r.comment, firstName: r.firstName, lastName: r.lastName }));
}

export async function findComment(tdb: TenantDb, id: string): Promise<ApplicationCommentRow | null> {
  const [row] = await tdb
    .select()
    .from(applicationComments)
    .where(tdb.where(applicationComments, eq(applicationComments.id, id)));
  return row ?? null;
}

export async function insertComment(
  tdb: TenantDb,
  values: { applicationId: string; authorId: string; body: string; internal: boolean },
): Promise<ApplicationCommentRow> {
  const [row] = await tdb.insert(applicationComments, values).returning();
  return row!;
}

export async function deleteComment(tdb: TenantDb, id: string, authorId: string): Promise<void> {
  await tdb.delete(
    applicationComments,
    and(eq(applicationComments.id, id), eq(applicationComments.authorId, authorId)),
  );
}

/** Everyone who has commented on the application or acted on it (its activities' actors). */
export async function participantIds(tdb: TenantDb, applicationId: string): Promise<string[]> {
  const authors = await tdb
    .select({ id: applicationComments.authorId })
    .from(applicationComments)
    .where(tdb.where(applicationComments, eq(applicationComments.applicationId, applicationId)));
  const actors = await tdb
    .select({ id: applicationActivities.actorId })
    .from(applicationActivities)
    .where(tdb.where(applicationActivities, eq(applicationActivities.applicationId, applicationId)));
  const ids = new Set<string>();
  for (const r of [...authors, ...actors]) if (r.id) ids.add(r.id);
  return [...ids];
}
