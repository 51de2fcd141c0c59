// Issue 4's last demonstration: an admin switches the createMetrics feature off on the plan page; the sidebar shows
// Metrics locked with the plan message, the route leads to the plan page, and the API refuses createMetric with
// FEATURE_DISABLED storing nothing. Switched on again, everything works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';

const ADMIN = 'maya.chen@lakeside.example';
let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

const path = (page: Page) => new URL(page.url()).pathname;

/** A GraphQL operation sent by the page itself, with the token it holds. */
async function askFromPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ([q, v]) => {
      const token = localStorage.getItem('accelerator-token');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return (await res.json()) as T;
    },
    [query, variables] as const,
  );
}

const CREATE = 'mutation($input: MetricInput!) { createMetric(input: $input) { id } }';
const COUNT = '{ metrics(includeArchived: true) { id } }';
const input = (name: string) => ({
  name: [{ language: 'en', value: name }],
  unitType: 'USER',
  dataType: 'numeric',
  trackingRecurrence: { amount: 1, type: 'MONTHLY' },
});
type Answer = { data: { createMetric: { id: string } } | null; errors?: { extensions: { code: string } }[] };

async function switchFlag(page: Page, on: boolean) {
  await page.goto(e.url('demo', '/admin/configuration/plan'));
  const toggle = page.getByTestId('flag-createMetrics');
  await toggle.waitFor({ state: 'attached' });
  if ((await toggle.isChecked()) !== on) {
    const done = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('AdminSetFeatureFlag'),
    );
    await toggle.click({ force: true });
    await done;
  }
  // The switch shows the server's answer once Apollo has written it, a moment after the response.
  await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(on);
}

describe('a feature switched off by an admin', () => {
  it('locks the menu entry, sends the route to the plan page and refuses the API; switched on, it works', async () => {
    const { page } = await e.page();
    await e.signInAs(page, ADMIN);
    await switchFlag(page, false);

    await page.goto(e.url('demo', '/'));
    const entry = page.getByTestId('sidebar-item-metrics');
    await entry.waitFor();
    expect(await entry.getAttribute('aria-disabled')).toBe('true');
    await entry.focus();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'This feature is not available in your selected plan' })
      .waitFor();

    await page.goto(e.url('demo', '/startups/metrics'));
    await page.waitForURL((u) => u.pathname === '/admin/configuration/plan');
    expect(path(page)).toBe('/admin/configuration/plan');

    const before = (await askFromPage<{ data: { metrics: unknown[] } }>(page, COUNT)).data.metrics.length;
    const refused = await askFromPage<Answer>(page, CREATE, { input: input('Should not exist') });
    expect(refused.errors?.[0]?.extensions.code).toBe('FEATURE_DISABLED');
    expect(refused.data).toBeNull();
    expect((await askFromPage<{ data: { metrics: unknown[] } }>(page, COUNT)).data.metrics.length).toBe(before);

    await switchFlag(page, true);
    await page.goto(e.url('demo', '/'));
    await page.getByTestId('sidebar-item-metrics').waitFor();
    expect(await page.getByTestId('sidebar-item-metrics').getAttribute('aria-disabled')).toBeNull();
    await page.getByTestId('sidebar-item-metrics').click();
    await page.waitForURL((u) => u.pathname === '/startups/metrics');
    await page.getByRole('heading', { name: 'Metrics', level: 1 }).waitFor();
    const created = await askFromPage<Answer>(page, CREATE, { input: input('Active users') });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createMetric.id).toBeTruthy();
    expect((await askFromPage<{ data: { metrics: unknown[] } }>(page, COUNT)).data.metrics.length).toBe(before + 1);
  });
});
