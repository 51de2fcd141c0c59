// @vitest-environment node
// Every code the screens translate has its message in the English catalogue (the catalogue test then makes sure
// every language has it too).
import { FEATURE_FLAGS, MODULE_FEATURE_FLAGS, PERMISSION_KEYS, permissionAreas } from '@ascent/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { permissionMessageId } from './names.ts';

describe('admin names', () => {
  it('names every permission key and area of the registry', () => {
    const keys = en.admin.permissions.keys as Record<string, string>;
    expect(PERMISSION_KEYS.filter((k) => !keys[permissionMessageId(k)])).toEqual([]);
    expect(Object.keys(keys)).toHaveLength(PERMISSION_KEYS.length);
    const areas = en.admin.permissions.areas as Record<string, string>;
    expect(permissionAreas().filter((a) => !areas[a.area])).toEqual([]);
  });

  it('names every feature flag', () => {
    const names = en.admin.plan.featureNames as Record<string, string>;
    expect([...FEATURE_FLAGS, ...MODULE_FEATURE_FLAGS].filter((f) => !names[f])).toEqual([]);
  });
});
