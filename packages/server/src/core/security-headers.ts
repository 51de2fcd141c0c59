// Security headers of every response, through @fastify/helmet (helmet 8), chosen per request in one onRequest hook:
// - the web app (everything outside the API: index.html, /assets, /sw.js, the SPA's /auth/callback) gets the app's
//   Content-Security-Policy: scripts from this origin only (the build has no inline script), styles from this origin
//   plus inline ones (Mantine injects <style> elements), images from this origin and data: URIs, connections to this
//   origin and its WebSocket form (ws:/wss: are not covered by 'self' in every browser), framing by this origin only;
// - the API (/graphql, /subscriptions, /api/*, /auth/* but the callback page, /healthz) gets a policy that allows
//   nothing: a JSON answer is never a document (routes that serve files, attachments, set their own);
// - HSTS only when the request came over TLS: PUBLIC_URL is https, or TRUST_PROXY is on and the proxy says https;
//   upgrade-insecure-requests likewise (on plain http it would break the page's own requests);
// - and helmet's others: nosniff, X-Frame-Options SAMEORIGIN, Referrer-Policy strict-origin-when-cross-origin,
//   Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy same-origin (the app loads only its own origin's
//   images; single sign-on navigates the whole window, no pop-up), no Cross-Origin-Embedder-Policy.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import type { Config } from './config.ts';

type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;
type Directives = Record<string, string[]>;

const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

/** The web app's policy, without the connection sources of the request's host. */
export const WEB_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Mantine writes its theme variables and responsive rules into <style> elements at run time; a nonce would need a
  // per-response index.html (which the service worker caches) and the nonce handed to MantineProvider. Inline style
  // cannot run script; what it could leak goes nowhere but this origin (img-src, font-src, connect-src below).
  'style-src': ["'self'", "'unsafe-inline'"],
  // Branding images and signed attachment addresses are on this origin; data: for the favicon and small inline images.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** The API's policy: nothing may load; only this origin may frame it. */
export const API_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
};

// A host header fit to be written into a policy (a name or an IPv4/IPv6 address, with an optional port).
const SAFE_HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface SecurityHeadersOptions {
  /** Path prefixes of the API ('/auth/' also matches '/auth'). */
  apiPrefixes: readonly string[];
  /** Web app screens under an API prefix (the single sign-on callback page). */
  spaPaths: readonly string[];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'PUBLIC_URL'>,
  opts: SecurityHeadersOptions,
): Promise<void> {
  const publicHttps = config.PUBLIC_URL?.startsWith('https:') ?? false;
  const isApi = (url: string) => {
    const path = url.split('?')[0]!;
    return (
      !opts.spaPaths.includes(path) && opts.apiPrefixes.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))
    );
  };

  // global: false — the hook below applies helmet once per request with the options that request needs.
  await app.register(fastifyHelmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: API_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  app.addHook('onRequest', async (request, reply) => {
    const tls = publicHttps || request.protocol === 'https';
    const options: HelmetOptions = { strictTransportSecurity: tls ? HSTS : false };
    if (!isApi(request.url))
      options.contentSecurityPolicy = { useDefaults: false, directives: webDirectives(request, tls) };
    reply.helmet(options);
  });
}

function webDirectives(request: FastifyRequest, tls: boolean): Directives {
  const host = request.host;
  const sockets = SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return {
    ...WEB_DIRECTIVES,
    'connect-src': [...WEB_DIRECTIVES['connect-src']!, ...sockets],
    ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
