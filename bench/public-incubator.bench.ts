// `npm run bench`: the `publicIncubator` query, Mercurius (our Fastify server) against Apollo Server on Express,
// in one process on one database handle, each hammered by autocannon in turn. See bench/README.md.
//
// Settings (environment): BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 2), BENCH_WORKERS
// (autocannon worker threads, 1; 0 runs the load generator on the servers' own event loop), DATABASE_URL
// (PostgreSQL; otherwise embedded PGlite in a temporary DATA_DIR).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { createRunning, type Running } from '../packages/server/src/server.ts';
import { seedDemo } from '../packages/server/src/seed/seed.ts';
import { TenantResolver } from '../packages/server/src/core/tenancy.ts';
import type { Db } from '../packages/server/src/core/db/client.ts';
import { loadSchemaSdl } from '../packages/server/src/core/graphql/schema-files.ts';
import { securityRules } from '../packages/server/src/core/graphql/plugin.ts';
import { presentPublicIncubator } from '../packages/server/src/modules/incubators/incubators.presenter.ts';
import { findIncubatorBySlug } from '../packages/server/src/modules/incubators/incubators.repository.ts';
import type { IncubatorRow } from '../packages/server/src/core/db/incubators.schema.ts';

const QUERY = `{ publicIncubator { id name slug logo currency timezone defaultLanguage incubatorSeo { active seoTitle seoDescription } brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { logoType } } loginProviders { provider enabled } customLoginText { active text url } supportEmail { address } alternativeStartupLabel { active label { language value } } } }`;
const BODY = JSON.stringify({ query: QUERY });
const HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', host: 'demo.localhost' };
const EXPECTED_SLUG = 'demo';

const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');
const TENANT_CACHE_NOTE = 'Both servers cache the tenant lookup the same way (TenantResolver, 5 s TTL per slug).';

function intSetting(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  return n;
}

const settings = {
  durationS: intSetting('BENCH_DURATION', 10, 1),
  connections: intSetting('BENCH_CONNECTIONS', 50, 1),
  warmupS: intSetting('BENCH_WARMUP', 2, 0),
  workers: intSetting('BENCH_WORKERS', 1, 0),
};

interface Target {
  name: string;
  url: string;
  /** The body of a checked response: every measured response must be byte-identical to it. */
  expectBody: string;
}

interface Figures {
  server: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  requests: number;
  /** Transport errors + timeouts + non-2xx + bodies that differ from the checked one. */
  errors: number;
  detail: { errors: number; timeouts: number; non2xx: number; mismatches: number; statusCodes: Record<string, number> };
}

// ---------------------------------------------------------------------------------------------------------------
// The two servers

async function startMercurius(dataDir: string): Promise<{ running: Running; url: string }> {
  const running = await createRunning(
    { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' },
    { webDist: null },
  );
  try {
    await seedDemo(running.services.database.db);
    running.services.tenants.invalidate();
    await running.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = running.app.server.address() as AddressInfo;
    return { running, url: `http://127.0.0.1:${port}/graphql` };
  } catch (err) {
    await running.close().catch(() => {});
    throw err;
  }
}

interface ApolloContext {
  tenant: IncubatorRow | null;
}

async function startApollo(db: Db): Promise<{ url: string; close(): Promise<void> }> {
  // The same SDL; only publicIncubator is resolved, exactly as incubators.resolvers.ts does it. The same
  // validation rules as our production server (depth / aliases / cost / directives, no introspection).
  const tenants = new TenantResolver(db, findIncubatorBySlug, { defaultTenant: 'demo', trustProxy: false });
  const app = express();
  const httpServer: Server = createServer(app);
  const apollo = new ApolloServer<ApolloContext>({
    typeDefs: loadSchemaSdl(),
    resolvers: {
      Query: {
        publicIncubator: (_root: unknown, _args: unknown, ctx: ApolloContext) =>
          ctx.tenant ? presentPublicIncubator(ctx.tenant) : null,
      },
    },
    introspection: false,
    includeStacktraceInErrorResponses: false,
    validationRules: securityRules(true),
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer })],
  });
  await apollo.start();
  app.use(
    '/graphql',
    express.json(),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({ tenant: (await tenants.resolve(req.headers)).tenant }),
    }),
  );
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/graphql`, close: () => apollo.stop() };
}

// ---------------------------------------------------------------------------------------------------------------
// Checking and measuring

function postOnce(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...HEADERS, 'content-length': Buffer.byteLength(BODY) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(BODY);
  });
}

/** One request must answer 200 with the demo organisation and no errors; its body becomes the expected one. */
async function check(name: string, url: string): Promise<Target> {
  const { status, body } = await postOnce(url);
  let json: { data?: { publicIncubator?: { slug?: unknown } | null }; errors?: unknown[] } | undefined;
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    // reported below
  }
  const slug = json?.data?.publicIncubator?.slug;
  if (status !== 200 || slug !== EXPECTED_SLUG || (json?.errors?.length ?? 0) > 0) {
    throw new Error(
      `${name} did not answer publicIncubator correctly (status ${status}, slug ${JSON.stringify(slug)}): ${body.slice(0, 500)}`,
    );
  }
  return { name, url, expectBody: body };
}

async function load(target: Target, durationS: number) {
  return autocannon({
    url: target.url,
    method: 'POST',
    headers: HEADERS,
    body: BODY,
    connections: settings.connections,
    duration: durationS,
    expectBody: target.expectBody,
    ...(settings.workers > 0 ? { workers: settings.workers } : {}),
  });
}

async function measure(target: Target): Promise<Figures> {
  if (settings.warmupS > 0) {
    process.stdout.write(`  ${target.name}: warming up ${settings.warmupS} s… `);
    await load(target, settings.warmupS);
  } else {
    process.stdout.write(`  ${target.name}: `);
  }
  process.stdout.write(`measuring ${settings.durationS} s… `);
  const r = await load(target, settings.durationS);
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]));
  const figures: Figures = {
    server: target.name,
    requestsPerSec: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyAvgMs: r.latency.average,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx + r.mismatches,
    detail: { errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, mismatches: r.mismatches, statusCodes },
  };
  process.stdout.write(`${Math.round(figures.requestsPerSec)} req/s\n`);
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// Reporting

function table(rows: Figures[]): string {
  const head = ['server', 'req/s (avg)', 'p50 ms', 'p99 ms', 'errors'];
  const body = rows.map((f) => [
    f.server,
    f.requestsPerSec.toFixed(0),
    f.latencyP50Ms.toFixed(0),
    f.latencyP99Ms.toFixed(0),
    String(f.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);

async function main(): Promise<number> {
  const database = process.env.DATABASE_URL ? 'postgresql (DATABASE_URL)' : 'pglite (embedded, temporary DATA_DIR)';
  console.log(
    `publicIncubator benchmark — ${settings.connections} connections, ${settings.durationS} s each after ${settings.warmupS} s warm-up`,
  );
  console.log(
    `node ${process.version}, ${cpus().length} CPU(s) ${cpus()[0]?.model.trim() ?? ''}, database: ${database}`,
  );
  console.log(
    `load generator: autocannon ${settings.workers > 0 ? `in ${settings.workers} worker thread(s)` : 'on the main thread'}`,
  );

  const dataDir = await mkdtemp(join(tmpdir(), 'ascent-bench-'));
  let mercurius: Awaited<ReturnType<typeof startMercurius>> | undefined;
  let apollo: Awaited<ReturnType<typeof startApollo>> | undefined;
  try {
    mercurius = await startMercurius(dataDir);
    apollo = await startApollo(mercurius.running.services.database.db);
    const targets = [await check('Mercurius (Fastify)', mercurius.url), await check('Apollo (Express)', apollo.url)];

    const [m, a] = [await measure(targets[0]!), await measure(targets[1]!)] as [Figures, Figures];
    const rpsRatio = ratio(m.requestsPerSec, a.requestsPerSec);
    const p99Ratio = ratio(m.latencyP99Ms, a.latencyP99Ms);

    console.log('');
    console.log(table([m, a]));
    console.log('');
    console.log(`Mercurius/Apollo req/s = ${rpsRatio.toFixed(2)}×   (goal: ≥ 2.00×)`);
    console.log(`Mercurius/Apollo p99   = ${p99Ratio.toFixed(2)}×   (lower is better)`);
    console.log(TENANT_CACHE_NOTE);

    const failed = [m, a].filter((f) => f.errors > 0);
    for (const f of failed)
      console.error(`! ${f.server}: ${f.errors} failed responses during the measurement ${JSON.stringify(f.detail)}`);

    await mkdir(dirname(RESULTS_FILE), { recursive: true });
    const report = {
      at: new Date().toISOString(),
      query: 'publicIncubator',
      settings: { ...settings, database },
      machine: {
        node: process.version,
        platform: `${process.platform}-${process.arch}`,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model.trim() ?? null,
      },
      results: [m, a],
      ratios: { requestsPerSec: rpsRatio, latencyP99: p99Ratio },
      notes: [
        TENANT_CACHE_NOTE,
        'Every measured response is compared byte for byte with a checked one; differences count as errors.',
      ],
    };
    await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Figures written to ${RESULTS_FILE}`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    await apollo?.close().catch((err: unknown) => console.error('closing Apollo:', err));
    await mercurius?.running.close().catch((err: unknown) => console.error('closing Mercurius:', err));
    await rm(dataDir, { recursive: true, force: true }).catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('Benchmark failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
