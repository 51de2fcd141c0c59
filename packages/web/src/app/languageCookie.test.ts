// @vitest-environment node
import { LANGUAGE_COOKIE, resolveLocale } from '@ascent/shared';
import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookies } from './languageCookie.ts';

describe('lang_pref cookie', () => {
  it('is named lang_pref, lasts 60 days, covers the whole site and is Secure in a secure context', () => {
    expect(LANGUAGE_COOKIE).toBe('lang_pref');
    const cookie = languageCookie('fr', true);
    expect(cookie.split('; ')).toEqual([
      'lang_pref=fr',
      `Max-Age=${60 * 24 * 60 * 60}`,
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
  });

  it('leaves Secure off on a plain-http page, where the browser would refuse the cookie', () => {
    expect(languageCookie('de', false)).not.toContain('Secure');
  });

  it('reads the chosen language back among other cookies, whatever its case or region', () => {
    expect(languageFromCookies('a=1; lang_pref=ar; b=2')).toBe('ar');
    expect(languageFromCookies('lang_pref=pt-BR')).toBe('pt');
    expect(languageFromCookies('lang_pref=ja_JP')).toBe('ja');
    expect(languageFromCookies('x_lang_pref=fr')).toBeNull();
    expect(languageFromCookies('lang_pref=xx')).toBeNull();
    expect(languageFromCookies('lang_pref=%E0%A4')).toBeNull();
    expect(languageFromCookies('')).toBeNull();
  });

  it('round-trips every catalogue language', () => {
    for (const language of ['en', 'ar', 'uk', 'id', 'ja'] as const) {
      expect(languageFromCookies(languageCookie(language, true).split('; ')[0] ?? '')).toBe(language);
    }
  });

  it('is the first source of the locale order: chosen, user, programme, English', () => {
    const chosen = languageFromCookies('lang_pref=ko');
    expect(resolveLocale({ chosen, user: 'fr', programme: 'de' })).toBe('ko');
    expect(resolveLocale({ chosen: languageFromCookies(''), user: 'fr', programme: 'de' })).toBe('fr');
    expect(resolveLocale({ chosen: null, user: null, programme: 'de' })).toBe('de');
    expect(resolveLocale({ chosen: null, user: null, programme: null })).toBe('en');
  });
});
