// The key finder of scripts/i18n-keys.ts (npm run i18n:keys; a CI step): what counts as a use of a message key.
import { describe, expect, it } from 'vitest';
import {
  analyse,
  compareLanguages,
  flattenCatalogue,
  scanSource,
  templatePattern,
  type Found,
  type KeyForm,
} from '../../../scripts/i18n-keys.ts';

const english = flattenCatalogue({
  menu: { home: 'Home', tasks: 'Tasks' },
  tasks: {
    due: { today: 'Due today', tomorrow: 'Due tomorrow' },
    count_one: '{{count}} task',
    count_other: '{{count}} tasks',
    unused: 'Nobody says this',
  },
  help: { intro: 'See $t(menu.tasks)' },
  auth: { title: 'Sign in', hint: 'Forgot?' },
  form: { required: '{{field}} is required' },
});

function scan(files: Record<string, string>, form: KeyForm = 'web'): Found {
  const found: Found = { explicit: [], patterns: [], literals: new Set(), words: new Set() };
  for (const [file, text] of Object.entries(files)) scanSource(text, file, found, form);
  return found;
}

describe('i18n key check', () => {
  it('finds keys in t() with any quote, <Trans i18nKey>, descriptors, menu names, $t() and key tables', () => {
    const found = scan({
      'web/A.tsx': `t('auth.title'); t('help.intro'); i18n.t("tasks.count", { count }); <Trans i18nKey="auth.hint" />`,
      'shared/forms.ts': `export const M = { required: { key: 'form.required', defaultMessage: '{field} is required' } };`,
      'shared/menu.ts': `{ id: 'home', name: 'menu.home', path: '/' }`,
      'web/labels.ts': `const LABELS = { soon: 'tasks.due.tomorrow' };`,
      'web/B.tsx': 't(`tasks.due.${relative}`)',
    });
    const report = analyse(english, found);
    expect(report.missing).toEqual([]);
    expect(report.unused).toEqual(['tasks.unused']);
  });

  it('reports a key the code names but en.json lacks, with where it is', () => {
    const report = analyse(
      english,
      scan({
        'web/C.tsx': `\nconst x = t('tasks.gone');`,
        'web/D.tsx': 't(`nowhere.${x}`)',
        'routes.ts': `{ title: 'routes.help' }`,
      }),
    );
    expect(report.missing.map((m) => `${m.key}@${m.file}:${m.line}`)).toEqual([
      'tasks.gone@web/C.tsx:2',
      'routes.help@routes.ts:1',
      'nowhere.${x}@web/D.tsx:1',
    ]);
  });

  it('lets a template stand for the keys whose hole takes a value the code writes, else for its whole shape', () => {
    const catalogue = flattenCatalogue({
      branding: { logo: 'Logo', cover: 'Cover', title: 'Branding', intro: 'Intro' },
      perm: { A_B: 'x', C_D: 'y' },
    });
    const found = scan({
      'web/Branding.tsx': "const SLOTS = ['logo', 'cover'] as const; t(`branding.${slot}`); t('branding.title');",
      'web/names.ts': 't(`perm.${messageId(key)}`)',
    });
    expect(analyse(catalogue, found).unused).toEqual(['branding.intro']);
  });

  it('reads a template as a key shape only when it starts with a fixed section', () => {
    expect(templatePattern('tasks.startup.${s.key}Empty')?.test('tasks.startup.todayEmpty')).toBe(true);
    expect(templatePattern('admin.permissions.keys.${id}')?.test('admin.permissions.keys.TASK_TASK_VIEW')).toBe(true);
    expect(templatePattern('branding.${slot}')?.test('branding.errors.tooLarge')).toBe(false); // one segment per hole
    expect(templatePattern('${prefix}.title')).toBeNull();
  });

  describe('the server catalogues', () => {
    const server = flattenCatalogue({
      email: { invite: { subject: 'Join {{organisation}}', action: 'Accept' }, reset: { subject: 'Reset' } },
      notification: { taskAssigned: '{{sender}} assigned you {{task}}', taskDone: 'Done', legacy: 'Nobody sends this' },
    });

    it("reads the key as t()'s second argument, and template shapes tied to the values the code writes", () => {
      const found = scan(
        {
          'server/invite.ts':
            'const s = t(language, \'email.invite.subject\', { organisation }); t(scope.language, "email.invite.action");',
          'server/reset.ts': "const KEYS = { reset: 'email.reset.subject' };",
          'server/notify.ts':
            "const TYPES = ['taskAssigned', 'taskDone'] as const; t(lang, `notification.${type}`, params);",
        },
        'server',
      );
      const report = analyse(server, found);
      expect(report.missing).toEqual([]);
      expect(report.unused).toEqual(['notification.legacy']);
    });

    it('reports a server key the code names but en.json lacks, and takes no web call for a server key', () => {
      const found = scan(
        {
          'server/a.ts': "\nt(language, 'email.invite.gone');",
          'server/b.ts': 't(lang, `mail.${kind}.subject`)',
          'server/c.ts': "t('email.web.style')",
        },
        'server',
      );
      expect(analyse(server, found).missing.map((m) => `${m.key}@${m.file}:${m.line}`)).toEqual([
        'email.invite.gone@server/a.ts:2',
        'mail.${kind}.subject@server/b.ts:1',
      ]);
      // and the web check does not read t(language, 'a.b') as a web key
      expect(scan({ 'server/a.ts': "t(language, 'email.invite.gone')" }).explicit).toEqual([]);
    });

    it('names the keys a language lacks or has beyond English', () => {
      const french = new Map(server);
      french.delete('email.reset.subject');
      french.set('email.reset.title', 'Réinitialiser');
      expect(
        compareLanguages(
          server,
          new Map([
            ['en', server],
            ['fr', french],
          ]),
        ),
      ).toEqual([{ language: 'fr', missing: ['email.reset.subject'], extra: ['email.reset.title'] }]);
    });
  });
});
