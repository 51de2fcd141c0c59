// npm run seed [-- --reset]: creates the demo programmes (or rebuilds them with --reset).
import { loadConfig, ConfigError } from '../core/config.ts';
import { openDatabaseOrFail, StartupError } from '../core/bootstrap.ts';
import { seedDemo } from './seed.ts';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--reset');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: npm run seed [-- --reset]`);
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openDatabaseOrFail(config);
  // The exports of the living demo are written by the server's task: the first `npm start` of an empty database
  // has them; this command seeds everything else.
  const result = await seedDemo(database.db, { reset: args.includes('--reset'), living: true });
  await database.close();
  console.log(`Seed: created ${result.created.join(', ') || 'nothing'}; kept ${result.kept.join(', ') || 'nothing'}.`);
} catch (err) {
  if (err instanceof ConfigError || err instanceof StartupError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
