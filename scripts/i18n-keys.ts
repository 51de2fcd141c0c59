// i18n key check: which message keys the code uses, which of them en.json lacks, and which en.json keys nothing uses.
//   node --import tsx scripts/i18n-keys.ts            report
//   node --import tsx scripts/i18n-keys.ts --check    report, exit 1 when a key is missing or unused (CI)
//   node --import tsx scripts/i18n-keys.ts --json     the report as JSON
//   node --import tsx scripts/i18n-keys.ts --patterns also list each template shape and the keys it stands for
// A key is used when the code names it: t('a.b') / t("a.b") / i18n.t(…), i18nKey="a.b" (<Trans>), message descriptors
// { key: 'a.b', defaultMessage } (packages/shared), menu and route `name:` / `title:` keys, `$t(a.b)` nestings inside
// en.json, and any other string literal equal to a catalogue key (key tables such as { Admin: 'users.roles.Admin' }).
// A template literal such as t(`tasks.due.${relative}`) marks every key of that shape as used; a shape that matches no
// key at all is reported as missing. Plural forms (a.b_one, a.b_other, …) count as used with their base key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIRS = ['packages/web/src', 'packages/shared/src', 'packages/server/src'];
const EN = 'packages/web/src/locales/en.json';
const KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

export function flattenCatalogue(catalogue: Catalogue, prefix = '', out = new Map<string, string>()): Map<string, string> {
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

export function scanSource(text: string, file: string, found: Found): void {
  const keyContext = /menu\.ts$|routes\.ts$/.test(file);
  const explicit = (key: string, index: number): void => {
    if (KEY.test(key)) found.explicit.push({ key, file, line: lineOf(text, index) });
  };
  // t('a.b'), t("a.b"), t(`a.b`), i18n.t(…), and t(`a.${x}`) shapes.
  for (const m of text.matchAll(/(?<![\w$])(?:i18n\.|i18next\.)?t\(\s*(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    const value = m[2] ?? '';
    if (m[1] === '`' && value.includes('${')) {
      const pattern = templatePattern(value);
      if (pattern) found.patterns.push({ key: value, pattern, call: true, file, line: lineOf(text, m.index) });
    } else explicit(value, m.index);
  }
  // <Trans i18nKey="a.b"> and i18nKey={'a.b'}
  for (const m of text.matchAll(/i18nKey=\{?\s*(['"`])([^'"`]+)\1/g)) explicit(m[2] ?? '', m.index);
  // message descriptors { key: 'a.b', defaultMessage: … } (the two may be on separate lines)
  for (const m of text.matchAll(/\bkey:\s*(['"])([^'"]+)\1\s*,\s*defaultMessage\s*:/g)) explicit(m[2] ?? '', m.index);
  // menu entries and route titles
  if (keyContext) for (const m of text.matchAll(/\b(?:name|title):\s*(['"])([^'"]+)\1/g)) explicit(m[2] ?? '', m.index);
  // any other literal: a key used through a table or a variable
  for (const m of text.matchAll(/(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) found.literals.add(m[2] ?? '');
  collectWords(text, found);
  for (const m of text.matchAll(/`([^`$]*\$\{[^`]*)`/g)) {
    const pattern = templatePattern(m[1] ?? '');
    if (pattern && !found.patterns.some((p) => p.key === m[1] && p.file === file))
      found.patterns.push({ key: m[1] ?? '', pattern, call: false, file, line: lineOf(text, m.index) });
  }
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
  for (const message of english.values()) for (const m of message.matchAll(/\$t\(([^),]+)/g)) named.add((m[1] ?? '').trim());
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
    if (p.call && !keys.some((k) => p.pattern.test(k) || p.pattern.test(base(k)))) missing.push({ key: p.key, file: p.file, line: p.line });
  }
  const shapes = found.patterns
    .filter((p) => p.call)
    .map((p) => ({ shape: p.key, where: `${p.file}:${p.line}`, keys: keys.filter((k) => reached.has(k) && (p.pattern.test(k) || p.pattern.test(base(k)))) }));
  return { keys: keys.length, missing, unused: keys.filter((k) => !used.has(k)), shapes };
}

export function collect(): Found {
  const found: Found = { explicit: [], patterns: [], literals: new Set(), words: new Set() };
  for (const dir of SOURCE_DIRS) {
    for (const path of sourceFiles(join(root, dir))) scanSource(readFileSync(path, 'utf8'), relative(root, path), found);
    // generated GraphQL enums hold values too ('MONTHLY'), though never a key
    for (const path of sourceFiles(join(root, dir), [], true).filter((f) => f.includes('/generated/'))) collectWords(readFileSync(path, 'utf8'), found);
  }
  return found;
}

function main(argv: readonly string[]): number {
  const english = flattenCatalogue(JSON.parse(readFileSync(join(root, EN), 'utf8')) as Catalogue);
  const report = analyse(english, collect());
  if (argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`i18n keys: ${report.keys} in en.json, ${report.missing.length} missing, ${report.unused.length} unused.`);
    if (report.missing.length) {
      console.log('\nUsed by the code but missing in en.json:');
      for (const u of report.missing) console.log(`  ${u.key}  (${u.file}:${u.line})`);
    }
    if (report.unused.length) {
      console.log('\nIn en.json but used nowhere:');
      for (const k of report.unused) console.log(`  ${k}`);
    }
    if (argv.includes('--patterns')) {
      console.log('\nTemplate keys and the keys they stand for:');
      for (const s of report.shapes) console.log(`  ${s.shape}  (${s.where}): ${s.keys.join(', ') || '—'}`);
    }
  }
  return argv.includes('--check') && (report.missing.length || report.unused.length) ? 1 : 0;
}

process.stdout.on('error', () => process.exit(process.exitCode ?? 0));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));
