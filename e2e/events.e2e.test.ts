// Programme events in real browsers (issue 19): staff create a group event with three seats, set its times and
// capacity in the edit form, and publish it; a founder on a phone-sized window finds it in the feed, registers and
// sees the seats left and the add-to-calendar choices; the staff member sees the founder among the attendees and
// marks them attended. Axe on every screen, screenshots in e2e/artifacts like the other journeys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startE2E, type E2E } from './harness.ts';
import { axeViolations } from './axe.ts';

const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const TITLE = 'Growth office hours for the cohort';
const STAFF = 'priya.raman@lakeside.example';
const FOUNDER = 'aisha.bello@lakeside.example';

let e: E2E;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  e = await startE2E();
});
afterAll(() => e?.close());

/** "YYYY-MM-DDTHH:mm", `days` from now at `hour`, for a datetime-local field. */
function wall(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(hour)}:00`;
}

describe('events', () => {
  let eventPath = '';

  it('staff create a group event with three seats and publish it', async () => {
    const { page } = await e.page();
    await e.signInAs(page, STAFF);
    await page.goto(e.url('demo', '/events/planning'));
    await page.getByTestId('events-tab-planning').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByRole('button', { name: 'Create and continue' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}\/edit$/);
    await page.getByLabel('Starts').fill(wall(3, 15));
    await page.getByLabel('Ends').fill(wall(3, 16));
    await page.getByLabel('Capacity').fill('3');
    await page.getByLabel('Place').fill('Programme room, 2nd floor');
    // The shared rule shows before anything is sent: an end before the start.
    await page.getByLabel('Ends').fill(wall(3, 14));
    await page.getByLabel('Ends').blur();
    await page.getByText('The event must end after it starts.').waitFor();
    await page.getByLabel('Ends').fill(wall(3, 16));
    // Topics: one of the organisation's, offered as she types, and a new one, which the taxonomy learns.
    await page.getByTestId('event-topics').fill('Fund');
    await page.getByRole('option', { name: 'Fundraising' }).click();
    await page.getByTestId('event-topics').fill('Hardware pilots');
    await page.keyboard.press('Enter');
    // A link to the material, shown on the event's page.
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByRole('textbox', { name: 'Link title' }).fill('Growth playbook');
    await page.getByRole('textbox', { name: 'Web address' }).fill('https://example.org/growth-playbook');
    // Only for the founders of hardware startups (Aisha's Tidepool is one).
    await page.getByTestId('event-startup-tags').click();
    await page.getByRole('option', { name: 'Hardware' }).click();
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'events-edit.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    eventPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText('Draft').first().waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The event is published').waitFor();
    expect(await page.getByTestId('event-seats').textContent()).toBe('Seats left: 3 of 3');
    expect(await axeViolations(page)).toEqual([]);
    // The tag was saved with the event: Sofia (Kinfolk, not a hardware startup) does not see it.
    const id = eventPath.split('/').pop();
    const sofia = await e.server.login('sofia.petrova@lakeside.example');
    const hidden = await e.server.gql(`query($id: ID!) { incubatorEvent(id: $id) { _id } }`, {
      token: sofia,
      variables: { id },
    });
    expect(hidden.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const staff = await e.server.login(STAFF);
    const saved = await e.server.gql<{ incubatorEvent: { topics: string[] } }>(
      `query($id: ID!) { incubatorEvent(id: $id) { topics } }`,
      { token: staff, variables: { id } },
    );
    expect(saved.body.data?.incubatorEvent.topics).toEqual(['Fundraising', 'Hardware pilots']);
    await expect
      .poll(async () => {
        const known = await e.server.gql<{ tags: { name: string }[] }>(`query { tags(kind: topic) { name } }`, {
          token: staff,
        });
        return known.body.data?.tags.map((t) => t.name);
      })
      .toContain('Hardware pilots');
  });

  it('a founder finds it in the feed on a phone and registers', async () => {
    const { page } = await e.page({ width: 375, height: 812 });
    await e.signInAs(page, FOUNDER);
    await page.goto(e.url('demo', '/events'));
    await page.getByLabel('Search events').fill('Growth office hours');
    const card = page.getByTestId('event-card').filter({ hasText: TITLE });
    await card.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'events-feed-phone.png'), fullPage: true });
    await card.getByRole('link', { name: TITLE }).click();
    await page.waitForURL((u) => u.pathname === eventPath);
    const playbook = page.getByTestId('event-links').getByRole('link', { name: 'Growth playbook' });
    expect(await playbook.getAttribute('href')).toBe('https://example.org/growth-playbook');
    expect(await playbook.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('You are registered').waitFor();
    await expect.poll(() => page.getByTestId('event-seats').textContent()).toBe('Seats left: 2 of 3');
    await page.getByRole('button', { name: 'Cancel my registration' }).waitFor();
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const google = await page.getByRole('menuitem', { name: 'Google Calendar' }).getAttribute('href');
    expect(google).toContain('calendar.google.com');
    await page.getByRole('menuitem', { name: 'Apple Calendar and others (.ics)' }).waitFor();
    await page.keyboard.press('Escape');
    // The menu's closing transition ends before axe looks (a menu half gone has no items).
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'events-detail-founder-phone.png'), fullPage: true });
    // Her events list holds it now.
    await page.goto(e.url('demo', '/events/mine'));
    await page.getByTestId('event-card').filter({ hasText: TITLE }).waitFor();
  });

  it('staff see the founder among the attendees and mark her attended (dark)', async () => {
    const { page } = await e.page({ colorScheme: 'dark' });
    await e.signInAs(page, STAFF);
    await page.goto(e.url('demo', eventPath));
    const row = page.getByTestId('attendee-row').filter({ hasText: 'Aisha Bello' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Registered');
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mark attended' }).click();
    await page.getByText('Attendance saved').waitFor();
    await expect.poll(() => row.textContent()).toContain('Attended');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'events-attendees-dark.png'), fullPage: true });
    // The table view of the planning tab lists it.
    await page.goto(e.url('demo', '/events/planning'));
    await page.locator('label', { hasText: 'Table' }).click();
    await page.getByTestId('event-row').filter({ hasText: TITLE }).waitFor();
  });
});
