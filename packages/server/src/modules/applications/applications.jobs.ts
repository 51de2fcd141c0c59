// Rejection emails: every minute, each organisation's rejections whose email is due (at once for a rejection, after
// the funnel's delay for a delayed one) are claimed — one conditional UPDATE, so a second run or instance sends none
// twice — and mailed to the application's members in their language; each is logged and announced
// (application.rejectionSent → denialApplication).
import type { JobDefinition } from '../../core/jobs.ts';
import { jobScope, type Scope } from '../../core/scope.ts';
import type { Services } from '../../core/services.ts';
import { mailLanguageOf } from '../accounts/accounts.service.ts';
import { listIncubators } from '../incubators/incubators.public.ts';
import { applicationUrl } from './applications.domain-events.ts';
import { rejectionEmail } from './applications.emails.ts';
import { claimDueRejections, insertActivities, listFunnelRows, listMembers } from './applications.repository.ts';
import { funnelZone } from './funnels.service.ts';

export const REJECTION_EMAILS_JOB = 'application-rejection-emails';

/** Sends this organisation's due rejection emails; answers how many applications' emails left. */
export async function sendDueRejections(scope: Scope, now: Date): Promise<number> {
  const claimed = await scope.tdb.transaction(async (tx) => {
    const rows = await claimDueRejections(tx, now);
    const members = await listMembers(
      tx,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const memberIds = members.filter((m) => m.applicationId === row.id).map((m) => m.userId);
      await insertActivities(tx, [{ applicationId: row.id, kind: 'rejectionEmailSent', toStatus: row.status }]);
      await scope.services.events.publish(tx, 'application.rejectionSent', {
        applicationId: row.id,
        name: row.name,
        memberIds,
        url: applicationUrl(row.id),
      });
    }
    return { rows, members };
  });
  const funnels = await listFunnelRows(scope.tdb, [...new Set(claimed.rows.map((r) => r.funnelId))]);
  const origin = scope.services.tenants.originOf(scope.tenant.slug);
  for (const row of claimed.rows) {
    const funnel = funnels.find((f) => f.id === row.funnelId);
    const programme = (funnel && (await funnelZone(scope, funnel)).programName) || funnel?.name || scope.tenant.name;
    for (const member of claimed.members.filter((m) => m.applicationId === row.id)) {
      const language = mailLanguageOf(member, scope.tenant);
      await scope.services.mailer.send(scope, {
        to: member.email,
        kind: 'application-rejection',
        language,
        content: rejectionEmail(language, {
          name: member.firstName,
          application: row.name,
          programme,
          url: `${origin}${applicationUrl(row.id)}`,
        }),
        secrets: [],
      });
    }
  }
  return claimed.rows.length;
}

export async function sendAllDueRejections(services: Services, now: Date): Promise<void> {
  for (const tenant of await listIncubators(services.database)) {
    const scope = jobScope(services, tenant);
    try {
      await sendDueRejections(scope, now);
    } catch (err) {
      scope.log.error({ err, incubatorId: tenant.id }, 'rejection emails failed');
    }
  }
}

export const rejectionEmailsJob: JobDefinition = {
  name: REJECTION_EMAILS_JOB,
  cron: '* * * * *',
  run: sendAllDueRejections,
};
