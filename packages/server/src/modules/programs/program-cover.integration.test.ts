// A programme's cover (issue 17 item 1): its editor uploads an image for it (reference "program") and sets it; the
// answer carries a signed address an <img> loads without sign-in; an image of another programme, a non-image, a
// founder or another organisation are refused and nothing changes; null removes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { PNG, multipart } from '../../../test/multipart.ts';
import { AISHA, CLAIRE, MAYA, PRIYA } from '../../../test/personas.ts';
import { programs } from './programs.schema.ts';

const SET = 'mutation($id: ID!, $a: ID) { setProgramCover(id: $id, attachmentId: $a) { _id cover } }';
let s: TestServer;
let maya: string, priya: string, aisha: string;
const ids: Record<string, string> = {};
const code = (res: { body: unknown }) =>
  (res.body as { errors?: { extensions?: { code?: string } }[]; error?: { code?: string } }).errors?.[0]?.extensions
    ?.code ?? (res.body as { error?: { code?: string } }).error?.code;

const upload = (token: string, programId: string, file = { name: 'cover.png', bytes: PNG }, host?: string) => {
  const m = multipart(file, { referenceType: 'program', referenceId: programId });
  return s.http({
    method: 'POST',
    path: '/api/attachment/upload',
    host,
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    body: m.body,
  });
};
const coverOf = async (id: string) =>
  (await s.running.services.database.db.select().from(programs).where(eq(programs.id, id)))[0]!.cover;

beforeAll(async () => {
  s = await startTestServer();
  [maya, priya, aisha] = [await s.login(MAYA), await s.login(PRIYA), await s.login(AISHA)];
  for (const p of await s.running.services.database.db.select().from(programs)) ids[p.slug] = p.id;
});
afterAll(() => s?.close());

describe('a programme cover', () => {
  it('is uploaded for the programme, set, answered signed, loaded without sign-in, and removed', async () => {
    const up = await upload(priya, ids['spring-2026']!);
    expect(up.status, up.text).toBe(201);
    const att = up.body as { id: string };
    const set = await s.gql<{ setProgramCover: { cover: string } }>(SET, {
      token: priya,
      variables: { id: ids['spring-2026'], a: att.id },
    });
    expect(set.body.errors, set.text).toBeUndefined();
    const url = set.body.data!.setProgramCover.cover;
    expect(url).toMatch(new RegExp(`^/api/attachments/${att.id}/file\\?exp=\\d+&sig=`));
    const image = await s.http({ path: url, host: 'demo.localhost' });
    expect(image.status).toBe(200);
    const cleared = await s.gql<{ setProgramCover: { cover: string | null } }>(SET, {
      token: priya,
      variables: { id: ids['spring-2026'], a: null },
    });
    expect(cleared.body.data!.setProgramCover.cover).toBeNull();
  });

  it("refuses another programme's image, a founder, and another organisation, and changes nothing", async () => {
    const [first, second] = Object.values(ids).filter((_, i) => i < 2) as [string, string];
    const att = (await upload(maya, first).then((r) => r.body)) as { id: string };
    const before = await coverOf(second);
    expect(code(await s.gql(SET, { token: maya, variables: { id: second, a: att.id } }))).toBe('NOT_FOUND');
    expect(code(await s.gql(SET, { token: aisha, variables: { id: first, a: att.id } }))).toBe('FORBIDDEN');
    expect(code(await upload(aisha, first))).toBe('FORBIDDEN');
    const claire = await s.login(CLAIRE, 'northstar.localhost');
    const foreign = await s.gql(SET, {
      token: claire,
      host: 'northstar.localhost',
      variables: { id: first, a: att.id },
    });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(code(foreign));
    expect(await coverOf(second)).toBe(before);
    expect(await coverOf(first)).toBeNull();
  });

  it('takes raster images only', async () => {
    const text = await upload(maya, ids['spring-2026']!, { name: 'notes.txt', bytes: Buffer.from('hello') });
    expect(text.status).toBe(201);
    const res = await s.gql(SET, {
      token: maya,
      variables: { id: ids['spring-2026'], a: (text.body as { id: string }).id },
    });
    expect(code(res)).toBe('VALIDATION_FAILED');
  });
});
