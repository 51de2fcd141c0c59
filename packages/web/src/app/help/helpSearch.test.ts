import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HELP_PAGES } from './helpPages.ts';
import { helpPagesFor, normalise, searchHelp } from './helpSearch.ts';
import { helpUserKind } from './userKind.ts';

// The key itself stands for the message: enough to tell pages apart.
const t = ((key: string) => key) as unknown as TFunction;
const slugs = (pages: readonly { slug: string }[]) => pages.map((p) => p.slug);

describe('help pages by user kind', () => {
  it('maps every role type to a kind', () => {
    expect(helpUserKind('Admin')).toBe('incubator');
    expect(helpUserKind('Coach')).toBe('incubator');
    expect(helpUserKind('Expert')).toBe('mentor');
    expect(helpUserKind('Cofounder')).toBe('founder');
    expect(helpUserKind('CommunityMember')).toBe('communityMember');
    expect(helpUserKind('Nope')).toBeNull();
  });

  it('shows staff pages only to the organisation, and the portfolio not to founders', () => {
    const staff = slugs(helpPagesFor(HELP_PAGES, 'incubator'));
    const founder = slugs(helpPagesFor(HELP_PAGES, 'founder'));
    const applicant = slugs(helpPagesFor(HELP_PAGES, 'applicant'));
    expect(staff).toContain('branding');
    expect(staff).toContain('roles-and-permissions');
    expect(founder).not.toContain('branding');
    expect(founder).not.toContain('startups-portfolio');
    expect(founder).toContain('tasks');
    expect(applicant).toEqual(['signing-in', 'notifications', 'profile-and-account', 'search']);
  });

  it('has unique slugs and something to read on every page', () => {
    expect(new Set(slugs(HELP_PAGES)).size).toBe(HELP_PAGES.length);
    for (const page of HELP_PAGES) expect(page.sections.length).toBeGreaterThan(0);
  });
});

describe('searchHelp', () => {
  it('finds by keyword and by body text, every word required', () => {
    expect(slugs(searchHelp(HELP_PAGES, 'password', t))[0]).toBe('signing-in');
    expect(slugs(searchHelp(HELP_PAGES, 'white logo', t))).toEqual(['branding']);
    expect(searchHelp(HELP_PAGES, 'palette password', t)).toEqual([]);
    expect(searchHelp(HELP_PAGES, 'zzzz', t)).toEqual([]);
  });

  it('ignores case and accents, and lists everything for an empty query', () => {
    expect(normalise('Réglages ÉTÉ')).toBe('reglages ete');
    expect(slugs(searchHelp(HELP_PAGES, 'WHITE Logo', t))).toEqual(['branding']);
    expect(searchHelp(HELP_PAGES, '  ', t)).toHaveLength(HELP_PAGES.length);
  });
});
