// The hour ledger as CSV (issue 19 item 6): the programme team downloads every entry — or one startup's, or one
// programme's — in the caller's language, with the formula guard on notes; a founder, a bad id and the flag off are
// refused; another organisation's ids give no line of this one. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AISHA, MAYA, NORTHSTAR, PRIYA } from '../../../test/personas.ts';
import { startups } from '../startups/startups.schema.ts';
import { db, gql, s, tokens, useEventsServer } from './events.fixture.ts';
import { hourLedgerEntries } from './booking.schema.ts';

useEventsServer();
let tidepool = '';
beforeAll(async () => {
  tokens[MAYA] = await s.login(MAYA);
  [{ id: tidepool }] = (await db()
    .select({ id: startups.id })
    .from(startups)
    .where(eq(startups.name, 'Tidepool Analytics'))) as [{ id: string }];
});

const ALLOCATE = `mutation($startupId: ID!, $minutes: Int!, $note: String) { allocateHours(startupId: $startupId, minutes: $minutes, note: $note) { minutesAllocated } }`;
const FLAG = 'mutation($n: String!, $a: Boolean!) { setFeatureFlag(name: $n, activated: $a) { enabled } }';
const csv = (who: string, query = '', host = 'demo.localhost') =>
  s.http({ path: `/api/hours/ledger.csv${query}`, host, headers: { authorization: `Bearer ${tokens[who]}` } });
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the hour ledger as CSV', () => {
  it('gives the team every entry, or one startup’s, with headers, names and the formula guard', async () => {
    const res0 = await gql(PRIYA, ALLOCATE, { startupId: tidepool, minutes: 90, note: '=HYPERLINK("x")' });
    expect(res0.body.errors, JSON.stringify(res0.body.errors)).toBeUndefined();
    const res = await csv(PRIYA);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="hour-ledger-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = lines(res.text);
    expect(rows[0]).toBe('Date,Startup,Entry,Minutes,Note,By');
    const stored = await db().select().from(hourLedgerEntries);
    const demoEntries = stored.filter(
      (e) => e.incubatorId === stored.find((x) => x.startupId === tidepool)?.incubatorId,
    );
    expect(rows).toHaveLength(demoEntries.length + 1);
    expect(rows.at(-1)).toMatch(/,Tidepool Analytics,Allocated,90,"'=HYPERLINK\(""x""\)",Priya Raman$/);

    const one = lines((await csv(PRIYA, `?startupId=${tidepool}`)).text);
    expect(one.slice(1).every((r) => r.includes(',Tidepool Analytics,'))).toBe(true);
    expect(one.length).toBeGreaterThan(1);
  });

  it('refuses founders, bad ids and a closed flag, and gives another organisation nothing of this one', async () => {
    tokens[AISHA] ??= await s.login(AISHA);
    expect((await csv(AISHA)).status).toBe(403);
    expect((await csv(PRIYA, '?startupId=nope')).status).toBe(400);
    // Northstar's admin naming a Lakeside startup: an empty file of Northstar.
    const claire = await s.login('claire.dubois@northstar.example', NORTHSTAR.host);
    const foreign = await s.http({
      path: `/api/hours/ledger.csv?startupId=${tidepool}`,
      host: NORTHSTAR.host,
      headers: { authorization: `Bearer ${claire}` },
    });
    if (foreign.status === 200) expect(lines(foreign.text)).toHaveLength(1);
    expect(foreign.text).not.toContain('Tidepool');
    await gql(MAYA, FLAG, { n: 'hoursAllocation', a: false });
    try {
      const off = await csv(PRIYA);
      expect(off.status).toBe(403);
      expect(off.text).toContain('FEATURE_DISABLED');
    } finally {
      await gql(MAYA, FLAG, { n: 'hoursAllocation', a: true });
    }
  });
});
