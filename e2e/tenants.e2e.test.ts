// Two organisations on one server, each in its own branding; an unknown one lands on /incubator-not-found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(() => e?.close());

async function brandingOf(tenant: string) {
  const { page } = await e.page();
  await page.goto(e.url(tenant, '/login'));
  const name = page.getByTestId('tenant-name');
  await name.waitFor();
  const signIn = page.getByRole('button', { name: 'Sign in' });
  return {
    page,
    name: await name.textContent(),
    title: await page.title(),
    logo: await page.getByTestId('tenant-logo').getAttribute('src'),
    buttonColour: await signIn.evaluate((el) => getComputedStyle(el).backgroundColor),
    dataTenant: await page.evaluate(() => document.documentElement.dataset.tenant),
  };
}

describe('tenants by host name', () => {
  it('shows demo.localhost in the Lakeside branding and northstar.localhost in the Northstar branding', async () => {
    const demo = await brandingOf('demo');
    const north = await brandingOf('northstar');
    expect(demo.name).toBe('Lakeside Ventures Accelerator');
    expect(north.name).toBe('Northstar Incubator');
    expect(demo.title).toContain('Lakeside Ventures Accelerator');
    expect(north.title).toContain('Northstar Incubator');
    expect(demo.dataTenant).toBe('demo');
    expect(north.dataTenant).toBe('northstar');
    expect(demo.buttonColour).toBe('rgb(29, 78, 216)');
    expect(north.buttonColour).toBe('rgb(4, 120, 87)');
    expect(demo.logo).toContain('Lakeside');
    expect(north.logo).toContain('Northstar');
  });

  it('sends an unknown organisation to /incubator-not-found', async () => {
    const { page } = await e.page();
    await page.goto(e.url('nowhere', '/login'));
    await page.waitForURL(/\/incubator-not-found$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(await page.textContent('body')).toContain('nowhere.localhost');
  });
});
