// The lead's invitation (texts in the server catalogues, `email.leadInvite.*`): a link to start their application.
// A lead has no account, so the email is in the organisation's default language. The raw token leaves only in this
// email (the mailer keeps it out of its logs).
import { t } from '../../core/i18n.ts';
import type { EmailContent } from '../../core/mail/layout.ts';
import type { Scope } from '../../core/scope.ts';
import { mailLanguageOf } from '../accounts/accounts.service.ts';
import type { ApplicationLeadRow } from './leads.schema.ts';

export async function sendLeadInvite(
  scope: Scope,
  lead: ApplicationLeadRow,
  rawToken: string,
  funnelName: string,
): Promise<void> {
  const language = mailLanguageOf({ language: null }, scope.tenant);
  const origin = scope.services.tenants.originOf(scope.tenant.slug);
  const url = `${origin}/leads/transfer/${lead.id}?token=${encodeURIComponent(rawToken)}`;
  const params = { name: lead.name, funnel: funnelName, organisation: scope.tenant.name };
  const content: EmailContent = {
    subject: t(language, 'email.leadInvite.subject', params),
    heading: t(language, 'email.leadInvite.heading', params),
    paragraphs: [
      t(language, 'email.leadInvite.hello', params),
      t(language, 'email.leadInvite.body', params),
      t(language, 'email.leadInvite.account'),
    ],
    action: { label: t(language, 'email.leadInvite.action'), url },
    footer: t(language, 'email.leadInvite.footer', params),
  };
  await scope.services.mailer.send(scope, {
    to: lead.email,
    kind: 'lead-invite',
    language,
    content,
    secrets: [rawToken],
  });
}
