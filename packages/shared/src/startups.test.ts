import { describe, expect, it } from 'vitest';
import { batchActionNeedsTarget, isTagCategory, isTagColor, validateStartupProfile } from './startups.ts';

const NOW = new Date('2026-11-22T00:00:00Z');

describe('validateStartupProfile', () => {
  it('accepts a full, sound profile', () => {
    expect(
      validateStartupProfile(
        {
          name: 'Tidepool',
          website: 'tidepool.example',
          linkedin: 'https://www.linkedin.com/company/tidepool',
          foundedYear: 2026,
          country: 'PT',
          city: 'Lisbon',
          stage: 'seed',
          employeeCount: 0,
        },
        NOW,
      ),
    ).toEqual({});
  });

  it('checks only the fields present, and the name when present', () => {
    expect(validateStartupProfile({}, NOW)).toEqual({});
    expect(validateStartupProfile({ name: '  ' }, NOW).name?.key).toBe('startups.errors.nameRequired');
    expect(validateStartupProfile({ name: 'x'.repeat(121) }, NOW).name?.key).toBe('startups.errors.tooLong');
  });

  it('keeps the founded year between 1950 and the current year', () => {
    expect(validateStartupProfile({ foundedYear: 1950 }, NOW)).toEqual({});
    expect(validateStartupProfile({ foundedYear: 1949 }, NOW).foundedYear).toBeDefined();
    expect(validateStartupProfile({ foundedYear: 2027 }, NOW).foundedYear).toBeDefined();
    expect(validateStartupProfile({ foundedYear: 2000.5 }, NOW).foundedYear).toBeDefined();
  });

  it('refuses an unknown country, stage, or a negative head count', () => {
    const e = validateStartupProfile({ country: 'Portugal', stage: 'unicorn', employeeCount: -1 }, NOW);
    expect(Object.keys(e).sort()).toEqual(['country', 'employeeCount', 'stage']);
  });

  it('checks links after the shared web-link rule', () => {
    expect(validateStartupProfile({ website: 'example.com', twitter: 'mailto:a@b.c' }, NOW)).toEqual({});
    expect(validateStartupProfile({ website: 'not a link' }, NOW).website?.key).toBe('startups.errors.link');
    expect(validateStartupProfile({ facebook: 'javascript:alert(1)' }, NOW).facebook).toBeDefined();
  });
});

describe('taxonomy and batch helpers', () => {
  it('knows tag categories and colours', () => {
    expect(isTagCategory('finance')).toBe(true);
    expect(isTagCategory('fun')).toBe(false);
    expect(isTagColor('#0af')).toBe(true);
    expect(isTagColor('#00aaff')).toBe(true);
    expect(isTagColor('blue')).toBe(false);
  });

  it('asks a target only for ADD_TO_PROGRAM and ADD_TAG', () => {
    expect(batchActionNeedsTarget('ARCHIVE')).toBe(false);
    expect(batchActionNeedsTarget('ADD_TAG')).toBe(true);
  });
});
