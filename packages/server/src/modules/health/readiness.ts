// What /readyz checks: the database answers, Redis answers (when configured), and the database carries every
// migration this build knows (an older backup restored under a running server, or a start that has not migrated yet,
// is not ready). Each check has a short timeout: a probe must answer even while a dependency hangs.
import type { Services } from '../../core/services.ts';

export type CheckResult = 'ok' | 'unreachable' | 'pending' | 'not configured';

export interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: { database: CheckResult; redis: CheckResult; migrations: CheckResult };
}

const PROBE_TIMEOUT_MS = 1000;

function within<T>(promise: Promise<T>, ms = PROBE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function readiness(services: Services): Promise<Readiness> {
  const database = within(services.database.ping()).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  const migrations = within(services.database.migrationsApplied()).then(
    (applied) => (applied ? ('ok' as const) : ('pending' as const)),
    () => 'unreachable' as const,
  );
  const redis = services.config.REDIS_URL
    ? services.pubsub.ping(PROBE_TIMEOUT_MS).then(
        () => 'ok' as const,
        () => 'unreachable' as const,
      )
    : Promise.resolve('not configured' as const);
  const checks = { database: await database, redis: await redis, migrations: await migrations };
  const draining = services.lifecycle.draining;
  const ready = !draining && checks.database === 'ok' && checks.migrations === 'ok' && checks.redis !== 'unreachable';
  return { ready, draining, checks };
}
