// A recipient row as the API presents it (spec 01 §3, "Notification").
import type { NotificationRecipient } from '../../generated/graphql.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import type { RecipientView } from './notifications.repository.ts';

export type RecipientFields = Omit<RecipientView, 'cursorAt'>;

export function presentRecipient(r: RecipientFields): NotificationRecipient {
  const note = r.params.note ? { content: r.params.note } : null;
  const parentNote = r.params.parentNote ? { content: r.params.parentNote } : null;
  const sender =
    r.senderId && r.senderFirstName !== null && r.senderLastName !== null
      ? {
          _id: r.senderId,
          fullName: fullNameOf({ firstName: r.senderFirstName, lastName: r.senderLastName }),
          avatar: r.senderAvatar,
        }
      : null;
  return {
    _id: r.id,
    isRead: r.isRead,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    notification: {
      _id: r.notificationId,
      url: r.url,
      // The recipient's own copy: the same text in their language.
      message: r.message,
      notificationType: r.notificationType,
      note,
      parentNote,
      sender,
    },
  };
}
