import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import { roleLabel, translatedRoleLabel } from './roleLabel.ts';

let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ar', resources: { ar: { translation: ar } }, interpolation: { escapeValue: false } });
  t = i18n.t;
});

describe('roleLabel', () => {
  it('names a default role in the interface language, its stored English label notwithstanding', () => {
    expect(roleLabel({ type: 'Admin', label: 'Admin' }, [], t)).toBe('مسؤول');
    expect(roleLabel({ type: 'AdminCoach', label: 'Admin & Coach' }, [], t)).toBe('مسؤول ومدرّب');
    expect(roleLabel({ type: 'Coach', label: null }, [], t)).toBe('مدرّب');
  });

  it("keeps the organisation's own label", () => {
    expect(roleLabel({ type: 'Mentor', label: 'Investor in residence' }, [], t)).toBe('Investor in residence');
  });

  it('calls a cofounder alone in their startup the Founder', () => {
    expect(roleLabel({ type: 'Cofounder', label: 'Co/Founder' }, [{ people: [1] }], t)).toBe('مؤسس');
  });
});

describe('translatedRoleLabel', () => {
  it("translates a server's default label and Founder, keeps a custom one", () => {
    expect(translatedRoleLabel('Staff', t)).toBe('فريق العمل');
    expect(translatedRoleLabel('Founder', t)).toBe('مؤسس');
    expect(translatedRoleLabel('Investor in residence', t)).toBe('Investor in residence');
    expect(translatedRoleLabel('Unknown', t, 'Expert')).toBe('خبير');
    expect(translatedRoleLabel('', t)).toBe('');
  });
});
