// Creating a notification stores one recipient row per user and pushes it live to each of them.
import { inArray } from 'drizzle-orm';
import type { NotificationRecipient } from '../../generated/graphql.ts';
import { topicFor, type PubSub } from '../../core/pubsub.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { users } from '../users/users.schema.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { notificationRecipients, notifications } from './notifications.schema.ts';

export const NOTIFICATION_CREATED = 'notificationCreated';

export interface NewNotification {
  notificationType: string;
  message: string;
  url?: string | null;
  senderId?: string | null;
  recipientIds: string[];
}

export interface NotificationCreatedEvent {
  incubatorId: string;
  userId: string;
  notificationCreated: NotificationRecipient;
}

export async function createNotification(scope: { tdb: TenantDb; pubsub: PubSub }, input: NewNotification): Promise<NotificationRecipient[]> {
  const recipientIds = [...new Set(input.recipientIds)];
  if (recipientIds.length === 0) throw new AppError('VALIDATION_FAILED', 'A notification needs at least one recipient.');
  const { tdb } = scope;
  const created = await tdb.transaction(async (tx) => {
    const found = await tx.select({ id: users.id }).from(users).where(tx.where(users, inArray(users.id, recipientIds)));
    if (found.length !== recipientIds.length) throw new AppError('VALIDATION_FAILED', 'Every recipient must be a user of this programme.');
    const [note] = await tx
      .insert(notifications, { notificationType: input.notificationType, message: input.message, url: input.url ?? null, senderId: input.senderId ?? null })
      .returning();
    const rows = await tx.insert(notificationRecipients, recipientIds.map((userId) => ({ notificationId: note!.id, userId }))).returning();
    return { note: note!, rows };
  });
  let sender: NotificationRecipient['notification']['sender'] = null;
  if (input.senderId) {
    const [s] = await tdb
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
      .from(users)
      .where(tdb.where(users, inArray(users.id, [input.senderId])));
    if (s) sender = { _id: s.id, fullName: fullNameOf(s), avatar: s.avatar };
  }
  const presented = created.rows.map((r) => ({
    userId: r.userId,
    recipient: {
      _id: r.id,
      isRead: r.isRead,
      message: created.note.message,
      createdAt: r.createdAt.toISOString(),
      notification: {
        _id: created.note.id,
        url: created.note.url,
        message: created.note.message,
        notificationType: created.note.notificationType,
        note: null,
        parentNote: null,
        sender,
      },
    } satisfies NotificationRecipient,
  }));
  await Promise.all(
    presented.map(({ userId, recipient }) =>
      scope.pubsub.publish(topicFor(tdb.incubatorId, NOTIFICATION_CREATED, userId), {
        incubatorId: tdb.incubatorId,
        userId,
        notificationCreated: recipient,
      } satisfies NotificationCreatedEvent),
    ),
  );
  return presented.map((p) => p.recipient);
}
