import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, PAYWALL_FEATURES } from './feature-flags.ts';
import {
  FEATURES_IN_PRODUCT,
  PLANS,
  featureEnabled,
  isFeatureInProduct,
  isPlanName,
  planIncludes,
  planUnlocks,
} from './plans.ts';
import { ROUTES } from './routes.ts';

describe('plans', () => {
  it('nest: Starter ⊂ Growth ⊂ Enterprise, and Enterprise has every flag', () => {
    for (const f of PLANS.Starter.features) expect(PLANS.Growth.features).toContain(f);
    for (const f of PLANS.Growth.features) expect(PLANS.Enterprise.features).toContain(f);
    for (const f of FEATURE_FLAGS) expect(PLANS.Enterprise.features).toContain(f);
  });

  it('locks what the plan does not include, whatever the activation', () => {
    expect(planIncludes('Starter', 'course')).toBe(false);
    expect(featureEnabled('Starter', 'course', true)).toBe(false);
    expect(featureEnabled('Growth', 'course', undefined)).toBe(true);
    expect(featureEnabled('Growth', 'course', false)).toBe(false);
    expect(featureEnabled('Nonexistent', 'milestones', true)).toBe(false);
    expect(isPlanName('toString')).toBe(false);
  });

  it('keeps opt-in features off until activated', () => {
    expect(featureEnabled('Enterprise', 'hidePoweredBy', undefined)).toBe(false);
    expect(featureEnabled('Enterprise', 'hidePoweredBy', true)).toBe(true);
  });

  it('lists as in the product exactly the features whose screens exist', () => {
    // A screen guarded by a feature means the product has it; a feature whose every screen is still unbuilt does not.
    for (const r of ROUTES.filter((r) => r.feature)) {
      if (r.screen) expect(isFeatureInProduct(r.feature!), `${r.path} (${r.feature})`).toBe(true);
    }
    for (const f of ['course', 'assessment'] as const) expect(isFeatureInProduct(f), f).toBe(false);
    expect(new Set(FEATURES_IN_PRODUCT).size).toBe(FEATURES_IN_PRODUCT.length);
  });

  it('opens paywalled features by plan: none on Starter, custom roles from Growth, all on Enterprise', () => {
    for (const p of PAYWALL_FEATURES) {
      expect(planUnlocks('Starter', p), p).toBe(false);
      expect(planUnlocks('Enterprise', p), p).toBe(true);
      expect(planUnlocks('Nonexistent', p), p).toBe(false);
    }
    expect(planUnlocks('Growth', 'CUSTOM_ROLES')).toBe(true);
    expect(planUnlocks('Growth', 'BULK_APPLICATION_EXPORT')).toBe(false);
  });
});
