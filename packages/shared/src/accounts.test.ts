import { describe, expect, it } from 'vitest';
import { canReadMailOutbox, needsEmailConfirmation, passwordProblem } from './accounts.ts';

describe('passwordProblem', () => {
  it('asks for 10 to 1024 characters', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem(undefined)).toBe('required');
    expect(passwordProblem(42)).toBe('required');
    expect(passwordProblem('123456789')).toBe('tooShort');
    expect(passwordProblem('1234567890')).toBeNull();
    expect(passwordProblem('x'.repeat(1024))).toBeNull();
    expect(passwordProblem('x'.repeat(1025))).toBe('tooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀'.repeat(9))).toBe('tooShort');
    expect(passwordProblem('😀'.repeat(10))).toBeNull();
  });
});

describe('needsEmailConfirmation', () => {
  const user = (type: string, validated: boolean, status = 'active') => ({ validated, status, role: { type } });
  it('gates unconfirmed or pending non-applicants only', () => {
    expect(needsEmailConfirmation(user('Staff', false))).toBe(true);
    expect(needsEmailConfirmation(user('Cofounder', true, 'pending'))).toBe(true);
    expect(needsEmailConfirmation(user('Cofounder', true, 'Pending'))).toBe(true);
    expect(needsEmailConfirmation(user('Cofounder', true))).toBe(false);
    expect(needsEmailConfirmation(user('Applicant', false, 'pending'))).toBe(false);
  });
});

describe('canReadMailOutbox', () => {
  it('allows the administrators only, not staff, coaches or founders', () => {
    expect(['Admin', 'AdminCoach'].every(canReadMailOutbox)).toBe(true);
    expect(
      ['Staff', 'SubAdmin', 'Coach', 'Mentor', 'Cofounder', 'Applicant', 'System', '', null, undefined].some(
        canReadMailOutbox,
      ),
    ).toBe(false);
  });
});
