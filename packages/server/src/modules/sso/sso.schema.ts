import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * An external identity provider an organisation signs its users in with (OpenID Connect). The client secret
 * is stored sealed (`v1:…`, AES-256-GCM under a key from SECRET, bound to the organisation: sso.secrets.ts);
 * rows written before sealing hold it in plaintext until the next start reseals them.
 */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    incubatorId: incubatorId(),
    id: id(),
    protocol: text('protocol').notNull().default('oidc'),
    provider: text('provider').notNull(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
  ],
);

/**
 * A sign-in started at /auth/url: the secrets the callback must match (state, nonce, PKCE verifier), where to
 * go afterwards, and its progress — code used, user authenticated, session issued. Single use, 10 minutes.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    incubatorId: incubatorId(),
    id: id(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull().default('/'),
    connectionId: uuid('connection_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the authorization code came back (a state is good for one code). */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The user the provider vouched for; kept so that a "maximum sessions" answer can be followed up. */
    userId: uuid('user_id'),
    /** When the session was issued: nothing more can be done with this state. */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    uniqueIndex('sso_login_states_state_key').on(t.incubatorId, t.state),
    index('sso_login_states_expires_idx').on(t.incubatorId, t.expiresAt),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({
      name: 'sso_login_states_connection_fk',
      columns: [t.incubatorId, t.connectionId],
      foreignColumns: [ssoConnections.incubatorId, ssoConnections.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sso_login_states_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
  ],
);

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;
export type SsoLoginStateRow = typeof ssoLoginStates.$inferSelect;
