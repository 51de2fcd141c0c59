import { describe, expect, it } from 'vitest';
import { invitationState, tokenStatus } from './invitations.policy.ts';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-02T12:00:00Z');
const earlier = new Date('2026-02-28T12:00:00Z');

describe('invitationState', () => {
  it('is pending until it expires', () => {
    expect(invitationState({ expiresAt: later, acceptedAt: null, revokedAt: null }, now)).toBe('PENDING');
    expect(invitationState({ expiresAt: now, acceptedAt: null, revokedAt: null }, now)).toBe('EXPIRED');
    expect(invitationState({ expiresAt: earlier, acceptedAt: null, revokedAt: null }, now)).toBe('EXPIRED');
  });

  it('stays accepted or revoked whatever the date', () => {
    expect(invitationState({ expiresAt: earlier, acceptedAt: earlier, revokedAt: null }, now)).toBe('ACCEPTED');
    expect(invitationState({ expiresAt: later, acceptedAt: null, revokedAt: earlier }, now)).toBe('REVOKED');
  });
});

describe('tokenStatus', () => {
  it('tells the link holder whether the link still works', () => {
    expect(tokenStatus('PENDING')).toBe('VALID');
    expect(tokenStatus('EXPIRED')).toBe('EXPIRED');
    expect(tokenStatus('ACCEPTED')).toBe('USED');
    expect(tokenStatus('REVOKED')).toBe('REVOKED');
  });
});
