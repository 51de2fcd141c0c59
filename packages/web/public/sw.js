/* global self, caches */
// Ascent's service worker (spec 01 §4). Hashed build assets (/assets/*) never change, so they are
// served from the cache once fetched; pages (the app shell, index.html) always go to the network
// first and fall back to the last copy only when offline, so a deployment is never hidden by a stale
// index.html. The API, sign-in routes and everything else are left to the browser.
const ASSETS = 'ascent-assets-v1';
const SHELL = 'ascent-shell-v1';
const SHELL_KEY = '/index.html';
const MAX_ASSETS = 300;
const SERVER_PATHS = /^\/(graphql|subscriptions|api|auth|healthz)(\/|$)/;

// The entry assets index.html names are cached at once, so the shell also opens offline.
async function precacheShell() {
  const response = await fetch(SHELL_KEY, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await (await caches.open(SHELL)).put(SHELL_KEY, response);
  const assets = [...new Set(html.match(/\/assets\/[^"'\s>]+/g) ?? [])];
  await (await caches.open(ASSETS)).addAll(assets);
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // A failed precache must not stop the worker: pages and assets are cached as they are fetched too.
  event.waitUntil(precacheShell().catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== ASSETS && key !== SHELL) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function trimAssets() {
  const cache = await caches.open(ASSETS);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(key);
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets();
  }
  return response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') ?? '').includes('text/html');
    if (response.ok && html) await (await caches.open(SHELL)).put(SHELL_KEY, response.clone());
    return response;
  } catch (error) {
    const cached = await (await caches.open(SHELL)).match(SHELL_KEY);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || SERVER_PATHS.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});
