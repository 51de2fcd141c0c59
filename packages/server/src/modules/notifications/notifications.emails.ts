// The notification email: the notification's own message (already in the recipient's language) with a button to
// open it, and a footer saying why it came and where to stop it. Its texts are in the server catalogues
// (src/locales, `email.notification.*`).
import type { CatalogueLanguage, NotificationGroup } from '@ascent/shared';
import { t } from '../../core/i18n.ts';
import type { EmailContent } from '../../core/mail/layout.ts';

export interface NotificationEmailVars {
  group: NotificationGroup;
  message: string;
  note: string | null;
  /** Absolute link to the notification's target, when known. */
  url: string | null;
  /** Absolute link to /account/settings, when known. */
  settingsUrl: string | null;
  tenant: string;
}

export function notificationEmail(language: CatalogueLanguage, v: NotificationEmailVars): EmailContent {
  const why = t(language, 'email.notification.why', { group: t(language, `email.notification.groups.${v.group}`) });
  const stop = v.settingsUrl
    ? t(language, 'email.notification.stopAt', { url: v.settingsUrl })
    : t(language, 'email.notification.stop');
  return {
    subject: t(language, 'email.notification.subject', { tenant: v.tenant }),
    heading: t(language, 'email.notification.heading'),
    paragraphs: [v.message, ...(v.note ? [`“${v.note}”`] : [])],
    ...(v.url ? { action: { label: t(language, 'email.notification.action'), url: v.url } } : {}),
    footer: `${why} ${stop}`,
  };
}
