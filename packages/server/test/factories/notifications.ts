// Raising notifications from a test, the way the server's modules do: `notify` with the running server's services.
import type { Running } from '../../src/core/bootstrap.ts';
import { jobScope, type Scope } from '../../src/core/scope.ts';
import type { NotificationRecipient } from '../../src/generated/graphql.ts';
import { notify, type NotifyInput } from '../../src/modules/notifications/notifications.service.ts';

/** The scope `notify` needs for the organisation at `slug` (demo, northstar). */
export async function notifyScope(running: Running, slug: string): Promise<Scope> {
  const { services } = running;
  const tenant = await services.tenants.bySlug(slug);
  if (!tenant) throw new Error(`No organisation "${slug}"`);
  return jobScope(services, tenant);
}

/** Raised as a test's own call: its emails are sent before this resolves (no job queue between). */
export async function notifyIn(running: Running, slug: string, input: NotifyInput): Promise<NotificationRecipient[]> {
  return notify(await notifyScope(running, slug), input, 'inline');
}
