// Raising a notification: one recipient row per user, its message rendered in that user's language, pushed live
// to each of them, and emailed to those who asked for emails about the type's group. Other modules call `notify`.
import {
  NOTIFICATION_GROUP_BY_TYPE,
  isNotificationType,
  normalizeLocale,
  type CatalogueLanguage,
  type NotificationType,
} from '@ascent/shared';
import type { NotificationRecipient } from '../../generated/graphql.ts';
import { topicFor } from '../../core/pubsub.ts';
import type { Scope } from '../../core/scope.ts';
import { AppError } from '../../core/errors.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import type { OutgoingMail } from '../../core/mail/mailer.ts';
import { notificationEmailsTask, sendNotificationEmails } from './notifications.tasks.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { notificationEmail } from './notifications.emails.ts';
import { renderNotificationMessage, requiredParams } from './notifications.messages.ts';
import { presentRecipient } from './notifications.presenter.ts';
import { findUsers, insertNotification, usersWantingEmail, type RecipientUser } from './notifications.repository.ts';
import { isUuid } from '../../core/validation.ts';

export const NOTIFICATION_CREATED = 'notificationCreated';

export interface NotificationCreatedEvent {
  incubatorId: string;
  userId: string;
  notificationCreated: NotificationRecipient;
}

/**
 * How a notification's emails leave: through the job queue (notifications.tasks.ts), not awaited — the default —
 * or sent inline, awaited (tests that read the mailbox at once).
 */
export type EmailDelivery = 'queue' | 'inline';

export interface NotifyInput {
  type: NotificationType;
  /** User ids of this organisation. Repeats are dropped, and so is the sender (nobody is notified of their own act). */
  recipients: readonly string[];
  senderId?: string | null;
  /** Where clicking the notification leads: an in-app path (`/tasks/…`) or an http(s) address. */
  url: string;
  /**
   * Values for the type's message template (`notification.<type>` in src/locales: e.g. `{ task }` for the task types), as
   * plain text in no particular language. Optional extras: `note` (shown as the quoted content) and `parentNote`.
   */
  params?: Readonly<Record<string, string>>;
  /**
   * Params whose value depends on the language (an automated task's name: tasks.public.ts), over `params` in each
   * recipient's message; `params` keeps the value stored with the notification.
   */
  paramsIn?: (language: CatalogueLanguage) => Readonly<Record<string, string>>;
  /** The domain event (and type) this notification answers: raised once however often the event is delivered. */
  eventKey?: string | null;
  /**
   * false: no notification email, whatever the recipients chose — the raising module mails its own, fuller message
   * (an application's meeting: its time, place and calendar invitation).
   */
  email?: boolean;
}

const MAX_URL_LENGTH = 2000;
const MAX_PARAM_LENGTH = 5000;

function validate(input: NotifyInput): void {
  if (!isNotificationType(input.type))
    throw new AppError('VALIDATION_FAILED', `Unknown notification type "${String(input.type)}".`);
  const url = input.url;
  const internal = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
  const external = typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url);
  if (!(internal || external) || url.length > MAX_URL_LENGTH)
    throw new AppError('VALIDATION_FAILED', 'A notification url must be an in-app path or an http(s) address.');
  const params = input.params ?? {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string' || value.length > MAX_PARAM_LENGTH)
      throw new AppError(
        'VALIDATION_FAILED',
        `Notification param "${key}" must be text of at most ${MAX_PARAM_LENGTH} characters.`,
      );
  }
  const missing = requiredParams(input.type).filter((p) => !params[p]?.trim());
  if (missing.length)
    throw new AppError('VALIDATION_FAILED', `A ${input.type} notification needs ${missing.join(', ')}.`);
}

/** The recipient's language (any of the eleven catalogues, id and ja included), else the organisation's, else English. */
export function languageOf(user: { language?: string | null }, tenant: IncubatorRow): CatalogueLanguage {
  return normalizeLocale(user.language) ?? normalizeLocale(tenant.defaultLanguage) ?? 'en';
}

/**
 * Raises a notification of `type` to `recipients`. Every recipient must be a user of the scope's organisation
 * (VALIDATION_FAILED otherwise, and nothing is stored). Returns each recipient's copy as the API presents it.
 * Email failures are logged by the mailer and never undo the notification.
 */
export async function notify(
  scope: Scope,
  input: NotifyInput,
  delivery: EmailDelivery = 'queue',
): Promise<NotificationRecipient[]> {
  validate(input);
  const { tdb, tenant } = scope;
  const senderId = input.senderId ?? null;
  const recipientIds = [...new Set(input.recipients)].filter((id) => id !== senderId);
  if (recipientIds.length === 0) return [];
  if (![...recipientIds, ...(senderId ? [senderId] : [])].every(isUuid))
    throw new AppError('VALIDATION_FAILED', 'Every recipient must be a user of this programme.');

  const found = await findUsers(tdb, senderId ? [...recipientIds, senderId] : recipientIds);
  const byId = new Map(found.map((u) => [u.id, u]));
  if (!recipientIds.every((id) => byId.has(id)))
    throw new AppError('VALIDATION_FAILED', 'Every recipient must be a user of this programme.');
  const sender = senderId ? byId.get(senderId) : null;
  if (senderId && !sender) throw new AppError('VALIDATION_FAILED', 'The sender must be a user of this programme.');

  const params: Record<string, string> = { ...(input.params ?? {}), sender: sender ? fullNameOf(sender) : tenant.name };
  const recipients = recipientIds.map((id) => byId.get(id)!);
  const languages = new Map(recipients.map((u) => [u.id, languageOf(u, tenant)]));
  const render = (language: CatalogueLanguage) =>
    renderNotificationMessage(input.type, language, { ...params, ...input.paramsIn?.(language) });
  const stored = await insertNotification(
    tdb,
    {
      notificationType: input.type,
      message: render('en'),
      url: input.url,
      senderId,
      params: { ...(input.params ?? {}) },
      eventKey: input.eventKey ?? null,
    },
    recipients.map((u) => ({
      userId: u.id,
      message: render(languages.get(u.id)!),
    })),
  );
  if (!stored) return []; // raised before for the same event

  const presented = stored.recipients.map((r) => ({
    userId: r.userId,
    recipient: presentRecipient({
      id: r.id,
      isRead: r.isRead,
      message: r.message,
      createdAt: r.createdAt,
      notificationId: stored.id,
      notificationType: input.type,
      url: input.url,
      params: input.params ?? {},
      senderId,
      senderFirstName: sender?.firstName ?? null,
      senderLastName: sender?.lastName ?? null,
      senderAvatar: sender?.avatar ?? null,
    }),
  }));
  await Promise.all(
    presented.map(({ userId, recipient }) =>
      scope.services.pubsub.publish(topicFor(tdb.incubatorId, NOTIFICATION_CREATED, userId), {
        incubatorId: tdb.incubatorId,
        userId,
        notificationCreated: recipient,
      } satisfies NotificationCreatedEvent),
    ),
  );

  if (input.email !== false)
    await emailRecipients(
      scope,
      delivery,
      input,
      recipients,
      languages,
      new Map(stored.recipients.map((r) => [r.userId, r.message])),
    );
  return presented.map((p) => p.recipient);
}

async function emailRecipients(
  scope: Scope,
  delivery: EmailDelivery,
  input: NotifyInput,
  recipients: RecipientUser[],
  languages: Map<string, CatalogueLanguage>,
  messages: Map<string, string>,
): Promise<void> {
  const group = NOTIFICATION_GROUP_BY_TYPE[input.type];
  const wanting = await usersWantingEmail(
    scope.tdb,
    recipients.filter((u) => u.status !== 'deleted').map((u) => u.id),
    group,
  );
  if (wanting.size === 0) return;
  const origin = scope.services.tenants.originOf(scope.tenant.slug);
  const link = input.url.startsWith('/') ? (origin ? origin + input.url : null) : input.url;
  const settings = origin ? `${origin}/account/settings` : null;
  const mails: OutgoingMail[] = recipients
    .filter((u) => wanting.has(u.id))
    .map((u) => {
      const language = languages.get(u.id)!;
      return {
        to: u.email,
        kind: `notification:${input.type}`,
        language,
        content: notificationEmail(language, {
          group,
          message: messages.get(u.id)!,
          note: input.params?.note ?? null,
          url: link,
          settingsUrl: settings,
          tenant: scope.tenant.name,
        }),
        secrets: [],
      };
    });
  if (delivery === 'queue')
    await scope.services.jobs.send(notificationEmailsTask, { tenantSlug: scope.tenant.slug, mails });
  else await sendNotificationEmails({ ...scope, mailer: scope.services.mailer }, mails);
}
