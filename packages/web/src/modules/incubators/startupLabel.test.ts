import { describe, expect, it } from 'vitest';
import { replaceStartupWords, rewriteCatalogue, startupWords } from './startupLabel.ts';

const venture = {
  active: true,
  label: [
    { language: 'en', value: 'Venture' },
    { language: 'fr', value: 'Projet' },
    { language: 'uk', value: 'Проєкт' },
  ],
  pluralLabel: [
    { language: 'en', value: 'Ventures' },
    { language: 'fr', value: 'Projets' },
  ],
};

describe('startupWords', () => {
  it('takes the language, then English, and the singular for a missing plural', () => {
    expect(startupWords(venture, 'fr')).toEqual({ singular: 'Projet', plural: 'Projets' });
    expect(startupWords(venture, 'de')).toEqual({ singular: 'Venture', plural: 'Ventures' });
    expect(startupWords(venture, 'uk')).toEqual({ singular: 'Проєкт', plural: 'Ventures' });
    expect(startupWords({ ...venture, pluralLabel: [] }, 'en')).toEqual({ singular: 'Venture', plural: 'Venture' });
  });

  it('gives nothing when the label is off or empty', () => {
    expect(startupWords({ ...venture, active: false }, 'en')).toBeNull();
    expect(startupWords({ active: true, label: [] }, 'en')).toBeNull();
    expect(startupWords(null, 'en')).toBeNull();
  });
});

describe('replaceStartupWords', () => {
  const en = { singular: 'Venture', plural: 'Ventures' };
  it('replaces singular and plural, keeping a capital at the start and lower case inside', () => {
    expect(replaceStartupWords('Startups', 'en', en)).toBe('Ventures');
    expect(replaceStartupWords('Tasks by startup', 'en', en)).toBe('Tasks by venture');
    expect(replaceStartupWords('Search people, startups, tasks and pages…', 'en', en)).toBe(
      'Search people, ventures, tasks and pages…',
    );
    expect(replaceStartupWords('Startup (optional)', 'en', en)).toBe('Venture (optional)');
  });

  it('leaves other words and placeholders alone', () => {
    expect(replaceStartupWords('{{name}} startedup startupper', 'en', en)).toBe('{{name}} startedup startupper');
    expect(replaceStartupWords('The {{startupName}} file', 'en', en)).toBe('The {{startupName}} file');
  });

  it('knows each language’s words: phrases, compounds, and stems with their endings', () => {
    expect(
      replaceStartupWords('Todas las empresas emergentes', 'es', { singular: 'Proyecto', plural: 'Proyectos' }),
    ).toBe('Todas las proyectos');
    expect(replaceStartupWords('Start-up-Akten bearbeiten', 'de', { singular: 'Projekt', plural: 'Projekte' })).toBe(
      'Projekt-Akten bearbeiten',
    );
    expect(
      replaceStartupWords('Жоден стартап; картки стартапів', 'uk', { singular: 'проєкт', plural: 'проєкти' }),
    ).toBe('Жоден проєкт; картки проєктів');
    expect(replaceStartupWords('스타트업별 할 일', 'ko', { singular: '벤처', plural: '벤처' })).toBe('벤처별 할 일');
  });
});

describe('rewriteCatalogue', () => {
  it('rewrites every message, nested ones too, and restores them with no label', () => {
    const original = { menu: { startups: 'Startups', home: 'Home' } };
    expect(rewriteCatalogue(original, 'en', { singular: 'Venture', plural: 'Ventures' })).toEqual({
      menu: { startups: 'Ventures', home: 'Home' },
    });
    expect(rewriteCatalogue(original, 'en', null)).toEqual(original);
    const settings = { startupLabelSettings: { title: 'Name for startups' } };
    expect(rewriteCatalogue(settings, 'en', { singular: 'Venture', plural: 'Ventures' })).toEqual(settings);
  });
});
