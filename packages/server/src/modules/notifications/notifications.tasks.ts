// Notification emails leave through the job queue (pg-boss): `notify` renders them and puts them on the queue, so
// the mutation that raised the notification never waits for SMTP.
import type { Mailer, OutgoingMail } from '../../core/mail/mailer.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { TaskDefinition } from '../../core/jobs.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';

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

/** One failing address must not keep the others from their email; the mailer logs its own failures. */
export async function sendNotificationEmails(
  scope: { tdb: TenantDb; tenant: IncubatorRow; mailer: Mailer },
  mails: readonly OutgoingMail[],
): Promise<void> {
  await Promise.allSettled(mails.map((mail) => scope.mailer.send({ tdb: scope.tdb, tenant: scope.tenant }, mail)));
}
