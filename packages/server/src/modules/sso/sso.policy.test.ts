import { describe, expect, it } from 'vitest';
import { ROLE_TYPES } from '@ascent/shared';
import { canManageSso } from './sso.policy.ts';

describe('canManageSso', () => {
  it('lets Admin and Admin & Coach configure single sign-on, nobody else', () => {
    expect(ROLE_TYPES.filter(canManageSso)).toEqual(['Admin', 'AdminCoach']);
  });
});
