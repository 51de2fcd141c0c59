// The Content-Security-Policy in Chromium: the login and home pages come with it, the app runs under it (Mantine's
// injected styles, the GraphQL requests, the live WebSocket, the service worker) without a single violation, and it
// does refuse what it should (an injected inline script).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';

const PASSWORD = 'ascent-demo-2026';
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

describe('the Content-Security-Policy in the browser', () => {
  it('serves the login and home pages with the policy, and the app meets no violation: styles, API, WebSocket, worker', async () => {
    const { page } = await e.page({ colorScheme: 'dark' });
    const sockets: string[] = [];
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('connection_ack')) sockets.push(ws.url());
      });
    });

    const login = await page.goto(e.url('demo', '/login'));
    const policy = login!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain(`ws://demo.localhost:${e.server.port}`);
    expect(login!.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(login!.headers()['strict-transport-security']).toBeUndefined();

    await page.getByLabel('Email').fill('aisha.bello@lakeside.example');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(e.url('demo', '/'));
    await expect(page.getByTestId('user-name').textContent()).resolves.toContain('Aisha Bello');
    // Mantine's <style> elements applied: the dark scheme's variables are in force.
    expect(await page.evaluate(() => document.querySelectorAll('style[data-mantine-styles]').length)).toBeGreaterThan(
      0,
    );
    expect(
      await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mantine-color-body').trim()),
    ).not.toBe('');

    // The home page reloaded: its own response carries the policy too.
    const home = await page.reload();
    expect(home!.headers()['content-security-policy']).toBe(policy);
    await page.getByTestId('user-name').waitFor();
    // The live channel connects to ws://<host>/subscriptions, and the service worker installs and activates.
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(sockets[0]).toBe(`ws://demo.localhost:${e.server.port}/subscriptions`);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
    // A data: image loads (img-src data:).
    expect(
      await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(true);
            img.onerror = () => resolve(false);
            img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
          }),
      ),
    ).toBe(true);
    expect(e.cspViolations).toEqual([]);
  });

  it('refuses an injected inline script, and the listener reports it', async () => {
    const before = e.cspViolations.length;
    const { page } = await e.page();
    await page.goto(e.url('demo', '/login'));
    await page.getByLabel('Email').waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.appendChild(script);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => e.cspViolations.length).toBeGreaterThan(before);
    expect(e.cspViolations.slice(before).join('\n')).toMatch(/script-src/);
    e.cspViolations.splice(before);
  });
});
