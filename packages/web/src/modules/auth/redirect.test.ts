import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectTarget } from './redirect.ts';

describe('loginPath', () => {
  it('remembers the path and the query of the page', () => {
    expect(loginPath({ pathname: '/', search: '' })).toBe('/login?redirect=%2F');
    expect(loginPath({ pathname: '/tasks', search: '?due=today' })).toBe('/login?redirect=%2Ftasks%3Fdue%3Dtoday');
  });
});

describe('safeRedirectTarget', () => {
  it('returns the remembered page', () => {
    expect(safeRedirectTarget('?redirect=%2Ftasks%3Fdue%3Dtoday')).toBe('/tasks?due=today');
  });
  it('goes home when nothing or something unsafe is remembered', () => {
    for (const search of [
      '',
      '?redirect=',
      '?redirect=https%3A%2F%2Fevil.example',
      '?redirect=%2F%2Fevil.example',
      '?redirect=%2F%5Cevil.example',
      '?redirect=javascript%3Aalert(1)',
      '?redirect=%2Flogin',
    ]) {
      expect(safeRedirectTarget(search)).toBe('/');
    }
  });
});
