// The server's catalogues (emails, notification messages) as the web's are checked: one per catalogue language, the
// same keys as English in each, no empty messages, the English `{{placeholders}}` in every translation, and nothing
// left in English by accident. `npm run i18n:keys -- --check` checks, besides, that the code uses every key.
import { CATALOGUE_FILES } from '@ascent/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { placeholdersOf, t } from '../core/i18n.ts';

const here = dirname(fileURLToPath(import.meta.url));
const FILES = Object.values(CATALOGUE_FILES);

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

const load = (file: string): Map<string, unknown> =>
  flatten(JSON.parse(readFileSync(join(here, `${file}.json`), 'utf8')) as Catalogue);
const english = load('en');

// Words that really are the same in the language as in English (role names, as the web's catalogues have them;
// the hour ledger's column headers: "Startup" is the word in these languages, and "Date", "Minutes", "Note" in French).
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  fr: [
    'role.Coach',
    'role.Expert',
    'role.Mentor',
    'csv.hourLedger.date',
    'csv.hourLedger.startup',
    'csv.hourLedger.minutes',
    'csv.hourLedger.note',
  ],
  es: ['role.Coach', 'role.Mentor', 'csv.hourLedger.startup'],
  de: ['role.Coach', 'role.Mentor', 'role.System', 'csv.hourLedger.startup'],
  pt: ['role.Coach', 'role.Mentor', 'csv.hourLedger.startup'],
  tr: ['role.Mentor'],
  id: ['role.Admin', 'role.Mentor', 'role.SubAdmin', 'csv.hourLedger.startup'],
};

describe('server catalogues', () => {
  it('has one catalogue per catalogue language, named as the web names them, and no other', () => {
    const files = readdirSync(here)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    expect(files.sort()).toEqual([...FILES].sort());
  });

  it.each(FILES)('%s has exactly the keys of en.json, each a non-empty text', (file) => {
    const catalogue = load(file);
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
    expect([...catalogue].filter(([, v]) => typeof v !== 'string' || !v.trim()).map(([k]) => k)).toEqual([]);
  });

  it.each(FILES.filter((f) => f !== 'en'))(
    '%s keeps the placeholders of every English message and translates it',
    (file) => {
      const catalogue = load(file);
      const allowed = new Set(SAME_AS_ENGLISH[file] ?? []);
      const mismatched = [...english].filter(
        ([k, v]) =>
          placeholdersOf(String(catalogue.get(k)))
            .sort()
            .join() !== placeholdersOf(String(v)).sort().join(),
      );
      expect(mismatched.map(([k]) => k)).toEqual([]);
      expect([...english].filter(([k, v]) => catalogue.get(k) === v && !allowed.has(k)).map(([k]) => k)).toEqual([]);
    },
  );

  it('fills the placeholders, keeps one without a value visible and falls back to English', () => {
    expect(t('fr', 'email.notification.subject', { tenant: 'Lakeside' })).toBe('Nouvelle notification de Lakeside');
    expect(t('ja', 'email.confirmation.hello', { name: 'Ada' })).toBe('Ada様');
    expect(t('de', 'notification.taskAssigned', { sender: 'Maya' })).toBe(
      'Maya hat Ihnen eine Aufgabe zugewiesen: {{task}}',
    );
    expect(t('xx', 'email.invitation.action')).toBe('Accept the invitation');
    // values are text: no placeholder inside a value is filled in, and nothing is escaped here (the mail layout does)
    expect(t('en', 'email.confirmation.hello', { name: '<b>{{email}}</b>', email: 'x' })).toBe(
      'Hello <b>{{email}}</b>,',
    );
  });
});
