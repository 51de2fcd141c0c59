// The incubators module: the organisation: its public view, general settings, branding and its name for startups; the
// tenant lookup of the platform; the instance operator's console and the self-service sign-up of organisations.
import type { ServerModule } from '../../core/module.ts';
import { incubatorsPolicies, incubatorsResolvers } from './incubators.resolvers.ts';
import { incubatorSettingsPolicies, incubatorSettingsResolvers } from './incubator-settings.resolvers.ts';
import { brandingPolicies, brandingResolvers } from './branding.resolvers.ts';
import { startupLabelPolicies, startupLabelResolvers } from './startup-label.resolvers.ts';
import { findIncubatorBySlug } from './incubators.repository.ts';
import { ORGANISATION_EVENTS } from './organisations.domain-events.ts';
import { organisationsPurgeJob } from './organisations.service.ts';
import { findOperatorInSession } from './operators.repository.ts';
import { operatorRoutes } from './operator.routes.ts';
import { organisationSignUpRoutes } from './organisation-signup.routes.ts';

export const incubatorsModule: ServerModule = {
  name: 'incubators',
  resolvers: [incubatorsResolvers, incubatorSettingsResolvers, brandingResolvers, startupLabelResolvers],
  policies: { ...incubatorsPolicies, ...incubatorSettingsPolicies, ...brandingPolicies, ...startupLabelPolicies },
  provides: { findTenantBySlug: findIncubatorBySlug, findOperatorInSession },
  routes: async (app, services) => {
    await operatorRoutes(app, services);
    await organisationSignUpRoutes(app, services);
  },
  publishes: ORGANISATION_EVENTS,
  jobs: [organisationsPurgeJob],
};
