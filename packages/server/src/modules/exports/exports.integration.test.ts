// Exports end to end on the real server (issue 7 §8): the metric report of a startup or a programme written by the
// `metrics-export` task through pg-boss, as CSV (exact content) and XLSX (read back with exceljs), downloaded by its
// requester only; refusals for another tenant, another user and a role without the permission — nothing stored.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { settle, subscribe } from '../../../test/ws.ts';
import { programs } from '../programs/programs.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { metricData, metricPeriods, metrics } from '../metrics/metrics.schema.ts';
import { exportJobs } from './exports.schema.ts';
import { exportFilePath } from './exports.job.ts';
import { STALE_EXPORT_ERROR, sweepStaleExports } from './exports.sweep.ts';
import { readXlsx } from './exports.files.ts';
import { AISHA, CLAIRE, GRACE, HANNAH, MAYA, NOAH, PRIYA } from '../../../test/personas.ts';

const NORTH = 'northstar.localhost';

const JOB =
  'id kind format status progress name startupId programId fileName size error errorReason downloadUrl createdAt finishedAt';
const REQUEST = `mutation($startupId: ID, $programId: ID, $format: ExportFormat!) { requestMetricsExport(startupId: $startupId, programId: $programId, format: $format) { ${JOB} } }`;
const LIST = `query { exports { ${JOB} } }`;

interface Job {
  id: string;
  status: string;
  progress: number;
  fileName: string | null;
  size: number | null;
  downloadUrl: string | null;
  name: string | null;
}

let s: TestServer;
const tokens: Record<string, string> = {};
const startupId: Record<string, string> = {};
const db = () => s.running.services.database.db;
const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: tokens[who], variables, host });
const exportCount = async () => (await db().select({ n: count() }).from(exportJobs))[0]!.n;

const HEADER = 'Startup,Metric,Unit,Period from,Period to,Value,Submitted at';
const CSV_ROWS = [
  'Tidepool Analytics,"\'=HYPERLINK(""http://evil.example"",""x"")","pilots, ""beta""",2026-01-01,2026-01-31,\'+1 signed,2026-02-03T10:00:00.000Z',
  'Tidepool Analytics,Revenue,MONETARY,2026-01-01,2026-01-31,1000.5,2026-02-03T10:00:00.000Z',
  'Tidepool Analytics,Revenue,MONETARY,2026-02-01,2026-02-28,-250,2026-03-02T09:30:00.000Z',
];
const EXPECTED_CSV = `\uFEFF${[HEADER, ...CSV_ROWS].join('\r\n')}\r\n`;

async function request(who: string, variables: Record<string, unknown>, host?: string) {
  return gql<{ requestMetricsExport: Job }>(who, REQUEST, variables, host);
}

/** Waits until the export has finished, as its requester sees it. */
async function finished(who: string, id: string): Promise<Job> {
  const end = Date.now() + 20_000;
  for (;;) {
    const list = (await gql<{ exports: Job[] }>(who, LIST)).body.data!.exports;
    const job = list.find((j) => j.id === id);
    if (job && ['COMPLETED', 'FAILED', 'ERROR'].includes(job.status)) return job;
    if (Date.now() > end) throw new Error(`export ${id} not finished: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function download(who: string, id: string, host?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    import('node:http').then(({ request: req }) => {
      const r = req(
        {
          host: '127.0.0.1',
          port: s.port,
          path: `/api/exports/${id}/download`,
          headers: { host: host ?? 'demo.localhost', authorization: `Bearer ${tokens[who]}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
          );
        },
      );
      r.on('error', reject);
      r.end();
    }, reject);
  });
}

beforeAll(async () => {
  s = await startTestServer();
  for (const email of [MAYA, PRIYA, HANNAH, AISHA, NOAH, GRACE]) tokens[email] = await s.login(email);
  tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
  for (const r of await db()
    .select({ id: startups.id, name: startups.name, incubatorId: startups.incubatorId })
    .from(startups))
    startupId[r.name] = r.id;
  // Submitted values of Tidepool (and an unsubmitted period, and another startup's, that the report leaves out).
  const [tide] = await db().select().from(startups).where(eq(startups.id, startupId['Tidepool Analytics']!));
  const inc = tide!.incubatorId;
  const [revenue] = await db()
    .insert(metrics)
    .values({
      incubatorId: inc,
      name: [
        { language: 'en', value: 'Revenue' },
        { language: 'fr', value: 'Chiffre d’affaires' },
      ],
      unitType: 'MONETARY',
      dataType: 'numeric',
    })
    .returning();
  const [evil] = await db()
    .insert(metrics)
    .values({
      incubatorId: inc,
      name: [{ language: 'en', value: '=HYPERLINK("http://evil.example","x")' }],
      unitType: 'CUSTOM',
      customUnitName: 'pilots, "beta"',
      dataType: 'non-numeric',
    })
    .returning();
  const period = async (startup: string, from: string, to: string, submittedAt: Date | null) =>
    (
      await db()
        .insert(metricPeriods)
        .values({ incubatorId: inc, startupId: startupId[startup]!, from, to, dueDate: to, submittedAt })
        .returning()
    )[0]!.id;
  const jan = await period('Tidepool Analytics', '2026-01-01', '2026-01-31', new Date('2026-02-03T10:00:00Z'));
  const feb = await period('Tidepool Analytics', '2026-02-01', '2026-02-28', new Date('2026-03-02T09:30:00Z'));
  const mar = await period('Tidepool Analytics', '2026-03-01', '2026-03-31', null);
  const kin = await period('Kinfolk Health', '2026-01-01', '2026-01-31', new Date('2026-02-03T10:00:00Z'));
  await db()
    .insert(metricData)
    .values([
      { incubatorId: inc, periodId: jan, metricId: revenue!.id, value: '1000.5' },
      { incubatorId: inc, periodId: jan, metricId: evil!.id, value: '+1 signed' },
      { incubatorId: inc, periodId: feb, metricId: revenue!.id, value: '-250' },
      { incubatorId: inc, periodId: feb, metricId: evil!.id, value: null },
      { incubatorId: inc, periodId: mar, metricId: revenue!.id, value: '9999' },
      { incubatorId: inc, periodId: kin, metricId: revenue!.id, value: '7' },
    ]);
});
afterAll(() => s?.close());

describe('metrics export', () => {
  it('writes the CSV of a startup through the queue, exact, with formula injection guarded', async () => {
    const res = await request(MAYA, { startupId: startupId['Tidepool Analytics'], format: 'csv' });
    expect(res.body.errors).toBeUndefined();
    const queued = res.body.data!.requestMetricsExport;
    expect(queued).toMatchObject({ status: 'QUEUED', progress: 0, name: 'Tidepool Analytics', downloadUrl: null });
    const done = await finished(MAYA, queued.id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      downloadUrl: `/api/exports/${queued.id}/download`,
    });
    expect(done.fileName).toMatch(/^metrics-Tidepool-Analytics-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download(MAYA, queued.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toContain('attachment; filename="metrics-Tidepool-Analytics-');
    expect(file.bytes.toString('utf8')).toBe(EXPECTED_CSV);
    expect(done.size).toBe(file.bytes.length);
  });

  it('writes the same rows as XLSX, read back with exceljs', async () => {
    const res = await request(PRIYA, { startupId: startupId['Tidepool Analytics'], format: 'xlsx' });
    expect(res.body.errors).toBeUndefined();
    const done = await finished(PRIYA, res.body.data!.requestMetricsExport.id);
    expect(done.status).toBe('COMPLETED');
    expect(done.fileName).toMatch(/\.xlsx$/);
    const file = await download(PRIYA, done.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await readXlsx(file.bytes)).toEqual([
      HEADER.split(','),
      [
        'Tidepool Analytics',
        '\'=HYPERLINK("http://evil.example","x")',
        'pilots, "beta"',
        '2026-01-01',
        '2026-01-31',
        "'+1 signed",
        '2026-02-03T10:00:00.000Z',
      ],
      ['Tidepool Analytics', 'Revenue', 'MONETARY', '2026-01-01', '2026-01-31', 1000.5, '2026-02-03T10:00:00.000Z'],
      ['Tidepool Analytics', 'Revenue', 'MONETARY', '2026-02-01', '2026-02-28', -250, '2026-03-02T09:30:00.000Z'],
    ]);
  });

  it('lets founders export their own startup, in their language; a programme export covers its startups', async () => {
    const aishaId = (await db().select({ id: users.id }).from(users).where(eq(users.email, AISHA)))[0]!.id;
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, aishaId));
    const res = await request(AISHA, { startupId: startupId['Tidepool Analytics'], format: 'csv' });
    expect(res.body.errors).toBeUndefined();
    const done = await finished(AISHA, res.body.data!.requestMetricsExport.id);
    const text = (await download(AISHA, done.id)).bytes.toString('utf8');
    expect(text).toContain('Tidepool Analytics,Chiffre d’affaires,MONETARY,2026-01-01,2026-01-31,1000.5,');
    await db().update(users).set({ language: null }).where(eq(users.id, aishaId));

    const [climate] = await db().select().from(programs).where(eq(programs.slug, 'climate-track'));
    const prog = await request(MAYA, { programId: climate!.id, format: 'csv' });
    expect(prog.body.errors).toBeUndefined();
    const progDone = await finished(MAYA, prog.body.data!.requestMetricsExport.id);
    expect(progDone.status).toBe('COMPLETED');
    expect((await download(MAYA, progDone.id)).bytes.toString('utf8')).toBe(EXPECTED_CSV);
  });

  it('lists only the caller’s own exports, newest first', async () => {
    const mine = (await gql<{ exports: Job[] }>(MAYA, LIST)).body.data!.exports;
    expect(mine.length).toBe(2);
    const [climate] = await db().select().from(programs).where(eq(programs.slug, 'climate-track'));
    expect(mine.map((m) => m.name)).toEqual([climate!.name, 'Tidepool Analytics']);
    const rows = await db().select().from(exportJobs);
    const mayaRows = rows
      .filter((r) => mine.some((m) => m.id === r.id))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(mine.map((m) => m.id)).toEqual(mayaRows.map((r) => r.id));
    expect((await gql<{ exports: Job[] }>(GRACE, LIST)).body.data!.exports).toEqual([]);
  });

  it('refuses roles without the permission, another founder’s startup and bad input, storing nothing', async () => {
    const before = await exportCount();
    // A coach holds no METRICS/DATA:EDIT by default, even on the startups assigned to them.
    for (const who of [NOAH, GRACE, HANNAH]) {
      expect(codeOf(await request(who, { startupId: startupId['Tidepool Analytics'], format: 'csv' }))).toBe(
        'FORBIDDEN',
      );
    }
    expect(codeOf(await request(AISHA, { startupId: startupId['Kinfolk Health'], format: 'csv' }))).toBe('FORBIDDEN');
    const [climate] = await db().select().from(programs).where(eq(programs.slug, 'climate-track'));
    expect(codeOf(await request(AISHA, { programId: climate!.id, format: 'csv' }))).toBe('FORBIDDEN');
    expect(codeOf(await request(MAYA, { format: 'csv' }))).toBe('VALIDATION_FAILED');
    expect(
      codeOf(
        await request(MAYA, { startupId: startupId['Tidepool Analytics'], programId: climate!.id, format: 'csv' }),
      ),
    ).toBe('VALIDATION_FAILED');
    expect(codeOf(await request(MAYA, { startupId: 'nope', format: 'csv' }))).toBe('NOT_FOUND');
    expect(codeOf(await request(MAYA, { startupId: startupId['Tidepool Analytics'], format: 'pdf' }))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
    expect(await exportCount()).toBe(before);
  });

  it('refuses another tenant’s startup and another user’s or tenant’s download', async () => {
    const before = await exportCount();
    expect(codeOf(await request(CLAIRE, { startupId: startupId['Tidepool Analytics'], format: 'csv' }, NORTH))).toBe(
      'NOT_FOUND',
    );
    expect(await exportCount()).toBe(before);
    const mayaExport = (await gql<{ exports: Job[] }>(MAYA, LIST)).body.data!.exports[0]!;
    expect((await download(PRIYA, mayaExport.id)).status).toBe(404);
    expect((await download(CLAIRE, mayaExport.id, NORTH)).status).toBe(404);
    expect((await download(CLAIRE, mayaExport.id)).status).toBe(401);
    const anonymous = await s.http({ path: `/api/exports/${mayaExport.id}/download` });
    expect(anonymous.status).toBe(401);
    expect((await gql<{ exports: Job[] }>(CLAIRE, LIST, {}, NORTH)).body.data!.exports).toEqual([]);
    // The file is where the brief says, and only there.
    const row = (await db().select().from(exportJobs).where(eq(exportJobs.id, mayaExport.id)))[0]!;
    expect(readFileSync(exportFilePath(s.dataDir, row.incubatorId, row.id)).length).toBe(mayaExport.size);
  });

  it('pushes every step of an export to its requester only, live', async () => {
    const query = 'subscription { exportUpdated { id status progress downloadUrl } }';
    const listen = (who: string) =>
      subscribe<{ exportUpdated: { id: string; status: string; progress: number; downloadUrl: string | null } }>({
        port: s.port,
        host: 'demo.localhost',
        query,
        connectionParams: { authorization: `Bearer ${tokens[who]}` },
      });
    const mine = listen(PRIYA);
    const other = listen(MAYA);
    await settle();
    try {
      const res = await request(PRIYA, { startupId: startupId['Tidepool Analytics'], format: 'csv' });
      const id = res.body.data!.requestMetricsExport.id;
      const seen: string[] = [];
      for (;;) {
        const event = (await mine.next(20_000)).exportUpdated;
        expect(event.id).toBe(id);
        seen.push(`${event.status}:${event.progress}`);
        if (event.status === 'COMPLETED') {
          expect(event.downloadUrl).toBe(`/api/exports/${id}/download`);
          break;
        }
      }
      expect(seen).toEqual(['QUEUED:0', 'IN_PROGRESS:10', 'IN_PROGRESS:50', 'IN_PROGRESS:90', 'COMPLETED:100']);
      expect(await other.quiet(300)).toBe(true);
    } finally {
      await mine.close();
      await other.close();
    }
  });
});

describe('stale exports sweep', () => {
  it('marks exports QUEUED or IN_PROGRESS for more than 30 minutes as ERROR, in every organisation, and only those', async () => {
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const userOf = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0]!;
    const maya = await userOf(MAYA);
    const claire = await userOf(CLAIRE);
    const row = async (user: typeof maya, status: string, createdAt: Date) =>
      (
        await db()
          .insert(exportJobs)
          .values({
            incubatorId: user.incubatorId,
            requestedById: user.id,
            kind: 'metrics',
            format: 'csv',
            status,
            createdAt,
            // A live heartbeat: the sweep is about age, not about runs whose process died (exports.resume.ts).
            heartbeatAt: new Date(),
          })
          .returning()
      )[0]!.id;
    const queuedOld = await row(maya, 'QUEUED', ago(31));
    const runningOld = await row(maya, 'IN_PROGRESS', ago(45));
    const queuedFresh = await row(maya, 'QUEUED', ago(10));
    const runningFresh = await row(maya, 'IN_PROGRESS', ago(29));
    const completedOld = await row(maya, 'COMPLETED', ago(120));
    const northOld = await row(claire, 'IN_PROGRESS', ago(40));

    expect(await sweepStaleExports(s.running.services, now)).toBe(3);
    const statusOf = async (id: string) => (await db().select().from(exportJobs).where(eq(exportJobs.id, id)))[0]!;
    for (const id of [queuedOld, runningOld, northOld]) {
      expect(await statusOf(id)).toMatchObject({ status: 'ERROR', error: STALE_EXPORT_ERROR, finishedAt: now });
    }
    expect((await statusOf(queuedFresh)).status).toBe('QUEUED');
    expect((await statusOf(runningFresh)).status).toBe('IN_PROGRESS');
    expect(await statusOf(completedOld)).toMatchObject({ status: 'COMPLETED', error: null });
    // The requester sees it; a second sweep finds nothing left to do.
    const listed = (await gql<{ exports: (Job & { error: string | null })[] }>(MAYA, LIST)).body.data!.exports.find(
      (j) => j.id === runningOld,
    );
    // The reason as a code for the reader's language, and its English words.
    expect(listed).toMatchObject({
      status: 'ERROR',
      errorReason: 'interrupted',
      error: 'The export was interrupted and did not finish; please request it again.',
    });
    expect(await sweepStaleExports(s.running.services, now)).toBe(0);
  });
});
