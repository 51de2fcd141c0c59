import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from './feature-flags.ts';
import { PLANS, featureEnabled, isPlanName, planIncludes } from './plans.ts';

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
});
