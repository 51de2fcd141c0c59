// The message of every notification type, in the recipient's language: its texts are in the server catalogues
// (src/locales, `notification.<type>`). `{{name}}` is filled from the params given to `notify`; `{{sender}}` is the
// sender's full name (or the organisation's name when nobody sent it). A test checks that every language uses
// exactly the English placeholders.
import { formatDatesInText, type CatalogueLanguage, type NotificationType } from '@ascent/shared';
import { messageTemplate, placeholdersOf, t } from '../../core/i18n.ts';

/** The params a caller must give for a type (`sender` is filled in by `notify`). */
export function requiredParams(type: NotificationType): string[] {
  return placeholdersOf(messageTemplate('en', `notification.${type}`)).filter((p) => p !== 'sender');
}

/**
 * The message of a type in a language; a placeholder without a value stays visible rather than vanishing. ISO days
 * in the params ("2026-10-01 – 2026-10-31") are written as the app writes dates, in that language.
 */
export function renderNotificationMessage(
  type: NotificationType,
  language: CatalogueLanguage,
  params: Readonly<Record<string, string>>,
): string {
  const dated = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, formatDatesInText(v, language)]));
  return t(language, `notification.${type}`, dated);
}
