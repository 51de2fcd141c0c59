// The invitation email; its texts are in the server catalogues (src/locales, `email.invitation.*`, `role.*`). The
// invitee has no account yet, so it goes out in the organisation's default language; the role is named in that
// language (as the web app's catalogues name it) unless the organisation renamed it.
import { ROLE_LABELS, ROLE_TYPES, type RoleType, type SupportedLanguage } from '@ascent/shared';
import { t } from '../../core/i18n.ts';
import type { EmailContent } from '../../core/mail/layout.ts';

export interface InvitationEmailParams {
  organisation: string;
  inviter: string | null;
  role: string;
  /** The last day the link works, already formatted for the language. */
  expiresOn: string;
  url: string;
}

/** The organisation's own label for the role when it renamed it, else the role type's name in the language. */
export function roleNameIn(language: SupportedLanguage, role: { type: string; label: string | null }): string {
  const type = role.type as RoleType;
  const custom = role.label?.trim();
  if (custom && custom !== ROLE_LABELS[type]) return custom;
  return (ROLE_TYPES as readonly string[]).includes(type) ? t(language, `role.${type}`) : (custom ?? role.type);
}

export function formatExpiry(language: SupportedLanguage, expiresAt: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(expiresAt);
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
  }
}

export function invitationEmail(language: SupportedLanguage, p: InvitationEmailParams): EmailContent {
  const params = { organisation: p.organisation, role: p.role, expiresOn: p.expiresOn };
  return {
    subject: t(language, 'email.invitation.subject', params),
    heading: t(language, 'email.invitation.heading', params),
    paragraphs: [
      p.inviter
        ? t(language, 'email.invitation.invitedBy', { ...params, inviter: p.inviter })
        : t(language, 'email.invitation.invited', params),
      t(language, 'email.invitation.instructions', params),
    ],
    action: { label: t(language, 'email.invitation.action'), url: p.url },
    footer: t(language, 'email.invitation.footer'),
  };
}
