import { describe, expect, it } from 'vitest';
import { CredentialSealer, SealedOpenError, isSealed } from './sealed.ts';

const key = (s: string) => new TextEncoder().encode(s);
const OLD = key('the-former-secret-the-former-secret-0123');
const NEW = key('the-current-secret-the-current-secret-456');
const TENANT = '7b0c1e9a-2f44-4a59-9d3e-1f6f3b1c0a01';
const OTHER = '9e2d4c7b-0a11-4c3e-8b5f-6a7d8e9f0b12';

describe('CredentialSealer', () => {
  it('seals as v1:<iv>:<ciphertext+tag> without the plaintext, differently each time, and opens it', () => {
    const sealer = new CredentialSealer(NEW);
    const a = sealer.seal('client-secret-0123456789', TENANT);
    const b = sealer.seal('client-secret-0123456789', TENANT);
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]+$/);
    expect(a).not.toContain('client-secret');
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(sealer.open(a, TENANT)).toBe('client-secret-0123456789');
    expect(sealer.open(sealer.seal('', TENANT), TENANT)).toBe('');
    expect(sealer.open(sealer.seal('ünïcødé ✓', TENANT), TENANT)).toBe('ünïcødé ✓');
  });

  it("does not open another tenant's value, an altered one, or one sealed under another SECRET", () => {
    const sealer = new CredentialSealer(NEW);
    const sealed = sealer.seal('s3cret', TENANT);
    expect(() => sealer.open(sealed, OTHER)).toThrow(SealedOpenError);
    const [, iv, body] = sealed.split(':');
    // One bit of the ciphertext flipped (editing the base64 text could change only its padding bits).
    const bytes = Buffer.from(body!, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const flipped = bytes.toString('base64url');
    expect(() => sealer.open(`v1:${iv}:${flipped}`, TENANT)).toThrow(SealedOpenError);
    expect(() => new CredentialSealer(OLD).open(sealed, TENANT)).toThrow(SealedOpenError);
  });

  it('reads a plaintext row (written before sealing) as it is, and reseals it', () => {
    const sealer = new CredentialSealer(NEW);
    expect(isSealed('plain-secret')).toBe(false);
    expect(sealer.open('plain-secret', TENANT)).toBe('plain-secret');
    const resealed = sealer.reseal('plain-secret', TENANT)!;
    expect(isSealed(resealed)).toBe(true);
    expect(sealer.open(resealed, TENANT)).toBe('plain-secret');
  });

  it('rotates: opens with the previous key, reseals under the current one, and leaves current values alone', () => {
    const before = new CredentialSealer(OLD).seal('rotating', TENANT);
    const rotated = new CredentialSealer(NEW, OLD);
    expect(rotated.open(before, TENANT)).toBe('rotating');
    const after = rotated.reseal(before, TENANT)!;
    expect(new CredentialSealer(NEW).open(after, TENANT)).toBe('rotating');
    expect(rotated.reseal(after, TENANT)).toBeNull();
    // Without the previous key the former value is lost: a clear error, not garbage.
    expect(() => new CredentialSealer(NEW).open(before, TENANT)).toThrow(SealedOpenError);
    expect(() => new CredentialSealer(NEW).reseal(before, TENANT)).toThrow(SealedOpenError);
  });

  it('derives the same key from the same SECRET in every instance (several processes, restarts)', () => {
    const sealed = new CredentialSealer(NEW).seal('x', TENANT);
    expect(new CredentialSealer(NEW, OLD).open(sealed, TENANT)).toBe('x');
  });
});
