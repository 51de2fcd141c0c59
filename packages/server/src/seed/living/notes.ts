// Notifications of the living demo, written as `notify` writes them (notifications.service.ts): one row, one
// recipient row per user with the message rendered in that user's language, but dated in the past; older ones read.
import { normalizeLocale, type NotificationType } from '@ascent/shared';
import { notificationRecipients, notifications } from '../../modules/notifications/notifications.schema.ts';
import { renderNotificationMessage } from '../../modules/notifications/notifications.messages.ts';
import type { LivingContext } from './context.ts';

export interface DemoNotification {
  type: NotificationType;
  recipients: readonly string[];
  senderId?: string | null;
  url: string;
  params: Record<string, string>;
  at: Date;
}

const READ_AFTER_DAYS = 3;

export async function writeNotifications(ctx: LivingContext, list: readonly DemoNotification[]): Promise<void> {
  const rows = list
    .map((n) => ({ ...n, recipients: [...new Set(n.recipients)].filter((r) => r !== n.senderId) }))
    .filter((n) => n.recipients.length > 0);
  if (rows.length === 0) return;
  const render = (n: DemoNotification, language: string) =>
    renderNotificationMessage(n.type, normalizeLocale(language) ?? 'en', {
      sender: n.senderId ? ctx.userById(n.senderId).fullName : ctx.tenant.name,
      ...n.params,
    });
  // One statement per table: hundreds of notifications cost two round trips.
  const inserted = await ctx.tdb
    .insert(
      notifications,
      rows.map((n) => ({
        notificationType: n.type,
        message: render(n, 'en'),
        params: n.params,
        url: n.url,
        senderId: n.senderId ?? null,
        createdAt: n.at,
      })),
    )
    .returning({ id: notifications.id });
  const old = ctx.now.getTime() - READ_AFTER_DAYS * 86_400_000;
  await ctx.tdb.insert(
    notificationRecipients,
    rows.flatMap((n, i) =>
      n.recipients.map((userId) => ({
        notificationId: inserted[i]!.id,
        userId,
        message: render(n, ctx.userById(userId).language),
        isRead: n.at.getTime() < old,
        createdAt: n.at,
      })),
    ),
  );
}
