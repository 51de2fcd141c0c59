// Resolves the organisation of a request from its host name (first label), with a short-lived cache so the
// hot path does not ask the database on every request. X-Forwarded-Host counts only behind a trusted proxy.
import type { IncomingHttpHeaders } from 'node:http';
import { tenantFromHost } from '@ascent/shared';
import type { Db } from './db/client.ts';
import type { IncubatorRow } from './db/incubators.schema.ts';

export interface TenantLookup {
  slug: string | null;
  tenant: IncubatorRow | null;
}

export class TenantResolver {
  private readonly cache = new Map<string, { at: number; row: IncubatorRow | null }>();

  constructor(
    private readonly db: Db,
    private readonly findBySlug: (db: Db, slug: string) => Promise<IncubatorRow | null>,
    private readonly opts: {
      defaultTenant: string;
      trustProxy: boolean;
      ttlMs?: number;
      publicUrl?: string;
      port?: number;
    },
  ) {}

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

  async bySlug(slug: string): Promise<IncubatorRow | null> {
    const ttl = this.opts.ttlMs ?? 5000;
    const hit = this.cache.get(slug);
    if (hit && Date.now() - hit.at < ttl) return hit.row;
    const row = await this.findBySlug(this.db, slug);
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(slug, { at: Date.now(), row });
    return row;
  }

  /** Forget cached tenants (after a branding change or a reseed). */
  invalidate(slug?: string): void {
    if (slug) this.cache.delete(slug);
    else this.cache.clear();
  }
}
