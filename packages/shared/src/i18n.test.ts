import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_NATIVE_NAMES,
  SUPPORTED_LANGUAGES,
  isRtl,
  normalizeLanguage,
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

  it('skips unsupported values', () => {
    expect(resolveLocale({ chosen: 'ja_JP', user: 'xx', programme: 'tr' })).toBe('tr');
    expect(resolveLocale({ chosen: 'id', user: 'zz' })).toBe('en');
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
  it('names every supported language', () => {
    expect(Object.keys(LANGUAGE_NATIVE_NAMES).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });
});
