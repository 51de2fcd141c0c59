import type { JobDefinition } from '../jobs.ts';

/** Every minute: the live updates a stopped instance left in the outbox are delivered by this one. */
export const liveRecoveryJob: JobDefinition = {
  name: 'live-updates-recover',
  cron: '* * * * *',
  run: async (services) => {
    const n = await services.pubsub.delivery.recover();
    if (n) services.log.warn({ updates: n }, 'delivering live updates a stopped instance left behind');
  },
};
