// Journeys in a real browser: Debian's Chromium driven by playwright-core against the production build of the
// web app, served by the real server on a real database (PGlite, or TEST_DATABASE_URL's server), seeded.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../packages/server/test/harness.ts';

export const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** http://<tenant>.localhost:<port> — Chromium resolves *.localhost to this machine. */
  url(tenant: string, path?: string): string;
  page(opts?: {
    colorScheme?: 'light' | 'dark';
    width?: number;
    height?: number;
    locale?: string;
    /** The browser's IANA zone (the machine's when absent). */
    timezoneId?: string;
  }): Promise<{ context: BrowserContext; page: Page }>;
  /** Signs a demo user in through the API and hands the browser the token and session, as the login page does. */
  signInAs(page: Page, email: string, tenant?: string): Promise<void>;
  /**
   * Content-Security-Policy violations seen by the pages of `page()` (their 'securitypolicyviolation' events and the
   * console errors that mention the policy), as "<page url>: <what was refused>". e2e/security-headers.e2e.test.ts
   * expects none; close() prints any that other journeys met.
   */
  cspViolations: string[];
  close(): Promise<void>;
}

export interface E2EOptions {
  /** More environment for the server, e.g. { SMTP_URL } of a mail catcher (see mail-catcher.ts). */
  env?: Record<string, string>;
  /** 'living': the living demo as `npm start` seeds it (default: the small base seed of the other journeys). */
  seed?: 'living';
}

export async function startE2E(options: E2EOptions = {}): Promise<E2E> {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y --no-install-recommends chromium`);
  const server = await startTestServer(
    { NODE_ENV: 'production', ...options.env },
    { webDist: WEB_DIST, ...(options.seed ? { seed: options.seed } : {}) },
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/content.security.policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
  return {
    server,
    browser,
    url: (tenant, path = '/') => `http://${tenant}.localhost:${server.port}${path}`,
    page: async (opts = {}) => {
      const context = await browser.newContext({
        colorScheme: opts.colorScheme ?? 'light',
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        locale: opts.locale ?? 'en-US',
        ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
      });
      contexts.push(context);
      // The event names what was refused even where the console says nothing; the console catches the rest.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          ),
        ),
      );
      context.on('page', watch);
      const page = await context.newPage();
      return { context, page };
    },
    signInAs: async (page, email, tenant = 'demo') => {
      const res = await server.http({
        method: 'POST',
        path: '/auth/local',
        host: `${tenant}.localhost`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD, endOldestSession: true }),
      });
      const { token, sessionId } = res.body as { token: string; sessionId: string };
      // Any page of the origin holds its local storage: the liveness probe's, which loads no app (one app load less
      // per sign-in; the journey's own goto loads it).
      await page.goto(`http://${tenant}.localhost:${server.port}/livez`);
      await page.evaluate(
        ([t, sid]) => {
          localStorage.setItem('accelerator-token', t!);
          localStorage.setItem('accelerator-sid', sid!);
        },
        [token, sessionId],
      );
    },
    cspViolations,
    close: async () => {
      if (cspViolations.length > 0) console.warn(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
      await server.close();
    },
  };
}
