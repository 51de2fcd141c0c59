// npm start: migrate, seed the demo programmes on first start, serve, and print where and how to sign in.
import { ConfigError, loadConfig } from './core/config.ts';
import { createRunning, StartupError, redactUrl } from './server.ts';
import { seedDemo, demoCredentials } from './seed/seed.ts';
import { DEMO_PASSWORD, DEMO_TENANTS } from './seed/demo-data.ts';

async function main(): Promise<void> {
  let running;
  try {
    const config = loadConfig();
    running = await createRunning(process.env);
    const { app, services } = running;
    if (config.SEED_DEMO) {
      const seeded = await seedDemo(services.database.db);
      if (seeded.created.length) services.log.info({ tenants: seeded.created }, 'demo programmes seeded');
    }
    const address = await app.listen({ host: config.HOST, port: config.PORT });
    const port = new URL(address).port;
    services.tenants.setListenPort(Number(port));
    const base = config.PUBLIC_URL ?? `http://localhost:${port}`;
    const lines = [
      '',
      `Ascent is running on ${base}`,
      ...DEMO_TENANTS.map((t) => `  ${t.name}: http://${t.slug}.localhost:${port}`),
      `  Database: ${config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : `embedded PGlite in ${config.DATA_DIR}`}; live updates: ${config.REDIS_URL ? 'Redis' : 'in-process'}`,
    ];
    if (config.SEED_DEMO) {
      lines.push(`  Demo sign-in (password "${DEMO_PASSWORD}" for everyone):`);
      for (const c of demoCredentials()) lines.push(`    ${c.role.padEnd(16)} ${c.email}`);
    }
    console.log(lines.join('\n') + '\n');
  } catch (err) {
    if (err instanceof ConfigError || err instanceof StartupError) {
      console.error(err.message);
      await running?.close().catch(() => {});
      process.exit(1);
    }
    throw err;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.services.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await running.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

await main();
