// Configuration from the environment, validated once at start. A bad value stops the process with one clear line.
import { isAbsolute, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TENANT_SLUG_PATTERN } from '@ascent/shared';
import { parseAllowHosts } from './http/outbound.ts';

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}//`,
  );

const boolFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface to listen on; unset: loopback only while the demo programmes are present, else every interface (core/listen-host.ts). */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(TENANT_SLUG_PATTERN, 'must be a tenant slug (lower-case letters, digits, hyphens)')
    .default('demo'),
  /** The host label of the instance operator's console (operator.<base host>); no organisation may take it. */
  OPERATOR_LABEL: z
    .string()
    .regex(TENANT_SLUG_PATTERN, 'must be a host label (lower-case letters, digits, hyphens)')
    .default('operator'),
  /** The host label of the self-service sign-up of new organisations (when the operator offers it); reserved too. */
  SIGNUP_LABEL: z
    .string()
    .regex(TENANT_SLUG_PATTERN, 'must be a host label (lower-case letters, digits, hyphens)')
    .default('www'),
  TRUST_PROXY: boolFlag.default(false),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Ascent <no-reply@localhost>'),
  /** Development only: print the secret links of outgoing mail (reset, invitation…) in full on the console. Ignored in production. */
  MAIL_LOG_SECRETS: boolFlag.default(false),
  SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The SECRET before a rotation: stored credentials sealed with it still open, and are resealed at start. */
  SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Hosts (host or host:port, comma-separated) the server may fetch from over http and at non-public addresses. */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .transform((v, ctx) => {
      const parsed = parseAllowHosts(v);
      if ('hosts' in parsed) return parsed.hosts;
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of host or host:port (${parsed.error})`,
      });
      return z.NEVER;
    })
    .default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** POST /graphql requests a minute per signed-in user (per client address when signed out); 0 turns the throttle off. */
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  SEED_DEMO: boolFlag.default(true),
  /** Work the job queue (recurring jobs and one-off tasks of the modules) in this process: pg-boss on the same database. */
  JOBS: boolFlag.default(true),
  /** PostgreSQL server only: connections in this process's pool, and how long a request waits for one. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  /** PostgreSQL server only: a statement running longer is cancelled (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** How long the tenant of a host name and the user of a token are cached (changes drop them at once). */
  TENANT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  IDENTITY_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Requests in progress beyond which new ones are refused with 503 + Retry-After (0 turns the limit off). */
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(1000),
  /** Mean event-loop delay (ms) beyond which new requests are refused with 503 + Retry-After (0: off). */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** At start, how long to keep retrying an unreachable database or Redis (with backoff) before giving up. */
  STARTUP_RETRY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * On SIGTERM/SIGINT: how long the drain may take (readiness off, requests in flight answered, sockets closed, live
   * updates handed on) before the process exits anyway.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Live-update sockets (/subscriptions) open at once from one client address, and of one user (4429 beyond). */
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(20),
  /** A domain event committed but not dispatched this many seconds later is dispatched again by the recovery pass. */
  EVENTS_RETRY_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
});

export type Config = Omit<z.infer<typeof schema>, 'DATA_DIR'> & { DATA_DIR: string; production: boolean };

const REPO_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../data');

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration — ${lines.join('; ')}`);
  }
  // A relative DATA_DIR is relative to where the command was typed (npm sets INIT_CWD); the default is <repo>/data.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = parsed.data.DATA_DIR
    ? isAbsolute(parsed.data.DATA_DIR)
      ? parsed.data.DATA_DIR
      : resolve(base, parsed.data.DATA_DIR)
    : REPO_DATA_DIR;
  const production = parsed.data.NODE_ENV === 'production';
  // The developer switch that prints secret links is off in production, whatever the variable says.
  return {
    ...parsed.data,
    MAIL_LOG_SECRETS: parsed.data.MAIL_LOG_SECRETS && !production,
    DATA_DIR: dataDir,
    production,
  };
}
