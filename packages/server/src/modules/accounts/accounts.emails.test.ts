import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES } from '@ascent/shared';
import { ownMessage, t } from '../../core/i18n.ts';
import { ACCOUNT_EMAILS, confirmationEmail, passwordResetEmail } from './accounts.emails.ts';

const vars = { name: 'Ada', email: 'ada@example.org', tenant: 'Lakeside', url: 'http://demo.localhost/x' };

describe('accounts emails', () => {
  for (const kind of ACCOUNT_EMAILS) {
    it.each(CATALOGUE_LANGUAGES)(`${kind} is written in %s`, (language) => {
      for (const key of ['subject', 'validity', 'action', 'footer'] as const) {
        const own = ownMessage(language, `email.${kind}.${key}`);
        if (own === undefined) throw new Error(`${kind} has no ${language} ${key}`);
        expect(own.trim(), key).not.toBe('');
        if (language !== 'en') expect(own, `${language} ${key}`).not.toBe(ownMessage('en', `email.${kind}.${key}`));
      }
      expect(ownMessage(language, `email.${kind}.hello`) && t(language, `email.${kind}.hello`, vars)).toContain('Ada');
      expect(ownMessage(language, `email.${kind}.body`) && t(language, `email.${kind}.body`, vars)).toContain(
        'Lakeside',
      );
    });
  }

  it('puts the link in the call to action and names the address to confirm', () => {
    const mail = confirmationEmail('de', vars);
    expect(mail.action).toEqual({ label: 'E-Mail-Adresse bestätigen', url: vars.url });
    expect(mail.paragraphs.join(' ')).toContain('ada@example.org');
    expect(passwordResetEmail('ko', vars).action?.url).toBe(vars.url);
    expect(confirmationEmail('ja', vars).subject).toBe('メールアドレスの確認');
    expect(passwordResetEmail('id', vars).action?.label).toBe('Pilih kata sandi baru');
  });
});
