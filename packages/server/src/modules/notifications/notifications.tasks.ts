// Notification emails leave through the job queue (pg-boss): `notify` renders them and puts them on the queue, so
// the mutation that raised the notification never waits for SMTP.
import type { OutgoingMail } from '../../core/mail/mailer.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { TaskDefinition } from '../../core/jobs.ts';
import { sendNotificationEmails } from './notifications.service.ts';

export interface NotificationEmails {
  tenantSlug: string;
  mails: OutgoingMail[];
}

export const notificationEmailsTask: TaskDefinition<NotificationEmails> = {
  name: 'notification-emails',
  run: async (services, data) => {
    if (data.mails.length === 0) return;
    const tenant = await services.tenants.bySlug(data.tenantSlug);
    if (!tenant) return; // the organisation is gone
    await sendNotificationEmails(
      { tdb: new TenantDb(services.database.db, tenant.id), tenant, mailer: services.mailer },
      data.mails,
    );
  },
};
