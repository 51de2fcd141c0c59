// The incubators module: the organisation: its public view, general settings, branding and its name for startups; the tenant lookup of the platform.
import type { ServerModule } from '../../core/module.ts';
import { incubatorsPolicies, incubatorsResolvers } from './incubators.resolvers.ts';
import { incubatorSettingsPolicies, incubatorSettingsResolvers } from './incubator-settings.resolvers.ts';
import { brandingPolicies, brandingResolvers } from './branding.resolvers.ts';
import { startupLabelPolicies, startupLabelResolvers } from './startup-label.resolvers.ts';
import { findIncubatorBySlug } from './incubators.repository.ts';
import { ORGANISATION_EVENTS } from './organisations.domain-events.ts';
import { organisationsPurgeJob } from './organisations.service.ts';

export const incubatorsModule: ServerModule = {
  name: 'incubators',
  resolvers: [incubatorsResolvers, incubatorSettingsResolvers, brandingResolvers, startupLabelResolvers],
  policies: { ...incubatorsPolicies, ...incubatorSettingsPolicies, ...brandingPolicies, ...startupLabelPolicies },
  provides: { findTenantBySlug: findIncubatorBySlug },
  publishes: ORGANISATION_EVENTS,
  jobs: [organisationsPurgeJob],
};
