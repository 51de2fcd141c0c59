// A connection's client secret at rest: sealed when saved (core/auth/sealed.ts, bound to the organisation),
// opened when a sign-in needs it, and resealed at start under the current SECRET when it was sealed under
// SECRET_PREVIOUS or written in plaintext before sealing existed (docs/operations.md, "Rotating SECRET").
import type { Logger } from 'pino';
import { SealedOpenError, type CredentialSealer } from '../../core/auth/sealed.ts';
import { TenantDb } from '../../core/db/tenant-db.ts';
import type { Services } from '../../core/services.ts';
import { listIncubators } from '../incubators/incubators.public.ts';
import { listStoredClientSecrets, replaceStoredClientSecret } from './sso.repository.ts';
import type { SsoConnectionRow } from './sso.schema.ts';

export const sealClientSecret = (sealer: CredentialSealer, incubatorId: string, secret: string) =>
  sealer.seal(secret, incubatorId);

/**
 * The plaintext client secret of a connection (null for a public client). Throws SealedOpenError when it opens
 * with neither key (SECRET changed without SECRET_PREVIOUS).
 */
export function openClientSecret(
  sealer: CredentialSealer,
  connection: Pick<SsoConnectionRow, 'incubatorId' | 'clientSecret'>,
): string | null {
  return connection.clientSecret ? sealer.open(connection.clientSecret, connection.incubatorId) : null;
}

/**
 * Reseals every stored client secret not sealed under the current key, in every organisation. Idempotent (a
 * value already current is left alone) and safe with several instances starting together (each write replaces
 * only the value it read). A secret that opens with no key is left as it is and logged: the connection answers
 * "not available" until an administrator enters the secret again. Never throws: it must not stop a start.
 */
export async function resealClientSecrets(
  services: Pick<Services, 'database' | 'sealer'> & { log: Logger },
): Promise<{ resealed: number; unopenable: number }> {
  const { sealer, log } = services;
  let resealed = 0;
  let unopenable = 0;
  try {
    for (const tenant of await listIncubators(services.database)) {
      const tdb = new TenantDb(services.database.db, tenant.id);
      for (const row of await listStoredClientSecrets(tdb)) {
        try {
          const next = sealer.reseal(row.clientSecret, tenant.id);
          if (next && (await replaceStoredClientSecret(tdb, row.id, row.clientSecret, next))) resealed++;
        } catch (err) {
          if (!(err instanceof SealedOpenError)) throw err;
          unopenable++;
          log.error(
            { incubator: tenant.slug, connectionId: row.id },
            'a single sign-on client secret does not open with SECRET or SECRET_PREVIOUS: enter it again',
          );
        }
      }
    }
  } catch (err) {
    log.error(
      { err },
      'resealing the stored credentials failed; they still open and will be resealed at the next start',
    );
  }
  if (resealed) log.info({ resealed }, 'stored credentials resealed under the current SECRET');
  return { resealed, unopenable };
}
