// Sending mail: through SMTP when SMTP_URL is set (nodemailer), otherwise into the tenant's outbox and the log.
// Either way the message is recorded in mail_outbox with its status.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { IncubatorRow } from '../incubators/incubators.schema.ts';
import { renderEmail, type EmailContent } from './mail.layout.ts';
import { mailOutbox } from './mail.schema.ts';

export interface OutgoingMail {
  to: string;
  /** What kind of mail (confirmation, password-reset, invitation…): shown in the outbox. */
  kind: string;
  language: string;
  content: EmailContent;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(scope: { tdb: TenantDb; tenant: IncubatorRow }, mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(opts: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  const transporter: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    transport: transporter ? 'smtp' : 'outbox',
    async send({ tdb, tenant }, mail) {
      const { html, text } = renderEmail(tenant, mail.language, mail.content);
      let status = 'stored';
      let error: string | null = null;
      if (transporter) {
        try {
          await transporter.sendMail({ from: `${tenant.name} <${addressOf(opts.from)}>`, to: mail.to, subject: mail.content.subject, text, html });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = (err as Error).message;
          opts.log.error({ err, kind: mail.kind }, 'mail delivery failed');
        }
      } else {
        opts.log.info({ to: mail.to, kind: mail.kind, subject: mail.content.subject, text }, 'mail stored in the outbox (no SMTP_URL)');
      }
      await tdb.insert(mailOutbox, { toAddress: mail.to, subject: mail.content.subject, textBody: text, htmlBody: html, kind: mail.kind, status, error });
    },
    close: () => transporter?.close(),
  };
}

const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;
