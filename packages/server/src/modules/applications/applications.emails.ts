// The rejection email of an application, in the applicant's language: its texts are in the server catalogues
// (src/locales, `email.applicationRejected.*`). Sent when the rejection is decided, or after the funnel's delay for a
// delayed rejection, by the job `application-rejection-emails` (claimed once per application, so sent once).
// Also the staff's message to applicants (the bulk action `email`): their text as written, with the button and the
// footer in the recipient's language (`email.applicationMessage.*`).
import type { CatalogueLanguage } from '@ascent/shared';
import { t } from '../../core/i18n.ts';
import type { EmailContent } from '../../core/mail/layout.ts';

export function rejectionEmail(
  language: CatalogueLanguage,
  v: { name: string; application: string; programme: string; url: string },
): EmailContent {
  const subject = t(language, 'email.applicationRejected.subject', { programme: v.programme });
  return {
    subject,
    heading: subject,
    paragraphs: [
      t(language, 'email.applicationRejected.hello', { name: v.name }),
      t(language, 'email.applicationRejected.body', { application: v.application, programme: v.programme }),
      t(language, 'email.applicationRejected.closing'),
    ],
    action: { label: t(language, 'email.applicationRejected.action'), url: v.url },
    footer: t(language, 'email.applicationRejected.footer'),
  };
}

/** Staff's plain-text message: the subject as heading, each line of the body a paragraph, as written. */
export function messageEmail(
  language: CatalogueLanguage,
  v: { subject: string; body: string; programme: string; url: string },
): EmailContent {
  return {
    subject: v.subject,
    heading: v.subject,
    paragraphs: v.body
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.length > 0),
    action: { label: t(language, 'email.applicationMessage.action'), url: v.url },
    footer: t(language, 'email.applicationMessage.footer', { programme: v.programme }),
  };
}
