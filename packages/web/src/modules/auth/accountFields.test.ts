import { describe, expect, it } from 'vitest';
import { validateEmail, validateName, validatePassword } from './accountFields.ts';

describe('account fields', () => {
  it('needs a name of at most 100 characters', () => {
    expect(validateName('  ')).toBe('required');
    expect(validateName(' Ada ')).toBeNull();
    expect(validateName('x'.repeat(101))).toBe('tooLong');
  });

  it('needs a well-formed email', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('ada@example')).toBe('email');
    expect(validateEmail(' ada@example.com ')).toBeNull();
  });

  it('applies the password rule of the server (10 to 1024 characters)', () => {
    expect(validatePassword('')).toBe('required');
    expect(validatePassword('123456789')).toBe('passwordTooShort');
    expect(validatePassword('1234567890')).toBeNull();
    expect(validatePassword('x'.repeat(1025))).toBe('passwordTooLong');
  });
});
