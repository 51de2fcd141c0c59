// What a server module gives the platform, in one manifest (`modules/<m>/index.ts`), and what the platform needs of
// the domain, provided by the module that owns it. Core imports no module: the composition list (src/modules.ts)
// hands the manifests to createRunning, and a missing piece stops the start with a message naming it.
import type { FastifyInstance } from 'fastify';
import type { AssignmentKind, FeatureFlagName, PermissionKey } from '@ascent/shared';
import type { Resolvers } from '../generated/graphql.ts';
import type { Db } from './db/client.ts';
import type { IncubatorRow } from './db/incubators.schema.ts';
import type { TenantDb } from './db/tenant-db.ts';
import type { Policies } from './graphql/policy.ts';
import type { SessionUser } from './identity.ts';
import type { BatchKind } from './batch/batches.ts';
import type { JobDefinition, TaskDefinition } from './jobs.ts';
import { buildEventRegistry, type EventRegistry } from './events/registry.ts';
import type { EventName, EventSubscriptions } from './events/types.ts';
import type { Scope } from './scope.ts';
import type { Services } from './services.ts';

/** The object a permission is asked about; without one the question is "may they, on anything?". */
export interface PermissionItem {
  kind: AssignmentKind;
  id: string;
}

/** A signed-in operator of the instance (the operator console). */
export interface OperatorIdentity {
  readonly id: string;
  readonly email: string;
}

/** What core asks of the domain; each port is provided by exactly one module. */
export interface PlatformPorts {
  /** The organisation a host label names (incubators). */
  findTenantBySlug(db: Db, slug: string): Promise<IncubatorRow | null>;
  /** The user of a token's session, provided the session is live (users). */
  findUserInSession(tdb: TenantDb, userId: string, sessionId: string): Promise<SessionUser | null>;
  /** A live session's times, for the sockets' expiry (sessions). */
  findLiveSession(
    tdb: TenantDb,
    userId: string,
    sessionId: string,
  ): Promise<{ createdAt: Date; lastActiveAt: Date } | null>;
  /** Refuses (FORBIDDEN) unless the user's role grants the permission, on the item when given (permissions). */
  requirePermission(tdb: TenantDb, user: SessionUser, key: PermissionKey, item?: PermissionItem): Promise<void>;
  /** The operator of a console token's session, provided the session is live (incubators: the operator console). */
  findOperatorInSession(db: Db, operatorId: string, sessionId: string): Promise<OperatorIdentity | null>;
  /** Whether a feature is on for the organisation, within its plan (features). */
  isFeatureOn(services: Pick<Services, 'database'>, tenant: IncubatorRow, feature: FeatureFlagName): Promise<boolean>;
}

export const PORT_NAMES = [
  'findTenantBySlug',
  'findUserInSession',
  'findLiveSession',
  'requirePermission',
  'isFeatureOn',
  'findOperatorInSession',
] as const satisfies readonly (keyof PlatformPorts)[];

export interface ServerModule {
  /** The module's folder under src/modules. */
  readonly name: string;
  /** Its part of the GraphQL schema's resolvers (one map per file), and a policy for every root field it resolves. */
  readonly resolvers?: Resolvers | readonly Resolvers[];
  readonly policies?: Policies;
  /** Its REST routes, each declared with route() (core/http/route.ts): its access, input, limits and handler. */
  readonly routes?: (app: FastifyInstance, services: Services) => Promise<void>;
  /** Its recurring jobs and one-off tasks (core/jobs.ts). */
  readonly jobs?: readonly JobDefinition[];
  readonly tasks?: readonly TaskDefinition<never>[];
  /** Its kinds of bulk operation, worked item by item and resumed after a restart (core/batch/batches.ts). */
  readonly batches?: readonly BatchKind[];
  /** Work at every start, after the migrations and before serving (e.g. resealing stored credentials). */
  readonly onStart?: (services: Services) => Promise<unknown>;
  /** Rewrites a GraphQL answer in place before it leaves (e.g. signed, expiring file addresses). */
  readonly onResolution?: (scope: Scope, data: Record<string, unknown>) => Promise<void>;
  /** Its tables (the namespace of its `.schema.ts`): checked by the tenant-boundary test and the isolation matrix. */
  readonly tables?: Readonly<Record<string, unknown>>;
  /** The platform ports this module owns. */
  readonly provides?: Partial<PlatformPorts>;
  /** The domain events it publishes (declared with their payloads in its `<m>.events.ts`; core/events). */
  readonly publishes?: readonly EventName[];
  /** Its subscribers: event name → handler(s). Naming an event no module publishes stops the start. */
  readonly events?: EventSubscriptions;
}

/** The registered modules, checked and indexed once at start. */
export interface Composition {
  readonly modules: readonly ServerModule[];
  readonly ports: PlatformPorts;
  readonly events: EventRegistry;
}

/** Checks the list (unique names, every port provided exactly once, every subscribed event published) and gathers the ports and event handlers. */
export function compose(modules: readonly ServerModule[]): Composition {
  const names = new Set<string>();
  const ports: Partial<Record<keyof PlatformPorts, { by: string; fn: unknown }>> = {};
  for (const mod of modules) {
    if (names.has(mod.name)) throw new Error(`Two modules are named ${mod.name}`);
    names.add(mod.name);
    for (const [port, fn] of Object.entries(mod.provides ?? {}) as [keyof PlatformPorts, unknown][]) {
      const taken = ports[port];
      if (taken) throw new Error(`Both ${taken.by} and ${mod.name} provide the platform port ${port}`);
      ports[port] = { by: mod.name, fn };
    }
  }
  const missing = PORT_NAMES.filter((p) => !ports[p]);
  if (missing.length) throw new Error(`No module provides the platform port(s) ${missing.join(', ')}`);
  const events = buildEventRegistry(modules);
  return {
    modules,
    events,
    ports: Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v!.fn])) as unknown as PlatformPorts,
  };
}
