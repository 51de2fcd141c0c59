// Raising notifications from a test, the way the server's modules do: `notify` with the running server's services.
import { TenantDb } from '../../src/core/db/tenant-db.ts';
import type { Running } from '../../src/core/bootstrap.ts';
import type { NotificationRecipient } from '../../src/generated/graphql.ts';
import { notify, type NotifyInput, type NotifyScope } from '../../src/modules/notifications/notifications.service.ts';

/** The scope `notify` needs for the organisation at `slug` (demo, northstar). */
export async function notifyScope(running: Running, slug: string): Promise<NotifyScope> {
  const { services } = running;
  const tenant = await services.tenants.bySlug(slug);
  if (!tenant) throw new Error(`No organisation "${slug}"`);
  return {
    tdb: new TenantDb(services.database.db, tenant.id),
    tenant,
    pubsub: services.pubsub,
    mailer: services.mailer,
    tenants: services.tenants,
  };
}

export async function notifyIn(running: Running, slug: string, input: NotifyInput): Promise<NotificationRecipient[]> {
  return notify(await notifyScope(running, slug), input);
}
