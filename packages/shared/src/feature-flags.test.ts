import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, isFeatureEnabled, isFeatureFlagName } from './feature-flags.ts';

describe('feature flags', () => {
  it('lists the 43 queried flags but the two removed (isIncubator, coreMetrics), each once', () => {
    expect(FEATURE_FLAGS).toHaveLength(41);
    expect(isFeatureFlagName('isIncubator')).toBe(false);
    expect(isFeatureFlagName('coreMetrics')).toBe(false);
    expect(new Set(FEATURE_FLAGS).size).toBe(FEATURE_FLAGS.length);
    expect(isFeatureFlagName('hidePoweredBy')).toBe(true);
    expect(isFeatureFlagName('customDomains')).toBe(true);
    expect(isFeatureFlagName('HidePoweredBy')).toBe(false);
  });

  it('is enabled only when present and enabled', () => {
    const flags = [
      { name: 'liveChat', enabled: true },
      { name: 'course', enabled: false },
    ];
    expect(isFeatureEnabled(flags, 'liveChat')).toBe(true);
    expect(isFeatureEnabled(flags, 'course')).toBe(false);
    expect(isFeatureEnabled(flags, 'newsFeed')).toBe(false);
    expect(isFeatureEnabled(undefined, 'liveChat')).toBe(false);
  });
});
