// The public organisation view of spec 01 §3: only what a signed-out visitor may see.
import type { PublicIncubator } from '../../generated/graphql.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';
import { isPlanName, PLAN_PAYWALLS } from '@ascent/shared';

export function presentPublicIncubator(row: IncubatorRow): PublicIncubator {
  const b = row.branding;
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    logo: b.logo ?? null,
    whiteLogo: b.whiteLogo ?? null,
    logoSquare: b.logoSquare ?? null,
    currency: row.currency,
    timezone: row.timezone,
    address: row.address,
    defaultLanguage: row.defaultLanguage,
    allowUserSelfDelete: row.allowUserSelfDelete,
    allowWriteInOptionInUserSkills: row.allowWriteInOptionInUserSkills,
    incubatorSeo: {
      active: b.seo.active,
      seoTitle: b.seo.seoTitle ?? null,
      seoDescription: b.seo.seoDescription ?? null,
    },
    termsLink: { url: b.termsUrl ?? null },
    customLoginText: {
      active: b.customLoginText.active,
      text: b.customLoginText.text ?? null,
      url: b.customLoginText.url ?? null,
      buttonBackgroundColor: b.customLoginText.buttonBackgroundColor ?? null,
      buttonTextColor: b.customLoginText.buttonTextColor ?? null,
    },
    generalEmail: { address: row.generalEmail },
    supportEmail: { address: row.supportEmail },
    brandPalette: b.palette,
    loginProviders: b.loginProviders,
    plan: {
      name: row.planName,
      employeeCountLimit: row.employeeCountLimit,
      paywalls: isPlanName(row.planName) ? [...PLAN_PAYWALLS[row.planName]] : [],
    },
    alternativeStartupLabel: {
      active: b.alternativeStartupLabel.active,
      label: b.alternativeStartupLabel.label,
      pluralLabel: b.alternativeStartupLabel.pluralLabel ?? [],
    },
    // Answered by the field resolver PublicIncubator.hidePoweredBy (branding.resolvers.ts) from the feature flag.
    hidePoweredBy: false,
  };
}
