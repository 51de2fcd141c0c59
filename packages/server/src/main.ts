// npm start: migrate, seed the demo programmes on first start, serve, and print where and how to sign in. SIGINT and
// SIGTERM (and the end of the wrapper that started it, scripts/start.mjs) stop it cleanly: HTTP and sockets closed,
// the job queue stopped, the database closed and its DATA_DIR lock released.
import { ConfigError, loadConfig } from './core/config.ts';
import { createRunning, StartupError, redactUrl, type Running } from './server.ts';
import { chooseListenHost, isLoopbackHost } from './core/listen-host.ts';
import { seedDemo, demoCredentials } from './seed/seed.ts';
import { writeExport } from './modules/exports/exports.job.ts';
import { DEMO_PASSWORD, DEMO_TENANTS } from './seed/demo-data.ts';

async function demoPresent(running: Running): Promise<boolean> {
  const { services } = running;
  for (const t of DEMO_TENANTS) if (await services.ports.findTenantBySlug(services.database.db, t.slug)) return true;
  return false;
}

async function main(): Promise<void> {
  let running: Running | undefined;
  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    running?.services.log.info({ reason }, 'shutting down');
    // SHUTDOWN_GRACE_SECONDS (config.ts); the default when the configuration itself was refused.
    const graceSeconds = running?.services.config.SHUTDOWN_GRACE_SECONDS ?? 10;
    const force = setTimeout(() => process.exit(1), graceSeconds * 1000).unref();
    await running?.close();
    clearTimeout(force);
    process.exit(0);
  };
  // Installed first: a signal during the start (migrations, seeding) also closes what is open.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Started by scripts/start.mjs (or node --watch) over an IPC channel: when that parent is gone, so is the server.
  if (process.send) process.on('disconnect', () => void stop('parent process exited'));

  try {
    const config = loadConfig();
    running = await createRunning(process.env);
    const { app, services } = running;
    if (config.SEED_DEMO) {
      const seeded = await seedDemo(services.database.db, {
        living: true,
        writeExport: (incubatorId, exportId) => writeExport(services, { incubatorId, exportId }),
      });
      if (seeded.created.length) services.log.info({ tenants: seeded.created }, 'demo programmes seeded');
    }
    const withDemo = await demoPresent(running);
    const listen = chooseListenHost(config.HOST, withDemo);
    if (stopping) return;
    const address = await app.listen({ host: listen.host, port: config.PORT });
    const port = new URL(address).port;
    services.tenants.setListenPort(Number(port));
    services.log.info(
      { host: listen.host, port: Number(port), reason: listen.reason },
      listen.reason === 'demo' ? 'listening on loopback only: the demo programmes are present' : 'listening',
    );
    const base = config.PUBLIC_URL ?? `http://localhost:${port}`;
    const lines = [
      '',
      `Ascent is running on ${base}`,
      ...DEMO_TENANTS.map((t) => `  ${t.name}: http://${t.slug}.localhost:${port}`),
      `  Database: ${config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : `embedded PGlite in ${config.DATA_DIR}`}; live updates: ${config.REDIS_URL ? 'Redis' : 'in-process'}`,
    ];
    if (listen.reason === 'demo') {
      lines.push(
        `  Listening on this machine only (loopback): the demo programmes' password is published. Set HOST (e.g. HOST=0.0.0.0) to serve other machines.`,
      );
    } else {
      lines.push(`  Listening on ${listen.host}:${port}`);
      if (withDemo && !isLoopbackHost(listen.host))
        lines.push(
          `  Warning: the demo programmes, whose password is published, are reachable from the network (HOST=${listen.host}).`,
        );
    }
    if (withDemo) {
      lines.push(`  Demo sign-in (password "${DEMO_PASSWORD}" for everyone):`);
      for (const t of DEMO_TENANTS) {
        lines.push(`   ${t.name} (${t.slug}):`);
        for (const c of demoCredentials(t)) lines.push(`    ${c.role.padEnd(16)} ${c.email}`);
      }
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
}

await main();
