// @vitest-environment node
// Every catalogue must say everything English says: same keys, no empty messages, the same interpolation
// placeholders and Trans tags, and no English left untranslated by accident. Eleven catalogues: the nine interface
// languages of the switcher, plus id (Indonesian) and ja_JP (Japanese).
import { CATALOGUE_FILES } from '@ascent/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const LANGUAGES = ['en', 'fr', 'es', 'de', 'ar', 'ko', 'uk', 'pt', 'tr', 'id', 'ja_JP'] as const;

type Catalogue = { [key: string]: string | Catalogue };

function load(language: string): Catalogue {
  return JSON.parse(readFileSync(join(here, `${language}.json`), 'utf8')) as Catalogue;
}

/** 'a.b.c' → message, for nested catalogues; non-string leaves are reported as such. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** {{name}} / {{name, format}} placeholders, $t(...) nestings and <tag>/</tag> markers, sorted. */
function placeholders(message: string): string[] {
  const found = [
    ...[...message.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...message.matchAll(/\$t\(([^)]*)\)/g)].map((m) => `$t(${m[1]})`),
    ...[...message.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, '')),
  ];
  return found.sort();
}

// Words that really are the same in the language as in English; anything else equal to English is
// most likely a string someone forgot to translate.
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  fr: [
    'events.repeat.count',
    'applications.meeting.minutes',
    'applications.comments.title',
    'applications.filters.question',
    'leads.panel.startup',
    'leads.panel.actions',
    'events.form.programs',
    'forms.builder.tabs.versions',
    'forms.versions.version',
    'forms.versions.questions',
    'forms.versions.actions',
    'forms.versions.number',
    'forms.compare.versions',
    'forms.compare.parts.type',
    'forms.compare.parts.description',
    'forms.compare.parts.position',
    'profileFields.fields.expertise',
    'profileFields.programs',
    'create.startup',
    'admin.users.bulk.action',
    'admin.users.bulk.target.program',
    'operator.tabs.organisations',
    'operator.organisations.actions',
    'operator.status.active',
    'taxonomy.actions',
    'taxonomy.uses.startups',
    'routes.coaching',
    'menu.coaching',
    'coaching.log.startup',
    'coaching.session.minutes',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'home.startups.programs',
    'users.roles.Coach',
    'users.roles.Expert',
    'users.roles.Mentor',
    'notifications.title',
    'notifications.groups.message',
    'startups.portfolio.title',
    'startups.portfolio.program',
    'startups.portfolio.programs',
    'routes.programs',
    'menu.programs',
    'create.program',
    'programs.title',
    'programs.startups',
    'programs.datesColumn',
    'programs.actions',
    'programs.form.description',
    'programs.assignation.program',
    'routes.mentors',
    'menu.mentors',
    'mentoring.page.title',
    'mentoring.criteria.program',
    'mentoring.finder.startup',
    'mentoring.finder.rank',
    'mentoring.mentors.title',
    'mentoring.mentors.mentor',
    'mentoring.mentors.startups',
    'coachingInvite.minutes',
    'coaching.evaluation.side.COACH',
    'coaching.evaluation.side.ATTENDEE',
    'coaching.feedback.outOf',
  ],
  es: [
    'applications.meeting.minutes',
    'leads.panel.startup',
    'forms.compare.versions',
    'profileFields.switch.editable',
    'create.startup',
    'operator.organisations.plan',
    'operator.create.plan',
    'taxonomy.uses.startups',
    'routes.coaching',
    'menu.coaching',
    'coaching.log.startup',
    'coaching.session.minutes',
    'coaching.session.coaches',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'users.roles.Coach',
    'users.roles.Mentor',
    'categorization.no',
    'startups.portfolio.title',
    'programs.startups',
    'mentoring.finder.startup',
    'mentoring.finder.rank',
    'mentoring.mentors.mentor',
    'mentoring.mentors.startups',
    'coaching.evaluation.side.COACH',
    'coaching.evaluation.side.ATTENDEE',
    'coaching.feedback.outOf',
  ],
  de: [
    'events.form.links',
    'events.detail.links',
    'leads.form.name',
    'leads.form.optional',
    'leads.panel.person',
    'leads.panel.startup',
    'leads.panel.status',
    'calendar.plannedIn',
    'forms.versions.version',
    'forms.versions.number',
    'forms.compare.versions',
    'forms.compare.parts.position',
    'profileFields.fields.links',
    'create.startup',
    'operator.organisations.name',
    'operator.organisations.status',
    'taxonomy.name',
    'routes.coaching',
    'menu.coaching',
    'coaching.log.startup',
    'coaching.log.name',
    'coaching.session.coaches',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'users.roles.Coach',
    'users.roles.Mentor',
    'users.roles.System',
    'startups.portfolio.title',
    'startups.portfolio.name',
    'startups.portfolio.website',
    'programs.startups',
    'programs.form.name',
    'mentoring.finder.startup',
    'mentoring.finder.rank',
    'mentoring.mentors.mentor',
    'mentoring.mentors.startups',
    'coaching.evaluation.side.COACH',
    'coaching.evaluation.side.ATTENDEE',
    'coaching.feedback.outOf',
  ],
  pt: [
    'events.form.links',
    'events.detail.links',
    'applications.meeting.minutes',
    'leads.form.email',
    'leads.panel.startup',
    'forms.compare.versions',
    'create.startup',
    'taxonomy.uses.startups',
    'routes.coaching',
    'menu.coaching',
    'coaching.log.startup',
    'coaching.session.minutes',
    'coaching.session.coaches',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'users.roles.Coach',
    'users.roles.Mentor',
    'startups.portfolio.title',
    'programs.startups',
    'mentoring.finder.startup',
    'mentoring.finder.rank',
    'mentoring.mentors.mentor',
    'mentoring.mentors.startups',
    'coaching.evaluation.side.COACH',
    'coaching.evaluation.side.ATTENDEE',
    'coaching.feedback.outOf',
  ],
  tr: [
    'forms.compare.versions',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'users.roles.Mentor',
    'operator.organisations.plan',
    'operator.create.plan',
    'mentoring.finder.rank',
    'mentoring.mentors.mentor',
    'coaching.feedback.outOf',
  ],
  id: [
    'applications.comments.internalBadge',
    'leads.form.email',
    'leads.panel.startup',
    'leads.panel.status',
    'forms.compare.versions',
    'profileFields.fields.bio',
    'create.startup',
    'operator.signIn.email',
    'operator.organisations.status',
    'routes.coaching',
    'menu.coaching',
    'coaching.log.startup',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'users.roles.Admin',
    'users.roles.Mentor',
    'users.roles.SubAdmin',
    'mail.outbox.columns.status',
    'tasks.filters.startup',
    'startups.portfolio.tag',
    'metricsAdmin.collection.periodColumns.startup',
    'mentoring.finder.startup',
    'mentoring.finder.rank',
    'mentoring.mentors.mentor',
    'coaching.evaluation.side.COACH',
    'coaching.evaluation.side.ATTENDEE',
    'coaching.feedback.outOf',
  ],
  ko: [
    'forms.compare.versions',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'coaching.feedback.outOf',
  ],
  uk: [
    'forms.compare.versions',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'mentoring.finder.rank',
    'coaching.feedback.outOf',
  ],
  ar: ['mentoring.finder.rank'],
  ja_JP: [
    'forms.compare.versions',
    'coaching.preferences.providers.TEAMS',
    'coaching.preferences.providers.ZOOM',
    'coaching.feedback.outOf',
  ],
};

const english = flatten(load('en'));

describe('message catalogues', () => {
  it('has one catalogue per supported language and no other', () => {
    const files = readdirSync(here)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
    expect(files).toEqual([...LANGUAGES].sort());
    expect(Object.values(CATALOGUE_FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of en.json', (language) => {
    const keys = [...flatten(load(language)).keys()].sort();
    expect(keys).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has no empty or non-text messages', (language) => {
    const bad = [...flatten(load(language))].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s keeps the placeholders of every English message', (language) => {
    const catalogue = flatten(load(language));
    const mismatches = [...english]
      .filter(([key, message]) => {
        const translated = catalogue.get(key);
        return typeof translated === 'string' && typeof message === 'string'
          ? placeholders(translated).join(' ') !== placeholders(message).join(' ')
          : false;
      })
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s translates every message', (language) => {
    const catalogue = flatten(load(language));
    const allowed = new Set(SAME_AS_ENGLISH[language] ?? []);
    const untranslated = [...english]
      .filter(([key, message]) => catalogue.get(key) === message && !allowed.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
