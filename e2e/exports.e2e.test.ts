// The metric report export (issue 7 §8): staff open Tidepool's analytics tab, ask for the report as CSV from the
// "Export report" menu, follow the toast to /account/exports, see the export COMPLETED (the list asks again while it
// runs) and download the file, whose content is the submitted values. The exports page has no axe violations, in
// dark mode and at phone width in Arabic too.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricData, metricPeriods, metrics } from '../packages/server/src/modules/metrics/metrics.schema.ts';
import { startups } from '../packages/server/src/modules/startups/startups.schema.ts';
import { axeViolations } from './axe.ts';
import { startE2E, type E2E } from './harness.ts';

const PRIYA = 'priya.raman@lakeside.example';
const LIVE = { timeout: 20_000 };

let e: E2E;
let tidepool: string;

beforeAll(async () => {
  e = await startE2E();
  const db = e.server.running.services.database.db;
  const [tide] = await db.select().from(startups).where(eq(startups.name, 'Tidepool Analytics'));
  tidepool = tide!.id;
  const inc = tide!.incubatorId;
  const [revenue] = await db
    .insert(metrics)
    .values({
      incubatorId: inc,
      name: [{ language: 'en', value: 'Revenue' }],
      unitType: 'MONETARY',
      dataType: 'numeric',
    })
    .returning();
  const [jan] = await db
    .insert(metricPeriods)
    .values({
      incubatorId: inc,
      startupId: tidepool,
      from: '2026-01-01',
      to: '2026-01-31',
      dueDate: '2026-02-07',
      submittedAt: new Date('2026-02-03T10:00:00Z'),
    })
    .returning();
  await db.insert(metricData).values({ incubatorId: inc, periodId: jan!.id, metricId: revenue!.id, value: '1234.5' });
}, 120_000);
afterAll(() => e?.close());

describe('metrics export', () => {
  it('requests a CSV from the analytics tab, sees it completed on /account/exports and downloads it', async () => {
    const { page } = await e.page();
    await e.signInAs(page, PRIYA);
    await page.goto(e.url('demo', `/startup/${tidepool}/file/analytics`));
    await page.getByTestId('export-report').click(LIVE);
    await page.getByTestId('export-csv').click(LIVE);
    await page.getByTestId('export-toast-link').click(LIVE);
    await page.waitForURL(/\/account\/exports$/, LIVE);
    const row = page.getByTestId('export-row').first();
    await expect.poll(() => row.getAttribute('data-status'), LIVE).toBe('COMPLETED');
    expect(await row.getByTestId('export-status').textContent()).toBe('Completed');
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download', LIVE),
      row.getByRole('button', { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^metrics-Tidepool-Analytics-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toBe(
      '\uFEFFStartup,Metric,Unit,Period from,Period to,Value,Submitted at\r\nTidepool Analytics,Revenue,MONETARY,2026-01-01,2026-01-31,1234.5,2026-02-03T10:00:00.000Z\r\n',
    );
  });

  it('shows the list in dark mode and right to left at phone width without axe violations', async () => {
    const { context, page } = await e.page({ colorScheme: 'dark', width: 375, height: 740 });
    await context.addCookies([{ name: 'lang_pref', value: 'ar', url: e.url('demo') }]);
    await e.signInAs(page, PRIYA);
    await page.goto(e.url('demo', '/account/exports'));
    await page.getByTestId('export-row').first().waitFor(LIVE);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await axeViolations(page)).toEqual([]);
  });
});
