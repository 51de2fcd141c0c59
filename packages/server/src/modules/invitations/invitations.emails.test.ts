import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@ascent/shared';
import { formatExpiry, invitationEmail, roleNameIn } from './invitations.emails.ts';

const params = {
  organisation: 'Orbit Labs',
  inviter: 'Maya Chen',
  role: 'ROLE',
  expiresOn: 'DATE',
  url: 'https://demo.example/acceptinvitation?token=abc',
};

describe('invitation email', () => {
  it.each(SUPPORTED_LANGUAGES)('%s names the organisation, inviter, role, expiry and link', (language) => {
    const mail = invitationEmail(language, params);
    const text = [mail.subject, mail.heading, ...mail.paragraphs, mail.footer].join('\n');
    expect(mail.subject).toContain('Orbit Labs');
    expect(mail.paragraphs[0]).toContain('Maya Chen');
    expect(text).toContain('ROLE');
    expect(text).toContain('DATE');
    expect(mail.action).toEqual({ label: expect.any(String), url: params.url });
    if (language !== 'en') expect(mail.action!.label).not.toBe(invitationEmail('en', params).action!.label);
  });

  it('does without an inviter name', () => {
    expect(invitationEmail('de', { ...params, inviter: null }).paragraphs[0]).toBe(
      'Sie wurden eingeladen, Orbit Labs als ROLE beizutreten.',
    );
  });

  it('names the role in the language unless the organisation renamed it', () => {
    expect(roleNameIn('fr', { type: 'Cofounder', label: 'Co/Founder' })).toBe('Cofondateur');
    expect(roleNameIn('ko', { type: 'Mentor', label: null })).toBe('멘토');
    expect(roleNameIn('fr', { type: 'Mentor', label: 'Guide' })).toBe('Guide');
  });

  it('writes the last day in the organisation time zone', () => {
    const at = new Date('2026-03-14T23:30:00Z');
    expect(formatExpiry('en', at, 'UTC')).toBe('March 14, 2026');
    expect(formatExpiry('en', at, 'Europe/Paris')).toBe('March 15, 2026');
    expect(formatExpiry('en', at, 'Not/AZone')).toBe('March 14, 2026');
  });
});
