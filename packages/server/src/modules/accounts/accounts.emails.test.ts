import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES } from '@ascent/shared';
import { ACCOUNT_EMAIL_TEXTS, confirmationEmail, passwordResetEmail } from './accounts.emails.ts';

const vars = { name: 'Ada', email: 'ada@example.org', tenant: 'Lakeside', url: 'http://demo.localhost/x' };

describe('accounts emails', () => {
  for (const [kind, texts] of Object.entries(ACCOUNT_EMAIL_TEXTS)) {
    it.each(CATALOGUE_LANGUAGES)(`${kind} is written in %s`, (language) => {
      const own = texts[language];
      if (!own) throw new Error(`${kind} has no ${language} texts`);
      const english = texts.en;
      for (const key of ['subject', 'validity', 'action', 'footer'] as const) {
        expect(own[key].trim(), key).not.toBe('');
        if (language !== 'en') expect(own[key], `${language} ${key}`).not.toBe(english[key]);
      }
      expect(own.hello(vars)).toContain('Ada');
      expect(own.body(vars)).toContain('Lakeside');
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
