import { describe, expect, it } from 'vitest';
import { avatarInitials, avatarListSplit, avatarOverflowLabel, normalizeWebLink } from './web-links.ts';

describe('normalizeWebLink', () => {
  it('prepends http:// to bare links', () => {
    expect(normalizeWebLink('example.com')).toBe('http://example.com');
    expect(normalizeWebLink('  www.example.com/a?b=c ')).toBe('http://www.example.com/a?b=c');
    expect(normalizeWebLink('//cdn.example.com')).toBe('http://cdn.example.com');
  });

  it('keeps http, https and mailto links in any case', () => {
    expect(normalizeWebLink('https://example.com')).toBe('https://example.com');
    expect(normalizeWebLink('HTTP://example.com')).toBe('HTTP://example.com');
    expect(normalizeWebLink('mailto:team@example.com')).toBe('mailto:team@example.com');
  });

  it('treats other schemes as bare text, as the spec says', () => {
    expect(normalizeWebLink('ftp://example.com')).toBe('http://ftp://example.com');
    expect(normalizeWebLink('httpsexample.com')).toBe('http://httpsexample.com');
  });

  it('leaves an empty link empty', () => {
    expect(normalizeWebLink('')).toBe('');
    expect(normalizeWebLink(undefined)).toBe('');
  });
});

describe('avatarInitials', () => {
  it('uses first and last name', () => {
    expect(avatarInitials({ firstName: 'ada', lastName: 'lovelace', fullName: 'X Y' })).toBe('AL');
    expect(avatarInitials({ firstName: 'Émile', lastName: '' })).toBe('É');
  });

  it('falls back to the first and last words of the full name', () => {
    expect(avatarInitials({ fullName: '  grace  brewster murray hopper ' })).toBe('GH');
    expect(avatarInitials({ fullName: 'Cher' })).toBe('C');
  });

  it('gives nothing when there is no name (default picture)', () => {
    expect(avatarInitials({})).toBe('');
    expect(avatarInitials({ firstName: ' ', fullName: '  ' })).toBe('');
  });

  it('does not split characters outside the BMP', () => {
    expect(avatarInitials({ firstName: '𝒜nna', lastName: 'Bell' })).toBe('𝒜B');
  });
});

describe('avatarListSplit', () => {
  it('shows 3 by default, 2 compact, max in large mode', () => {
    expect(avatarListSplit(7)).toEqual({ shown: 3, overflow: 4 });
    expect(avatarListSplit(7, 'compact')).toEqual({ shown: 2, overflow: 5 });
    expect(avatarListSplit(7, 'large')).toEqual({ shown: 5, overflow: 2 });
    expect(avatarListSplit(7, 'large', 8)).toEqual({ shown: 7, overflow: 0 });
    expect(avatarListSplit(2)).toEqual({ shown: 2, overflow: 0 });
  });

  it('labels the overflow', () => {
    expect(avatarOverflowLabel(4)).toBe('+4');
    expect(avatarOverflowLabel(0)).toBe('');
  });
});
