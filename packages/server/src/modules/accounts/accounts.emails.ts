// The accounts emails (address confirmation, password reset); their texts are in the server catalogues (src/locales,
// `email.confirmation.*` and `email.passwordReset.*`). The layout (core/mail/layout.ts) adds the tenant's name,
// colour and support address and turns the text right to left for Arabic.
import type { CatalogueLanguage } from '@ascent/shared';
import { t, type ServerMessageKey } from '../../core/i18n.ts';
import type { EmailContent } from '../../core/mail/layout.ts';

export interface AccountEmailVars {
  name: string;
  email: string;
  tenant: string;
  url: string;
}

/** The two accounts emails, as named in the catalogues. */
export const ACCOUNT_EMAILS = ['confirmation', 'passwordReset'] as const;
export type AccountEmail = (typeof ACCOUNT_EMAILS)[number];

type Part = 'subject' | 'hello' | 'body' | 'validity' | 'action' | 'footer';

/** Each email's keys, written out so that the key check sees each one used. */
const KEYS: Readonly<Record<AccountEmail, Readonly<Record<Part, ServerMessageKey>>>> = {
  confirmation: {
    subject: 'email.confirmation.subject',
    hello: 'email.confirmation.hello',
    body: 'email.confirmation.body',
    validity: 'email.confirmation.validity',
    action: 'email.confirmation.action',
    footer: 'email.confirmation.footer',
  },
  passwordReset: {
    subject: 'email.passwordReset.subject',
    hello: 'email.passwordReset.hello',
    body: 'email.passwordReset.body',
    validity: 'email.passwordReset.validity',
    action: 'email.passwordReset.action',
    footer: 'email.passwordReset.footer',
  },
};

function compose(email: AccountEmail, language: CatalogueLanguage, v: AccountEmailVars): EmailContent {
  const keys = KEYS[email];
  const params = { name: v.name, email: v.email, tenant: v.tenant };
  const subject = t(language, keys.subject);
  return {
    subject,
    heading: subject,
    paragraphs: [t(language, keys.hello, params), t(language, keys.body, params), t(language, keys.validity)],
    action: { label: t(language, keys.action), url: v.url },
    footer: t(language, keys.footer),
  };
}

export const confirmationEmail = (language: CatalogueLanguage, v: AccountEmailVars): EmailContent =>
  compose('confirmation', language, v);
export const passwordResetEmail = (language: CatalogueLanguage, v: AccountEmailVars): EmailContent =>
  compose('passwordReset', language, v);
