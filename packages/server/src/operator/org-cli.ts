// npm run org -- <command>: the instance operator's organisations (tenants), on the embedded database (DATA_DIR,
// while no server holds it) or on PostgreSQL (DATABASE_URL, alongside running servers). docs/operations.md.
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError } from '../core/config.ts';
import { openDatabaseOrFail, StartupError } from '../core/bootstrap.ts';
import type { IncubatorRow } from '../core/db/incubators.schema.ts';
import {
  createOrganisation,
  deleteOrganisation,
  listOrganisations,
  OrganisationError,
  PURGE_GRACE_DAYS,
  purgeDeletedOrganisations,
  renameOrganisation,
  setSuspended,
} from '../modules/incubators/organisations.service.ts';
import { addOperator, OperatorInputError } from '../modules/incubators/operators.service.ts';
import { listOperatorEmails, removeOperator } from '../modules/incubators/operators.repository.ts';

const USAGE = `Usage: npm run org -- <command>
  create --slug <label> --name <name> --admin-email <email> [--admin-first-name <n>] [--admin-last-name <n>]
         [--plan <plan>] [--language <code>] [--timezone <zone>]
  list
  rename <label> <new name>
  suspend <label>         every call to the organisation is refused until it is resumed
  resume <label>
  delete <label> --yes    exports its data under DATA_DIR/exports/organisations, then purges it after ${PURGE_GRACE_DAYS} days
  purge                   purges now the deletions whose grace period is over (a daily job does it too)
  operator add <email>    adds an operator of the console (or sets their password): the password is read from
                          ASCENT_OPERATOR_PASSWORD, else from standard input (prompted on a terminal)
  operator list
  operator remove <email>`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  strict: true,
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-first-name': { type: 'string' },
    'admin-last-name': { type: 'string' },
    plan: { type: 'string' },
    language: { type: 'string' },
    timezone: { type: 'string' },
    yes: { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

const line = (r: IncubatorRow) =>
  [r.slug.padEnd(20), r.status.padEnd(10), r.planName.padEnd(10), r.defaultLanguage.padEnd(4), r.timezone, '', r.name]
    .join(' ')
    .trimEnd();

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const [command, ...rest] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 2);
}
const label = rest[0] ?? values.slug;
const needLabel = () => label ?? fail(`${command}: which organisation? Give its label.\n${USAGE}`);

try {
  const config = loadConfig();
  const database = await openDatabaseOrFail(config);
  try {
    switch (command) {
      case 'create': {
        if (!values.slug || !values.name || !values['admin-email'])
          fail(`create needs --slug, --name and --admin-email.\n${USAGE}`);
        const row = await createOrganisation(
          database,
          {
            slug: values.slug,
            name: values.name,
            plan: values.plan,
            language: values.language,
            timezone: values.timezone,
            adminEmail: values['admin-email'],
            adminFirstName: values['admin-first-name'],
            adminLastName: values['admin-last-name'],
          },
          { reserved: [config.OPERATOR_LABEL, config.SIGNUP_LABEL] },
        );
        console.log(`Created ${row.slug} (${row.name}).`);
        console.log(
          `The invitation to ${values['admin-email']} leaves with the next server start or within a minute on a running one.`,
        );
        break;
      }
      case 'list': {
        const rows = await listOrganisations(database);
        console.log(rows.length ? rows.map(line).join('\n') : 'No organisation yet.');
        break;
      }
      case 'rename': {
        const name = rest[1] ?? values.name;
        if (!name) fail(`rename needs the new name.\n${USAGE}`);
        console.log(`Renamed: ${line(await renameOrganisation(database, needLabel(), name))}`);
        break;
      }
      case 'suspend':
      case 'resume':
        console.log(
          `${command === 'suspend' ? 'Suspended' : 'Resumed'}: ${line(await setSuspended(database, needLabel(), command === 'suspend'))}`,
        );
        break;
      case 'delete': {
        const which = needLabel();
        if (!values.yes) fail(`delete ${which}: add --yes to confirm (its data is exported first, then purged).`);
        const { exportPath } = await deleteOrganisation(database, config.DATA_DIR, which);
        console.log(`Deleted ${which}. Its data: ${exportPath}. Purged after ${PURGE_GRACE_DAYS} days.`);
        break;
      }
      case 'operator': {
        const [sub, email] = rest;
        if (sub === 'list') {
          const emails = await listOperatorEmails(database);
          console.log(emails.length ? emails.join('\n') : 'No operator yet.');
        } else if (sub === 'add' && email) {
          const created = await addOperator(database, email, await readPassword());
          console.log(
            `${created ? 'Added' : 'Password changed for'} ${email.trim().toLowerCase()}. The console: ${consoleUrl(config)}`,
          );
        } else if (sub === 'remove' && email) {
          if (!(await removeOperator(database, email.trim().toLowerCase())))
            fail(`No operator has the email ${email}.`, 1);
          console.log(`Removed ${email}.`);
        } else fail(`operator: add <email>, list or remove <email>.\n${USAGE}`);
        break;
      }
      case 'purge': {
        const purged = await purgeDeletedOrganisations(database);
        console.log(purged.length ? `Purged ${purged.join(', ')}.` : 'Nothing to purge.');
        break;
      }
      default:
        fail(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof OrganisationError || err instanceof OperatorInputError) fail(err.message, 1);
  if (err instanceof ConfigError || err instanceof StartupError) {
    const hint = config().DATABASE_URL
      ? ''
      : '\nWith the embedded database, stop the server first (npm run org works alongside it on PostgreSQL).';
    fail(`${err.message}${hint}`, 1);
  }
  throw err;
}

/** The operator's password: ASCENT_OPERATOR_PASSWORD, else standard input (a prompt without echo on a terminal). */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ASCENT_OPERATOR_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.replace(/\r?\n$/, '');
  }
  process.stdout.write('Password (not shown): ');
  process.stdin.setRawMode(true);
  process.stdin.setEncoding('utf8');
  return new Promise((resolvePassword) => {
    let typed = '';
    process.stdin.on('data', (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          resolvePassword(typed);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    });
  });
}

function consoleUrl(c: { PUBLIC_URL?: string; PORT: number; OPERATOR_LABEL: string }): string {
  const base = new URL(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`);
  return `${base.protocol}//${c.OPERATOR_LABEL}.${base.host}`;
}

function config() {
  try {
    return loadConfig();
  } catch {
    return { DATABASE_URL: undefined };
  }
}
