// Every module's resolvers, merged into one map for Mercurius.
import type { Resolvers } from '../../generated/graphql.ts';
import { assertFeatureNames, enforce, type Policies } from './policy.ts';
import type { GraphQLContext } from './context.ts';
import { incubatorsPolicies, incubatorsResolvers } from '../../modules/incubators/incubators.resolvers.ts';
import { usersPolicies, usersResolvers } from '../../modules/users/users.resolvers.ts';
import { notificationsPolicies, notificationsResolvers } from '../../modules/notifications/notifications.resolvers.ts';
import { sessionsPolicies, sessionsResolvers } from '../../modules/sessions/sessions.resolvers.ts';
import { permissionsPolicies, permissionsResolvers } from '../../modules/permissions/permissions.resolvers.ts';
import { featuresPolicies, featuresResolvers } from '../../modules/features/features.resolvers.ts';
import { navigationPolicies, navigationResolvers } from '../../modules/navigation/navigation.resolvers.ts';
import { accountsPolicies, accountsResolvers } from '../../modules/accounts/accounts.resolvers.ts';
import { mailPolicies, mailResolvers } from '../../modules/mail/mail.resolvers.ts';
import { ssoPolicies, ssoResolvers } from '../../modules/sso/sso.resolvers.ts';
import { invitationsPolicies, invitationsResolvers } from '../../modules/invitations/invitations.resolvers.ts';
import { programsPolicies, programsResolvers } from '../../modules/programs/programs.resolvers.ts';
import { applicationsPolicies, applicationsResolvers } from '../../modules/applications/applications.resolvers.ts';
import { rolesPolicies, rolesResolvers } from '../../modules/roles/roles.resolvers.ts';
import { adminUsersPolicies, adminUsersResolvers } from '../../modules/admin-users/admin-users.resolvers.ts';
import { incubatorSettingsPolicies, incubatorSettingsResolvers } from '../../modules/incubators/incubator-settings.resolvers.ts';
import { accountSettingsPolicies, accountSettingsResolvers } from '../../modules/users/account-settings.resolvers.ts';
import { profilePolicies, profileResolvers } from '../../modules/users/profile.resolvers.ts';
import { tasksPolicies, tasksResolvers } from '../../modules/tasks/tasks.resolvers.ts';
import { brandingPolicies, brandingResolvers } from '../../modules/incubators/branding.resolvers.ts';
import { startupLabelPolicies, startupLabelResolvers } from '../../modules/incubators/startup-label.resolvers.ts';
import { profileImagesPolicies, profileImagesResolvers } from '../../modules/users/profile-images.resolvers.ts';
import { searchPolicies, searchResolvers } from '../../modules/search/search.resolvers.ts';
import { startupsPolicies, startupsResolvers } from '../../modules/startups/startups.resolvers.ts';
import { metricsPolicies, metricsResolvers } from '../../modules/metrics/metrics.resolvers.ts';
import { exportsPolicies, exportsResolvers } from '../../modules/exports/exports.resolvers.ts';
import { timelinePolicies, timelineResolvers } from '../../modules/timeline/timeline.resolvers.ts';
import { taxonomyPolicies, taxonomyResolvers } from '../../modules/taxonomy/taxonomy.resolvers.ts';
import { categorizationPolicies, categorizationResolvers } from '../../modules/categorization/categorization.resolvers.ts';

export interface ModuleApi {
  resolvers: Resolvers;
  policies: Policies;
}

export const modules: ModuleApi[] = [
  { resolvers: incubatorsResolvers, policies: incubatorsPolicies },
  { resolvers: usersResolvers, policies: usersPolicies },
  { resolvers: notificationsResolvers, policies: notificationsPolicies },
  { resolvers: sessionsResolvers, policies: sessionsPolicies },
  { resolvers: permissionsResolvers, policies: permissionsPolicies },
  { resolvers: featuresResolvers, policies: featuresPolicies },
  { resolvers: navigationResolvers, policies: navigationPolicies },
  { resolvers: accountsResolvers, policies: accountsPolicies },
  { resolvers: mailResolvers, policies: mailPolicies },
  { resolvers: ssoResolvers, policies: ssoPolicies },
  { resolvers: invitationsResolvers, policies: invitationsPolicies },
  { resolvers: programsResolvers, policies: programsPolicies },
  { resolvers: applicationsResolvers, policies: applicationsPolicies },
  { resolvers: rolesResolvers, policies: rolesPolicies },
  { resolvers: adminUsersResolvers, policies: adminUsersPolicies },
  { resolvers: incubatorSettingsResolvers, policies: incubatorSettingsPolicies },
  { resolvers: accountSettingsResolvers, policies: accountSettingsPolicies },
  { resolvers: profileResolvers, policies: profilePolicies },
  { resolvers: tasksResolvers, policies: tasksPolicies },
  { resolvers: brandingResolvers, policies: brandingPolicies },
  { resolvers: startupLabelResolvers, policies: startupLabelPolicies },
  { resolvers: profileImagesResolvers, policies: profileImagesPolicies },
  { resolvers: searchResolvers, policies: searchPolicies },
  { resolvers: startupsResolvers, policies: startupsPolicies },
  { resolvers: metricsResolvers, policies: metricsPolicies },
  { resolvers: exportsResolvers, policies: exportsPolicies },
  { resolvers: timelineResolvers, policies: timelinePolicies },
  { resolvers: taxonomyResolvers, policies: taxonomyPolicies },
  { resolvers: categorizationResolvers, policies: categorizationPolicies },
];

type Resolver = (root: unknown, args: Record<string, unknown>, ctx: GraphQLContext, info: unknown) => unknown;

/**
 * Merges the modules' resolvers, each root field wrapped so its policy is enforced before it runs. A root field
 * without a policy, a policy without a field, or two modules resolving one field stop the server from starting.
 */
export function mergeResolvers(list: ModuleApi[] = modules): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  const policies: Policies = Object.assign({}, ...list.map((m) => m.policies));
  const used = new Set<string>();
  for (const mod of list) {
    for (const [type, fields] of Object.entries(mod.resolvers)) {
      merged[type] ??= {};
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in merged[type]!) throw new Error(`Two modules resolve ${type}.${field}`);
        merged[type]![field] = ROOT_TYPES.has(type) ? guard(`${type}.${field}`, resolver, policies, used) : resolver;
      }
    }
  }
  const orphans = Object.keys(policies).filter((k) => !used.has(k));
  if (orphans.length) throw new Error(`Policies for fields nobody resolves: ${orphans.join(', ')}`);
  return merged as Resolvers;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

function guard(name: string, resolver: unknown, policies: Policies, used: Set<string>): unknown {
  const policy = policies[name];
  if (!policy) throw new Error(`${name} has no policy: declare who may call it in its module's policies`);
  assertFeatureNames({ [name]: policy });
  used.add(name);
  const wrap = (fn: Resolver): Resolver => async (root, args, ctx, info) => {
    await enforce(policy, args, ctx);
    return fn(root, args, ctx, info);
  };
  if (typeof resolver === 'function') return wrap(resolver as Resolver);
  const sub = resolver as { subscribe: Resolver; resolve?: Resolver };
  return { ...sub, subscribe: wrap(sub.subscribe) };
}
