// Resolves the organisation of a request from its host name (first label), with a short-lived cache so the
// hot path does not ask the database on every request: one query per tenant on a miss however many requests wait,
// refreshed in the background before it expires, unknown names remembered briefly, and dropped on every instance
// when a tenant's settings or branding change (core/cache). X-Forwarded-Host counts only behind a trusted proxy.
import type { IncomingHttpHeaders } from 'node:http';
import { tenantFromHost } from '@ascent/shared';
import type { Db } from './db/client.ts';
import type { IncubatorRow } from './db/incubators.schema.ts';
import { RefreshingCache } from './cache/refreshing-cache.ts';
import { localInvalidations, type Invalidations } from './cache/invalidation.ts';

const ALL = '*';

export interface TenantLookup {
  slug: string | null;
  tenant: IncubatorRow | null;
}

export class TenantResolver {
  private readonly cache: RefreshingCache<string, IncubatorRow | null>;
  private readonly invalidations: Invalidations;

  constructor(
    db: Db,
    findBySlug: (db: Db, slug: string) => Promise<IncubatorRow | null>,
    private readonly opts: {
      defaultTenant: string;
      trustProxy: boolean;
      ttlMs?: number;
      /** How long an unknown name is remembered as unknown (default 2 s: a new tenant appears soon enough). */
      negativeTtlMs?: number;
      publicUrl?: string;
      port?: number;
      invalidations?: Invalidations;
      onRefreshError?: (err: unknown) => void;
    },
  ) {
    const ttlMs = opts.ttlMs ?? 5000;
    this.cache = new RefreshingCache((slug) => findBySlug(db, slug), {
      ttlMs,
      negativeTtlMs: Math.min(opts.negativeTtlMs ?? 2000, ttlMs),
      maxEntries: 10_000,
      onRefreshError: opts.onRefreshError,
    });
    this.invalidations = opts.invalidations ?? localInvalidations;
    this.invalidations.on('tenant', (slug) => (slug === ALL ? this.cache.clear() : this.cache.delete(slug)));
  }

  hostOf(headers: IncomingHttpHeaders): string | undefined {
    if (this.opts.trustProxy) {
      const fwd = headers['x-forwarded-host'];
      const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim();
      if (first) return first;
    }
    return headers.host;
  }

  /**
   * The address of a tenant for links in emails: `<slug>.<PUBLIC_URL host>`, never the request's Host header
   * (which a caller controls: a reset link must not point at a host of their choosing).
   */
  /** The port actually listened on (PORT may be 0): used for links when PUBLIC_URL is unset. */
  setListenPort(port: number): void {
    this.opts.port = port;
  }

  originOf(slug: string): string {
    const base = new URL(this.opts.publicUrl ?? `http://localhost:${this.opts.port ?? 3000}`);
    return `${base.protocol}//${slug}.${base.host}`;
  }

  slugOf(headers: IncomingHttpHeaders): string | null {
    return tenantFromHost(this.hostOf(headers), this.opts.defaultTenant);
  }

  async resolve(headers: IncomingHttpHeaders): Promise<TenantLookup> {
    const slug = this.slugOf(headers);
    if (!slug) return { slug: null, tenant: null };
    return { slug, tenant: await this.bySlug(slug) };
  }

  bySlug(slug: string): Promise<IncubatorRow | null> {
    return this.cache.get(slug);
  }

  /** Forget cached tenants (after a settings or branding change, or a reseed), here and on every instance. */
  invalidate(slug?: string): void {
    if (slug) this.cache.delete(slug);
    else this.cache.clear();
    this.invalidations.announce('tenant', slug ?? ALL);
  }
}
