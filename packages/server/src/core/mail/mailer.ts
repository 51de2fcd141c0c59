// Sending mail: through SMTP when SMTP_URL is set (nodemailer), otherwise into the tenant's outbox and the log.
// Either way the message is recorded in mail_outbox with its status. A mail's secrets (the single-use tokens of
// reset, invitation and confirmation links) reach its recipient only: the outbox row and the log get the text
// with every secret redacted. Without SMTP such a link therefore goes nowhere, unless a developer turns on
// MAIL_LOG_SECRETS (ignored in production) to read it on the console.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { TenantDb } from '../db/tenant-db.ts';
import type { IncubatorRow } from '../db/incubators.schema.ts';
import { renderEmail, type EmailContent } from './layout.ts';
import { mailOutbox } from './outbox.schema.ts';

export interface OutgoingMail {
  to: string;
  /** What kind of mail (confirmation, password-reset, invitation…): shown in the outbox. */
  kind: string;
  language: string;
  content: EmailContent;
  /**
   * The single-use secrets the mail carries (the raw tokens in its links), [] when none. Every caller states
   * them, so that no secret link is stored in the outbox or written to the log.
   */
  secrets: readonly string[];
  /** An iTIP invitation (RFC 5546) the mail carries, which mail clients offer to add to the calendar. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** What the outbox and the log show instead of a secret. */
export const REDACTED = '[redacted]';

/** The text with each secret (raw and URL-encoded) replaced by REDACTED. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < 8) continue; // never a real token; replacing short strings would mangle the text
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED);
  }
  return out;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(scope: { tdb: TenantDb; tenant: IncubatorRow }, mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(opts: { smtpUrl?: string; from: string; log: Logger; logSecrets?: boolean }): Mailer {
  const transporter: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    transport: transporter ? 'smtp' : 'outbox',
    async send({ tdb, tenant }, mail) {
      const { html, text } = renderEmail(tenant, mail.language, mail.content);
      let status = 'stored';
      let error: string | null = null;
      if (transporter) {
        try {
          await transporter.sendMail({
            // The organisation's own address once confirmed (/confirmIncubatorEmail), else the instance's.
            from: `${tenant.name} <${senderOf(tenant) ?? addressOf(opts.from)}>`,
            to: mail.to,
            subject: mail.content.subject,
            text,
            html,
            ...(mail.calendar
              ? { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content } }
              : {}),
          });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = (err as Error).message;
          opts.log.error({ err, kind: mail.kind }, 'mail delivery failed');
        }
      }
      const redacted = {
        subject: redactSecrets(mail.content.subject, mail.secrets),
        text: redactSecrets(text, mail.secrets),
        html: redactSecrets(html, mail.secrets),
      };
      if (!transporter) {
        opts.log.info(
          { to: mail.to, kind: mail.kind, subject: redacted.subject, text: redacted.text },
          'mail stored in the outbox (no SMTP_URL)',
        );
        if (opts.logSecrets && mail.secrets.length > 0) {
          opts.log.warn(
            { to: mail.to, kind: mail.kind, text },
            'MAIL_LOG_SECRETS (development only): the mail with its secret link',
          );
        }
      }
      await tdb.insert(mailOutbox, {
        toAddress: mail.to,
        subject: redacted.subject,
        textBody: redacted.text,
        htmlBody: redacted.html,
        kind: mail.kind,
        status,
        error,
        calendar: mail.calendar?.content ?? null,
      });
    },
    close: () => transporter?.close(),
  };
}

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** The organisation's sender address when confirmed (the incubators module's rule, kept here: core imports no module). */
const senderOf = (tenant: Partial<Pick<IncubatorRow, 'generalEmail' | 'generalEmailConfirmedAt'>>) =>
  tenant.generalEmail && tenant.generalEmailConfirmedAt ? tenant.generalEmail : null;
