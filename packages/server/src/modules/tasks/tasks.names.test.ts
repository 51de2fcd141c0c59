// An automated task's name in the reader's language: the catalogue's message for its kind, its ISO days written as
// the app writes dates in that language, the subject as given; a row without a template keeps its stored name.
import { formatDate } from '@ascent/shared';
import { describe, expect, it } from 'vitest';
import { readerLanguage, renderTaskName, taskNameIn } from './tasks.names.ts';

const metrics = { key: 'metricsUpdate' as const, params: { from: '2026-10-01', to: '2026-10-31' } };

describe('task names', () => {
  it('renders a template in each language, dates included', () => {
    expect(renderTaskName('en', metrics)).toBe('Update your metrics (Oct 01, 2026 – Oct 31, 2026)');
    expect(renderTaskName('de', metrics)).toBe(
      `Kennzahlen aktualisieren (${formatDate('2026-10-01', 'de')} – ${formatDate('2026-10-31', 'de')})`,
    );
    expect(renderTaskName('ar', { key: 'sessionEvaluation', params: { subject: 'Pitch 2026-10-01' } })).toBe(
      'قيّم الجلسة «Pitch 2026-10-01»',
    );
  });

  it('keeps the stored name of a row without a template (or with an unknown one)', () => {
    const row = { name: 'Call the bank', nameKey: null, nameParams: null };
    expect(taskNameIn('de', row)).toBe('Call the bank');
    expect(taskNameIn('de', { ...row, nameKey: 'retired' })).toBe('Call the bank');
    expect(taskNameIn('fr', { ...row, nameKey: 'setAvailability', nameParams: {} })).toBe(
      'Indiquer vos disponibilités pour les rendez-vous individuels',
    );
  });

  it('reads in the user’s language, else the organisation’s, else English', () => {
    expect(readerLanguage({ language: 'de-DE' }, { defaultLanguage: 'fr' })).toBe('de');
    expect(readerLanguage({ language: null }, { defaultLanguage: 'fr' })).toBe('fr');
    expect(readerLanguage(undefined, { defaultLanguage: 'xx' })).toBe('en');
  });
});
