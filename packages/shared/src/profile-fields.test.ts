import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE_FIELD_RULES,
  PROFILE_FIELDS,
  effectiveProfileRules,
  isBirthday,
  isProfileFieldEmpty,
  missingProfileFields,
  ruleProblem,
} from './profile-fields.ts';

describe('profile-field rules', () => {
  it('start with every field shown and editable, none required, user tags set by the organisation', () => {
    for (const f of PROFILE_FIELDS) {
      expect(DEFAULT_PROFILE_FIELD_RULES[f].visible).toBe(true);
      expect(DEFAULT_PROFILE_FIELD_RULES[f].required).toBe(false);
    }
    expect(DEFAULT_PROFILE_FIELD_RULES.userTags.editable).toBe(false);
    expect(DEFAULT_PROFILE_FIELD_RULES.phone.editable).toBe(true);
  });

  it('lay stored rules over the defaults and ignore what is not a rule', () => {
    const rules = effectiveProfileRules({
      phone: { visible: true, required: true, editable: true },
      bio: { visible: 'yes' },
      shoeSize: { visible: false },
    });
    expect(rules.phone.required).toBe(true);
    expect(rules.bio).toEqual(DEFAULT_PROFILE_FIELD_RULES.bio);
    expect(Object.keys(rules)).toEqual([...PROFILE_FIELDS]);
    expect(effectiveProfileRules(null)).toEqual(DEFAULT_PROFILE_FIELD_RULES);
  });

  it('name what makes a rule inconsistent', () => {
    expect(ruleProblem({ visible: false, required: true, editable: true })).toBe('requiredHidden');
    expect(ruleProblem({ visible: true, required: true, editable: false })).toBe('requiredLocked');
    expect(ruleProblem({ visible: false, required: false, editable: true })).toBe('hiddenEditable');
    expect(ruleProblem({ visible: false, required: false, editable: false })).toBeNull();
    expect(ruleProblem({ visible: true, required: true, editable: true })).toBeNull();
  });
});

describe('missing fields', () => {
  it('tell filled from empty for text, lists, links and tag counts', () => {
    expect(isProfileFieldEmpty('phone', { phone: '  ' })).toBe(true);
    expect(isProfileFieldEmpty('locations', { locations: [] })).toBe(true);
    expect(isProfileFieldEmpty('links', { links: { linkedin: '' } })).toBe(true);
    expect(isProfileFieldEmpty('links', { links: { twitter: 'https://x.example/a' } })).toBe(false);
    expect(isProfileFieldEmpty('skills', { skills: 0 })).toBe(true);
    expect(isProfileFieldEmpty('skills', { skills: 2 })).toBe(false);
  });

  it('list the required ones not filled, in the form order', () => {
    const rules = effectiveProfileRules({
      workStatus: { visible: true, required: true, editable: true },
      phone: { visible: true, required: true, editable: true },
      bio: { visible: true, required: true, editable: true },
    });
    expect(missingProfileFields(rules, { bio: 'Hello', phone: null, workStatus: '' })).toEqual(['phone', 'workStatus']);
  });
});

describe('birthdays', () => {
  it('accept real past dates after 1900 only', () => {
    expect(isBirthday('1984-06-02', '2026-11-27')).toBe(true);
    expect(isBirthday('1990-02-30', '2026-11-27')).toBe(false);
    expect(isBirthday('1899-12-31', '2026-11-27')).toBe(false);
    expect(isBirthday('2026-11-28', '2026-11-27')).toBe(false);
    expect(isBirthday('02/06/1984', '2026-11-27')).toBe(false);
  });
});
