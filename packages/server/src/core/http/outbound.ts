// The one HTTP client for everything the server fetches on a user's say-so (today the OpenID Connect issuer of
// an organisation's single sign-on; later calendar feeds, webhooks, images by address). It only reaches public
// addresses: every host is resolved here, each address checked (core/http/addresses.ts), and the connection made
// to exactly the checked address (a custom `lookup`), so a name cannot resolve to a public address for the check
// and a private one for the connection. Redirects are followed by hand, each hop checked again. One deadline for
// the whole exchange, a cap on the answer's size, http(s) only, and http only to a host the operator allows
// (OUTBOUND_ALLOW_HOSTS: a local identity provider). Refusals are `OutboundRefused` with a reason code.
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { addressKind, hostKind, normalizeHost, type AddressKind } from './addresses.ts';
import {
  OutboundRefused,
  type ResolvedAddress,
  type Resolver,
  type OutboundOptions,
  type OutboundBody,
  type OutboundInit,
  type Outbound,
  allowEntries,
} from './outbound-rules.ts';

// What the client refuses and how it is told what to allow (outbound-rules.ts), for its users.
export { OutboundRefused, outboundRefusalOf, parseAllowHosts } from './outbound-rules.ts';
export type {
  Outbound,
  OutboundBody,
  OutboundInit,
  OutboundOptions,
  OutboundRefusal,
  ResolvedAddress,
  Resolver,
} from './outbound-rules.ts';

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 1024 * 1024, maxRedirects: 5 } as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
// Not carried to another origin by a redirect (as browsers' fetch does for Authorization since 2022).
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
const KIND_TEXT: Record<AddressKind, string> = {
  metadata: 'a cloud metadata service',
  unspecified: 'an unspecified address',
  loopback: 'this machine (loopback)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique-local address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
};

const effectivePort = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export function createOutbound(options: OutboundOptions = {}): Outbound {
  const resolve = options.lookup ?? systemResolver;
  const allow = allowEntries(options.allowHosts ?? []);

  const isAllowedHost = (url: URL) => {
    const host = normalizeHost(url.hostname);
    const port = effectivePort(url);
    return allow.some((e) => e.host === host && (e.port === null || e.port === port));
  };

  const shown = (url: URL) => `${url.protocol}//${url.host}${url.pathname}`;

  function urlProblem(url: URL): OutboundRefused | null {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return new OutboundRefused(
        'SCHEME',
        `Only http and https addresses can be fetched, not ${url.protocol}`,
        shown(url),
      );
    const allowed = isAllowedHost(url);
    const kind = hostKind(url.hostname);
    if (kind === 'metadata' || (kind && !allowed))
      return new OutboundRefused('PRIVATE_ADDRESS', `${url.hostname} is ${KIND_TEXT[kind]}`, shown(url));
    if (url.protocol === 'http:' && !allowed)
      return new OutboundRefused('SCHEME', `${url.host} must be reached over https`, shown(url));
    return null;
  }

  /** The lookup node:net calls for a host name: resolve once, check every address, connect only to those. */
  function pinnedLookup(url: URL, allowed: boolean): LookupFunction {
    return (hostname, opts, callback) => {
      resolve(hostname).then(
        (addresses) => {
          for (const a of addresses) {
            const kind = addressKind(a.address);
            // An allowed host may be on a private network, never on a metadata address.
            if (kind && (!allowed || kind === 'metadata')) {
              callback(
                new OutboundRefused(
                  'PRIVATE_ADDRESS',
                  `${hostname} resolves to ${KIND_TEXT[kind]} (${a.address})`,
                  shown(url),
                ),
                '',
                4,
              );
              return;
            }
          }
          const usable = addresses.filter((a) => !opts.family || opts.family === a.family);
          if (!usable.length) {
            callback(
              Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }),
              '',
              4,
            );
            return;
          }
          if (opts.all) (callback as unknown as (e: null, all: ResolvedAddress[]) => void)(null, usable);
          else callback(null, usable[0]!.address, usable[0]!.family);
        },
        (err: Error) => callback(err as NodeJS.ErrnoException, '', 4),
      );
    };
  }

  async function fetch(input: string | URL, init: OutboundInit = {}): Promise<Response> {
    const timeoutMs = init.timeoutMs ?? options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs;
    const maxBytes = init.maxBytes ?? options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes;
    const maxRedirects = options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects;
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new OutboundRefused('BAD_URL', 'Not an address that can be fetched');
    }
    init.signal?.throwIfAborted();
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new OutboundRefused('TIMEOUT', `No complete answer within ${timeoutMs} ms`, shown(url))),
      timeoutMs,
    );
    const onCallerAbort = () => deadline.abort(init.signal!.reason);
    init.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      let method = (init.method ?? 'GET').toUpperCase();
      const headers = new Headers(init.headers);
      let body = await bodyBytes(init.body, maxBytes);
      if (init.body instanceof URLSearchParams && !headers.has('content-type'))
        headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
      if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'gzip, deflate, br');
      for (let hop = 0; ; hop++) {
        const problem = urlProblem(url);
        if (problem) throw problem;
        const answer = await exchange(url, method, headers, body, deadline.signal, maxBytes);
        const location = answer.headers.get('location');
        if (!REDIRECTS.has(answer.status) || !location || init.redirect === 'manual')
          return toResponse(answer, url, hop > 0, maxBytes);
        if (init.redirect === 'error')
          throw new TypeError(`${shown(url)} redirected, which this request does not allow`);
        if (hop >= maxRedirects)
          throw new OutboundRefused('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects`, shown(url));
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new OutboundRefused('BAD_URL', `${shown(url)} redirected to an invalid address`, shown(url));
        }
        if (next.origin !== url.origin) for (const h of CREDENTIAL_HEADERS) headers.delete(h);
        // As fetch does: 303 turns anything but HEAD into a GET, 301 and 302 a POST; 307 and 308 repeat the request.
        if (
          (answer.status === 303 && method !== 'HEAD') ||
          ((answer.status === 301 || answer.status === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = null;
          headers.delete('content-type');
        }
        url = next;
      }
    } catch (err) {
      // An abort surfaces as the reason given to the controller: ours (TIMEOUT) or the caller's.
      if (deadline.signal.aborted) throw deadline.signal.reason;
      throw err;
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  interface Answer {
    status: number;
    statusText: string;
    headers: Headers;
    body: Buffer;
  }

  function exchange(
    url: URL,
    method: string,
    headers: Headers,
    body: Uint8Array | null,
    signal: AbortSignal,
    maxBytes: number,
  ): Promise<Answer> {
    return new Promise<Answer>((resolvePromise, reject) => {
      const outgoing: Record<string, string> = {};
      headers.forEach((v, k) => (outgoing[k] = v));
      if (body) outgoing['content-length'] = String(body.byteLength);
      const requestFn = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = requestFn({
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: effectivePort(url),
        path: `${url.pathname}${url.search}`,
        method,
        headers: outgoing,
        // A fresh connection every time, made through our lookup (never a pooled socket to an unchecked address).
        agent: false,
        lookup: pinnedLookup(url, isAllowedHost(url)),
        signal,
      });
      req.on('error', reject);
      req.on('response', (res: IncomingMessage) => {
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy();
          reject(tooLarge(url, maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            reject(tooLarge(url, maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const h = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            try {
              h.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
            } catch {
              /* a header value fetch would not accept either: left out */
            }
          }
          resolvePromise({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: h,
            body: Buffer.concat(chunks),
          });
        });
      });
      req.end(body ?? undefined);
    });
  }

  const tooLarge = (url: URL, maxBytes: number) =>
    new OutboundRefused('TOO_LARGE', `The answer is larger than ${maxBytes} bytes`, shown(url));

  function toResponse(answer: Answer, url: URL, redirected: boolean, maxBytes: number): Response {
    let data: Buffer = answer.body;
    const encoding = answer.headers.get('content-encoding')?.trim().toLowerCase();
    if (encoding && encoding !== 'identity' && data.length > 0) {
      const decode =
        encoding === 'gzip' || encoding === 'x-gzip'
          ? gunzipSync
          : encoding === 'deflate'
            ? inflateSync
            : encoding === 'br'
              ? brotliDecompressSync
              : null;
      if (!decode) throw new TypeError(`Unsupported content-encoding ${encoding}`);
      try {
        data = decode(data, { maxOutputLength: maxBytes });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(url, maxBytes);
        throw err;
      }
      answer.headers.delete('content-encoding');
      answer.headers.delete('content-length');
    }
    if (answer.status < 200 || answer.status > 599)
      throw new TypeError(`Unexpected HTTP status ${answer.status} from ${shown(url)}`);
    const response = new Response(NULL_BODY.has(answer.status) ? null : new Uint8Array(data), {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
    Object.defineProperty(response, 'url', { value: url.href });
    Object.defineProperty(response, 'redirected', { value: redirected });
    return response;
  }

  return { fetch, isAllowedHost, urlProblem };
}

async function bodyBytes(body: OutboundBody, maxBytes: number): Promise<Uint8Array | null> {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string' || body instanceof URLSearchParams) return new TextEncoder().encode(body.toString());
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof Uint8Array) return body;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new OutboundRefused('TOO_LARGE', `The request body is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
