import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_FILES,
  CATALOGUE_LANGUAGES,
  LANGUAGE_NATIVE_NAMES,
  SUPPORTED_LANGUAGES,
  isRtl,
  normalizeLanguage,
  normalizeLocale,
  resolveLocale,
  textDirection,
  translatedLabel,
} from './i18n.ts';

describe('isRtl', () => {
  it('is true for Arabic only, whatever the region or case', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('ar-EG')).toBe(true);
    expect(isRtl('AR_sa')).toBe(true);
    expect(isRtl('en')).toBe(false);
    expect(isRtl('arn')).toBe(false);
    expect(isRtl(undefined)).toBe(false);
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});

describe('resolveLocale', () => {
  it('follows chosen, user, programme, English', () => {
    expect(resolveLocale({ chosen: 'fr', user: 'de', programme: 'es' })).toBe('fr');
    expect(resolveLocale({ chosen: null, user: 'de', programme: 'es' })).toBe('de');
    expect(resolveLocale({ user: '', programme: 'es' })).toBe('es');
    expect(resolveLocale({})).toBe('en');
  });

  it('skips values that name no catalogue', () => {
    expect(resolveLocale({ chosen: 'xx', user: 'zz', programme: 'tr' })).toBe('tr');
    expect(resolveLocale({ chosen: 'zh-CN', user: 'zz' })).toBe('en');
    expect(resolveLocale({ chosen: '', user: null, programme: undefined })).toBe('en');
  });

  it('each source wins over the ones after it, English comes last', () => {
    const all = { chosen: 'uk', user: 'ko', programme: 'ar' };
    expect(resolveLocale(all)).toBe('uk');
    expect(resolveLocale({ ...all, chosen: 'nope' })).toBe('ko');
    expect(resolveLocale({ ...all, chosen: null, user: 'nope' })).toBe('ar');
    expect(resolveLocale({ chosen: null, user: null, programme: 'nope' })).toBe('en');
  });

  it('reaches the Indonesian and Japanese catalogues, which the switcher does not offer', () => {
    expect(resolveLocale({ chosen: 'ja_JP', user: 'xx', programme: 'tr' })).toBe('ja');
    expect(resolveLocale({ user: 'id', programme: 'tr' })).toBe('id');
    expect(resolveLocale({ programme: 'ja-JP' })).toBe('ja');
    expect(normalizeLocale('in')).toBe('id');
    expect(normalizeLocale('ID_id')).toBe('id');
    expect(normalizeLanguage('ja_JP')).toBeNull(); // not an interface language of the switcher
    expect(SUPPORTED_LANGUAGES).not.toContain('ja');
  });

  it('accepts region tags of supported languages', () => {
    expect(resolveLocale({ chosen: 'pt-BR' })).toBe('pt');
    expect(normalizeLanguage(' UK ')).toBe('uk');
    expect(normalizeLanguage(42)).toBeNull();
  });
});

describe('translatedLabel', () => {
  const label = [
    { language: 'en', value: 'Startup' },
    { language: 'fr', value: 'Jeune pousse' },
    { language: 'de', value: '' },
  ];

  it('picks the requested language', () => {
    expect(translatedLabel(label, 'fr')).toBe('Jeune pousse');
    expect(translatedLabel(label, 'fr-CA')).toBe('Jeune pousse');
  });

  it('falls back to English, also for an empty translation', () => {
    expect(translatedLabel(label, 'es')).toBe('Startup');
    expect(translatedLabel(label, 'de')).toBe('Startup');
  });

  it('falls back to an empty string', () => {
    expect(translatedLabel([{ language: 'fr', value: 'Bonjour' }], 'es')).toBe('');
    expect(translatedLabel(null, 'en')).toBe('');
  });
});

describe('languages', () => {
  it('names every catalogue language', () => {
    expect(Object.keys(LANGUAGE_NATIVE_NAMES).sort()).toEqual([...CATALOGUE_LANGUAGES].sort());
  });

  it('has eleven catalogues: the nine interface languages, id and ja_JP', () => {
    expect(Object.values(CATALOGUE_FILES).sort()).toEqual([...SUPPORTED_LANGUAGES, 'id', 'ja_JP'].sort());
    expect(CATALOGUE_FILES.ja).toBe('ja_JP');
  });

  it('finds a Japanese label stored as ja_JP', () => {
    expect(
      translatedLabel(
        [
          { language: 'ja_JP', value: 'スタートアップ' },
          { language: 'en', value: 'Startup' },
        ],
        'ja',
      ),
    ).toBe('スタートアップ');
  });
});
