// The outbound client's contract (outbound.ts): its options and interface, its refusals with their reason codes, and
// the operator's allow-list of plain-http hosts (OUTBOUND_ALLOW_HOSTS).
import { hostKind, normalizeHost } from './addresses.ts';

export type OutboundRefusal = 'BAD_URL' | 'SCHEME' | 'PRIVATE_ADDRESS' | 'TOO_MANY_REDIRECTS' | 'TOO_LARGE' | 'TIMEOUT';

export class OutboundRefused extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    message: string,
    /** The address refused (without its query), for the logs. */
    readonly url?: string,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

/** The OutboundRefused in an error's cause chain (libraries wrap what their fetch threw), or null. */
export function outboundRefusalOf(err: unknown): OutboundRefused | null {
  for (let e = err, depth = 0; e && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundRefused) return e;
  }
  return null;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to all its addresses (default: the system resolver, as node:net would). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutboundOptions {
  /** "host" or "host:port" entries (see parseAllowHosts) reachable over http and at non-public addresses. */
  allowHosts?: readonly string[];
  lookup?: Resolver;
  /** For the whole exchange: every hop and the answer's body. Default 10 s. */
  timeoutMs?: number;
  /** Largest answer, after decompression. Default 1 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
}

export type OutboundBody = string | URLSearchParams | Uint8Array | ArrayBuffer | ReadableStream | null | undefined;

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string> | [string, string][] | Headers;
  body?: OutboundBody;
  signal?: AbortSignal | null;
  /** 'follow' (default): each hop checked; 'manual': a 3xx answer is returned as it is; 'error': it throws. */
  redirect?: 'follow' | 'manual' | 'error';
  timeoutMs?: number;
  maxBytes?: number;
}

export interface Outbound {
  /** fetch() with the guards: resolves to a Response whose body is already read (within maxBytes). */
  fetch(input: string | URL, init?: OutboundInit): Promise<Response>;
  /** True when the operator allows this URL's host (and port). */
  isAllowedHost(url: URL): boolean;
  /**
   * What is wrong with a URL before anything is resolved: its scheme, a literal non-public address, a metadata
   * or localhost name (unless allowed), http to a host not allowed. For checking an address when it is saved;
   * names are checked again, resolved, at each fetch.
   */
  urlProblem(url: URL): OutboundRefused | null;
}

export interface AllowEntry {
  host: string;
  port: number | null;
}

const ALLOW_ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/i;

/**
 * Parses OUTBOUND_ALLOW_HOSTS: comma-separated "host" (any port) or "host:port" entries, IPv6 in brackets.
 * Answers the normalised entries, or the problem in words. A metadata host can never be allowed.
 */
export function parseAllowHosts(value: string): { hosts: string[] } | { error: string } {
  const hosts: string[] = [];
  for (const raw of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = ALLOW_ENTRY.exec(raw);
    let host: string | null = null;
    try {
      host = match ? normalizeHost(new URL(`http://${match[1]}`).hostname) : null;
    } catch {
      host = null;
    }
    const port = match?.[2] === undefined ? null : Number(match[2]);
    if (!host || (port !== null && (port < 1 || port > 65535))) return { error: `"${raw}" is not a host or host:port` };
    if (hostKind(host) === 'metadata')
      return { error: `"${raw}" is a cloud metadata service, which cannot be allowed` };
    const bracketed = host.includes(':') ? `[${host}]` : host;
    hosts.push(port === null ? bracketed : `${bracketed}:${port}`);
  }
  return { hosts };
}

/** The allowed hosts of the options' entries (each as parseAllowHosts reads it); a bad entry stops the start. */
export function allowEntries(entries: readonly string[]): AllowEntry[] {
  const allow: AllowEntry[] = [];
  for (const entry of entries) {
    const parsed = parseAllowHosts(entry);
    if ('error' in parsed) throw new Error(`Outbound allow list: ${parsed.error}`);
    for (const h of parsed.hosts) {
      const m = ALLOW_ENTRY.exec(h)!;
      allow.push({ host: normalizeHost(m[1]!), port: m[2] === undefined ? null : Number(m[2]) });
    }
  }
  return allow;
}
