// Starts the real server on a real database for an integration test file: embedded PGlite in a temporary
// directory by default, or a database of its own on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards);
// either a copy of the template a first start of the server made (./database-templates.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createRunning, type Running } from '../src/server.ts';
import { createRunning as createPlatform } from '../src/core/bootstrap.ts';
import type { ServerModule } from '../src/core/module.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { writeExport } from '../src/modules/exports/exports.job.ts';
import { copyPgliteTemplate, createTestDatabase } from './database-templates.ts';

export interface TestServer {
  running: Running;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  http(opts: HttpOptions): Promise<HttpResult>;
  gql<T = Record<string, unknown>>(
    query: string,
    opts?: { variables?: Record<string, unknown>; host?: string; token?: string | null },
  ): Promise<HttpResult<GqlBody<T>>>;
  login(email: string, host?: string): Promise<string>;
  close(): Promise<void>;
}

export interface HttpOptions {
  method?: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface HttpResult<B = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: B;
}

export interface GqlBody<T> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export const DEMO_PASSWORD = 'ascent-demo-2026';

/**
 * Creates a database on the PostgreSQL server named by `adminUrl`, empty or a copy of `template`; returns its URL and
 * a dropper.
 */
export async function createScratchDatabase(
  adminUrl: string,
  opts: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ascent_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${opts.template ? ` template ${opts.template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `modules`: another composition list than the product's (a test of the platform's checks). `dataDir` (with
 * `databaseUrl` on PostgreSQL) starts the server on an existing one — a restart — and leaves it in place on close;
 * otherwise both are made for this server and removed with it.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: {
    /** false: no demo; 'living': the living demo as `npm start` seeds it (default: the small base seed). */
    seed?: boolean | 'living';
    databaseUrl?: string;
    webDist?: string | null;
    modules?: readonly ServerModule[];
    dataDir?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'ascent-test-'));
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl && process.env.TEST_DATABASE_URL) {
    // A copy of the template a first start made (./database-templates.ts), not an empty database.
    scratch = await createTestDatabase(process.env.TEST_DATABASE_URL, (url, template) =>
      createScratchDatabase(url, { template }),
    );
    databaseUrl = scratch.url;
  }
  // A new embedded database starts as a copy of the template a first start made (./database-templates.ts), not from initdb.
  if (!databaseUrl && !opts.dataDir) await copyPgliteTemplate(dataDir);
  const start = opts.modules
    ? (e: Record<string, string>, o: { webDist: string | null }) => createPlatform(e, { ...o, modules: opts.modules! })
    : createRunning;
  const running = await start(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SECRET: 'integration-test-secret-integration-test-secret',
      // Every test request comes from 127.0.0.1: the API throttle stays out of the way (rate-limit tests lower it).
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      // The test machine is shared and PGlite runs on the event loop: a late loop there is not overload (the
      // shedding has tests of its own, core/overload.integration.test.ts, which turn it on).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    { webDist: opts.webDist ?? null },
  );
  if (opts.seed === 'living') {
    const services = running.services;
    await seedDemo(services.database.db, {
      living: true,
      writeExport: (incubatorId, exportId) => writeExport(services, { incubatorId, exportId }),
    });
  } else if (opts.seed !== false) await seedDemo(running.services.database.db);
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  const address = running.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  running.services.tenants.setListenPort(port);

  const http = (o: HttpOptions) => sendHttp(port, o);
  const gql = async <T>(
    query: string,
    o: { variables?: Record<string, unknown>; host?: string; token?: string | null } = {},
  ) =>
    (await http({
      method: 'POST',
      path: '/graphql',
      host: o.host,
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
      body: JSON.stringify({ query, variables: o.variables ?? {} }),
    })) as HttpResult<GqlBody<T>>;
  const login = async (email: string, host = 'demo.localhost') => {
    const res = await http({
      method: 'POST',
      path: '/auth/local',
      host,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${res.text}`);
    return (res.body as { token: string }).token;
  };
  return {
    running,
    port,
    databaseUrl,
    dataDir,
    http,
    gql,
    login,
    close: async () => {
      await running.close();
      await scratch?.drop();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function sendHttp(port: number, o: HttpOptions): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: o.method ?? 'GET',
        path: o.path,
        // An explicit length: Node sends a DELETE body without one (no chunked encoding), which desynchronises the connection.
        headers: {
          host: o.host ?? 'demo.localhost',
          ...(o.body !== undefined ? { 'content-length': String(Buffer.byteLength(o.body)) } : {}),
          ...(o.headers ?? {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
      },
    );
    req.on('error', reject);
    if (o.body !== undefined) req.write(o.body);
    req.end();
  });
}
