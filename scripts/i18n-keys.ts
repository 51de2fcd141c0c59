// i18n key check, for each of the two catalogue sets: the web's (packages/web/src/locales, read by react-i18next) and
// the server's (packages/server/src/locales: email and notification texts, read by `t(language, key, params)` of
// packages/server/src/core/i18n.ts). For each: which message keys the code uses that en.json lacks, which en.json keys
// nothing uses, and which keys a language has that English has not, or lacks.
//   node --import tsx scripts/i18n-keys.ts            report
//   node --import tsx scripts/i18n-keys.ts --check    report, exit 1 when a key is missing, unused or not in every language (CI)
//   node --import tsx scripts/i18n-keys.ts --json     the reports as JSON ({ web, server })
//   node --import tsx scripts/i18n-keys.ts --patterns also list each template shape and the keys it stands for
// Web: a key is used when the code names it: t('a.b') / t("a.b") / i18n.t(…), i18nKey="a.b" (<Trans>), message descriptors
// { key: 'a.b', defaultMessage } (packages/shared), menu and route `name:` / `title:` keys, `$t(a.b)` nestings inside
// en.json, and any other string literal equal to a catalogue key (key tables such as { Admin: 'users.roles.Admin' }).
// Server: t(language, 'a.b', …) (the key is the second argument), and any other literal equal to a key.
// A template literal such as t(`tasks.due.${relative}`) marks every key of that shape as used; a shape that matches no
// key at all is reported as missing. Plural forms (a.b_one, a.b_other, …) count as used with their base key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** How the code of a catalogue names a key: the web's t('a.b'), or the server's t(language, 'a.b'). */
export type KeyForm = 'web' | 'server';

interface CatalogueSet {
  readonly name: KeyForm;
  /** The folder of <language>.json files, en.json the reference. */
  readonly dir: string;
  /** Where the code that uses it lives. */
  readonly sources: readonly string[];
}

const CATALOGUE_SETS: readonly CatalogueSet[] = [
  {
    name: 'web',
    dir: 'packages/web/src/locales',
    sources: ['packages/web/src', 'packages/shared/src', 'packages/server/src'],
  },
  { name: 'server', dir: 'packages/server/src/locales', sources: ['packages/server/src', 'packages/shared/src'] },
];
const KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

export function flattenCatalogue(
  catalogue: Catalogue,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  for (const [k, v] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else flattenCatalogue(v, path, out);
  }
  return out;
}

export interface Use {
  readonly key: string;
  readonly file: string;
  readonly line: number;
}

export interface Found {
  /** Keys named explicitly where a key must be (t(), i18nKey, descriptors, menu/route names). */
  readonly explicit: Use[];
  /** Template-literal shapes, as regular expressions over whole keys; `call` when passed to t() itself. */
  readonly patterns: (Use & { readonly pattern: RegExp; readonly call: boolean })[];
  /** Every other string literal that looks like a key. */
  readonly literals: Set<string>;
  /** Every one-word string literal ('today', 'ACTIVE'): the values a template's hole may take. */
  readonly words: Set<string>;
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `a.${x}.b` → /^a\.([\w-]+)\.b$/ (one key segment per hole); null when the literal has no fixed key-like prefix. */
export function templatePattern(template: string): RegExp | null {
  const parts = template.split(/\$\{[^}]*\}/);
  if (parts.length < 2 || !/^[A-Za-z][\w-]*\./.test(parts[0] ?? '')) return null;
  return new RegExp(`^${parts.map(escape).join('([\\w-]+)')}$`);
}

export function scanSource(text: string, file: string, found: Found, form: KeyForm = 'web'): void {
  const explicit = (key: string, index: number): void => {
    if (KEY.test(key)) found.explicit.push({ key, file, line: lineOf(text, index) });
  };
  if (form === 'server') scanServerCalls(text, file, found, explicit);
  else scanWebCalls(text, file, found, explicit);
  // any other literal: a key used through a table or a variable
  for (const m of text.matchAll(/(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) found.literals.add(m[2] ?? '');
  collectWords(text, found);
  for (const m of text.matchAll(/`([^`$]*\$\{[^`]*)`/g)) {
    const pattern = templatePattern(m[1] ?? '');
    if (pattern && !found.patterns.some((p) => p.key === m[1] && p.file === file))
      found.patterns.push({ key: m[1] ?? '', pattern, call: false, file, line: lineOf(text, m.index) });
  }
}

type Explicit = (key: string, index: number) => void;

/** A key in a call (its literal and its quote), or a template shape when the literal has `${…}` holes. */
function callKey(
  text: string,
  file: string,
  found: Found,
  explicit: Explicit,
  quote: string,
  value: string,
  index: number,
): void {
  if (quote === '`' && value.includes('${')) {
    const pattern = templatePattern(value);
    if (pattern) found.patterns.push({ key: value, pattern, call: true, file, line: lineOf(text, index) });
  } else explicit(value, index);
}

/** The server's t(language, 'a.b', params): the key is the second argument, after a name or a property. */
function scanServerCalls(text: string, file: string, found: Found, explicit: Explicit): void {
  for (const m of text.matchAll(/(?<![\w$.])t\(\s*[A-Za-z_$][\w$.]*\s*,\s*(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    callKey(text, file, found, explicit, m[1] ?? '', m[2] ?? '', m.index);
  }
}

function scanWebCalls(text: string, file: string, found: Found, explicit: Explicit): void {
  const keyContext = /menu\.ts$|routes\.ts$/.test(file);
  // t('a.b'), t("a.b"), t(`a.b`), i18n.t(…), and t(`a.${x}`) shapes.
  for (const m of text.matchAll(/(?<![\w$])(?:i18n\.|i18next\.)?t\(\s*(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    callKey(text, file, found, explicit, m[1] ?? '', m[2] ?? '', m.index);
  }
  // <Trans i18nKey="a.b"> and i18nKey={'a.b'}
  for (const m of text.matchAll(/i18nKey=\{?\s*(['"`])([^'"`]+)\1/g)) explicit(m[2] ?? '', m.index);
  // message descriptors { key: 'a.b', defaultMessage: … } (the two may be on separate lines)
  for (const m of text.matchAll(/\bkey:\s*(['"])([^'"]+)\1\s*,\s*defaultMessage\s*:/g)) explicit(m[2] ?? '', m.index);
  // menu entries and route titles
  if (keyContext) for (const m of text.matchAll(/\b(?:name|title):\s*(['"])([^'"]+)\1/g)) explicit(m[2] ?? '', m.index);
}

/** One-word literals, and object keys written before a colon (`{ today: … }`), as the values a hole may take. */
export function collectWords(text: string, found: Found): void {
  for (const m of text.matchAll(/(['"`])([\w-]+)\1/g)) found.words.add(m[2] ?? '');
  for (const m of text.matchAll(/^\s*([A-Za-z_][\w]*)\??:/gm)) found.words.add(m[1] ?? '');
}

function sourceFiles(dir: string, out: string[] = [], withGenerated = false): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'locales' || (name === 'generated' && !withGenerated)) continue;
    if (statSync(path).isDirectory()) sourceFiles(path, out, withGenerated);
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|e2e\.test|d)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

export interface Report {
  readonly keys: number;
  readonly missing: Use[];
  readonly unused: string[];
  /** Each template shape of a t() call with the keys it stands for. */
  readonly shapes: { readonly shape: string; readonly where: string; readonly keys: string[] }[];
}

export function analyse(english: Map<string, string>, found: Found): Report {
  const keys = [...english.keys()];
  const base = (key: string): string => key.replace(PLURAL, '');
  const used = new Set<string>();
  const named = new Set([...found.explicit.map((u) => u.key), ...found.literals]);
  for (const message of english.values())
    for (const m of message.matchAll(/\$t\(([^),]+)/g)) named.add((m[1] ?? '').trim());
  const missing: Use[] = found.explicit.filter((u) => !english.has(u.key) && !keys.some((k) => base(k) === u.key));
  // A shape stands for the keys whose holes take values the code writes somewhere (a list of statuses, { key: 'today' });
  // when none of its keys can be tied to such values (computed ones), for every key of its shape.
  const reached = new Set<string>();
  for (const p of found.patterns) {
    const fits = keys.filter((k) => p.pattern.test(k) || p.pattern.test(base(k)));
    const tied = fits.filter((k) => {
      const m = p.pattern.exec(k) ?? p.pattern.exec(base(k));
      return !!m && m.slice(1).every((hole) => found.words.has(hole ?? ''));
    });
    for (const k of tied.length ? tied : fits) reached.add(k);
  }
  for (const key of keys) if (named.has(key) || named.has(base(key)) || reached.has(key)) used.add(key);
  // a shape in a t() call that fits no key at all is a missing key too
  for (const p of found.patterns) {
    if (p.call && !keys.some((k) => p.pattern.test(k) || p.pattern.test(base(k))))
      missing.push({ key: p.key, file: p.file, line: p.line });
  }
  const shapes = found.patterns
    .filter((p) => p.call)
    .map((p) => ({
      shape: p.key,
      where: `${p.file}:${p.line}`,
      keys: keys.filter((k) => reached.has(k) && (p.pattern.test(k) || p.pattern.test(base(k)))),
    }));
  return { keys: keys.length, missing, unused: keys.filter((k) => !used.has(k)), shapes };
}

/** What the code of a catalogue set names, read from its source folders. */
export function collect(sources: readonly string[], form: KeyForm): Found {
  const found: Found = { explicit: [], patterns: [], literals: new Set(), words: new Set() };
  for (const dir of sources) {
    for (const path of sourceFiles(join(root, dir)))
      scanSource(readFileSync(path, 'utf8'), relative(root, path), found, form);
    // generated GraphQL enums hold values too ('MONTHLY'), though never a key
    for (const path of sourceFiles(join(root, dir), [], true).filter((f) => f.includes('/generated/')))
      collectWords(readFileSync(path, 'utf8'), found);
  }
  return found;
}

export interface LanguageGap {
  /** The catalogue file, without .json. */
  readonly language: string;
  /** English keys the language lacks. */
  readonly missing: string[];
  /** Keys of the language that English has not. */
  readonly extra: string[];
}

/** Every language must have exactly the keys of English. */
export function compareLanguages(
  english: Map<string, string>,
  catalogues: ReadonlyMap<string, Map<string, string>>,
): LanguageGap[] {
  const gaps: LanguageGap[] = [];
  for (const [language, catalogue] of catalogues) {
    const missing = [...english.keys()].filter((k) => !catalogue.has(k));
    const extra = [...catalogue.keys()].filter((k) => !english.has(k));
    if (missing.length || extra.length) gaps.push({ language, missing, extra });
  }
  return gaps;
}

interface SetReport extends Report {
  readonly catalogue: KeyForm;
  readonly languages: LanguageGap[];
}

function check(set: CatalogueSet): SetReport {
  const dir = join(root, set.dir);
  const catalogues = new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          [
            name.slice(0, -'.json'.length),
            flattenCatalogue(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Catalogue),
          ] as const,
      ),
  );
  const english = catalogues.get('en');
  if (!english) throw new Error(`${set.dir} has no en.json`);
  return {
    catalogue: set.name,
    ...analyse(english, collect(set.sources, set.name)),
    languages: compareLanguages(english, catalogues),
  };
}

function print(report: SetReport, set: CatalogueSet, patterns: boolean): void {
  const en = `${set.dir}/en.json`;
  const gaps = report.languages.reduce((n, g) => n + g.missing.length + g.extra.length, 0);
  const counts = `${report.missing.length} missing, ${report.unused.length} unused, ${gaps} not in every language`;
  console.log(`i18n keys (${set.name}): ${report.keys} in ${en}, ${counts}.`);
  if (report.missing.length) {
    console.log(`\nUsed by the code but missing in ${en}:`);
    for (const u of report.missing) console.log(`  ${u.key}  (${u.file}:${u.line})`);
  }
  if (report.unused.length) {
    console.log(`\nIn ${en} but used nowhere:`);
    for (const k of report.unused) console.log(`  ${k}`);
  }
  for (const g of report.languages) {
    if (g.missing.length)
      console.log(
        `\nIn en.json but not in ${set.dir}/${g.language}.json:\n${g.missing.map((k) => `  ${k}`).join('\n')}`,
      );
    if (g.extra.length)
      console.log(`\nIn ${set.dir}/${g.language}.json but not in en.json:\n${g.extra.map((k) => `  ${k}`).join('\n')}`);
  }
  if (patterns) {
    console.log('\nTemplate keys and the keys they stand for:');
    for (const s of report.shapes) console.log(`  ${s.shape}  (${s.where}): ${s.keys.join(', ') || '—'}`);
  }
}

function main(argv: readonly string[]): number {
  const reports = CATALOGUE_SETS.map((set) => ({ set, report: check(set) }));
  if (argv.includes('--json')) {
    console.log(JSON.stringify(Object.fromEntries(reports.map(({ set, report }) => [set.name, report])), null, 2));
  } else {
    reports.forEach(({ set, report }, i) => {
      if (i) console.log('');
      print(report, set, argv.includes('--patterns'));
    });
  }
  const broken = reports.some(({ report }) => report.missing.length || report.unused.length || report.languages.length);
  return argv.includes('--check') && broken ? 1 : 0;
}

process.stdout.on('error', () => process.exit(process.exitCode ?? 0));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
