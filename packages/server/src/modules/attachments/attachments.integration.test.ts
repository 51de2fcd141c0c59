import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HttpResult, type TestServer } from '../../../test/harness.ts';
import { MAX_ATTACHMENT_BYTES } from './file-types.ts';
import { AISHA, CLAIRE, MAYA, NOAH, PRIYA } from '../../../test/personas.ts';
import { PNG, multipart } from '../../../test/multipart.ts';

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

interface Attachment {
  id: string;
  name: string;
  fileType: string;
  size: number;
  referenceType: string;
  referenceId: string;
  ownerUserId: string;
  url: string;
}

describe('attachments (spec 01 §7)', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;
  let cofounder: string;
  let applicant: string;
  let claire: string;
  const code = (res: HttpResult) => (res.body as { error?: { code?: string } }).error?.code;
  const auth = (token?: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  const upload = (
    token: string | null,
    file: { name: string; bytes: Buffer; type?: string },
    opts: { path?: string; fields?: Record<string, string>; host?: string } = {},
  ) => {
    const m = multipart(file, opts.fields);
    return s.http({
      method: 'POST',
      path: opts.path ?? '/api/attachment/upload',
      host: opts.host,
      headers: { 'content-type': m.contentType, ...auth(token) },
      body: m.body,
    });
  };
  const brandingUpload = (token: string | null, file: { name: string; bytes: Buffer }, slot = 'logo') =>
    upload(token, file, { fields: { referenceType: 'branding', referenceId: slot } });
  const get = (path: string, token?: string | null, host?: string) => s.http({ path, host, headers: auth(token) });

  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.login(MAYA);
    staff = await s.login(PRIYA);
    cofounder = await s.login(AISHA);
    applicant = await s.login(NOAH);
    claire = await s.login(CLAIRE, 'northstar.localhost');
  });
  afterAll(() => s.close());

  it('requires authentication on every route (a file not shown by the branding included)', async () => {
    const own = (
      await upload(cofounder, { name: 'notes.txt', bytes: Buffer.from('hello') }, { path: '/api/users/file' })
    ).body as Attachment;
    expect(
      code(
        await upload(
          null,
          { name: 'a.png', bytes: PNG },
          { fields: { referenceType: 'branding', referenceId: 'logo' } },
        ),
      ),
    ).toBe('AUTHENTICATION_REQUIRED');
    expect(code(await upload(null, { name: 'a.txt', bytes: Buffer.from('x') }, { path: '/api/users/file' }))).toBe(
      'AUTHENTICATION_REQUIRED',
    );
    expect(code(await get('/api/attachments'))).toBe('AUTHENTICATION_REQUIRED');
    expect(code(await get(`/api/attachments/${own.id}`))).toBe('AUTHENTICATION_REQUIRED');
    expect(code(await get(`/api/attachments/${own.id}/file`))).toBe('AUTHENTICATION_REQUIRED');
    expect(code(await get(`/api/attachments/reference/user/${own.ownerUserId}`))).toBe('AUTHENTICATION_REQUIRED');
    expect(
      code(
        await s.http({
          method: 'PUT',
          path: `/api/attachments/${own.id}`,
          headers: { 'content-type': 'application/json' },
          body: '{"name":"x.txt"}',
        }),
      ),
    ).toBe('AUTHENTICATION_REQUIRED');
    expect(code(await s.http({ method: 'DELETE', path: `/api/attachments/user/${own.id}` }))).toBe(
      'AUTHENTICATION_REQUIRED',
    );
    expect((await get(`/api/attachments/${own.id}`, cofounder)).body).toMatchObject({ name: 'notes.txt' });
  });

  it('stores a user file under DATA_DIR/attachments/<incubator>/<id>; the owner and staff with ALL see it, others do not', async () => {
    const res = await upload(
      cofounder,
      { name: 'plan.csv', bytes: Buffer.from('a,b\n1,2\n'), type: 'text/csv' },
      { path: '/api/users/file' },
    );
    expect(res.status).toBe(201);
    const att = res.body as Attachment;
    expect(att).toMatchObject({ name: 'plan.csv', fileType: 'text/csv', size: 8, referenceType: 'user' });
    const incubatorId = (await s.running.services.tenants.bySlug('demo'))!.id;
    expect(readFileSync(join(s.dataDir, 'attachments', incubatorId, att.id), 'utf8')).toBe('a,b\n1,2\n');

    expect(((await get('/api/attachments', cofounder)).body as Attachment[]).map((a) => a.id)).toContain(att.id);
    expect(((await get('/api/attachments', applicant)).body as Attachment[]).map((a) => a.id)).not.toContain(att.id);
    const file = await get(`/api/attachments/${att.id}/file`, cofounder);
    expect(file.status).toBe(200);
    expect(file.text).toBe('a,b\n1,2\n');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="plan.csv"/);
    expect((await get(`/api/attachments/${att.id}`, staff)).status).toBe(200);
    expect(code(await get(`/api/attachments/${att.id}`, applicant))).toBe('NOT_FOUND');
    expect(code(await get(`/api/attachments/${att.id}/file`, applicant))).toBe('NOT_FOUND');
    expect(
      ((await get(`/api/attachments/reference/user/${att.ownerUserId}`, cofounder)).body as Attachment[]).map(
        (a) => a.id,
      ),
    ).toContain(att.id);
    expect((await get(`/api/attachments/reference/user/${att.ownerUserId}`, applicant)).body).toEqual([]);
    // Attaching to someone else's account is refused.
    expect(
      code(
        await upload(
          applicant,
          { name: 'x.txt', bytes: Buffer.from('x') },
          { fields: { referenceType: 'user', referenceId: att.ownerUserId } },
        ),
      ),
    ).toBe('FORBIDDEN');
  });

  it('renames and deletes: owner only, bad names refused, {a} of DELETE must be the reference type', async () => {
    const att = (
      await upload(cofounder, { name: 'draft.txt', bytes: Buffer.from('draft') }, { path: '/api/users/file' })
    ).body as Attachment;
    const put = (token: string, body: unknown) =>
      s.http({
        method: 'PUT',
        path: `/api/attachments/${att.id}`,
        headers: { 'content-type': 'application/json', ...auth(token) },
        body: JSON.stringify(body),
      });
    expect(code(await put(applicant, { name: 'mine.txt' }))).toBe('NOT_FOUND');
    expect(code(await put(cofounder, { name: '   ' }))).toBe('VALIDATION_FAILED');
    expect(((await get(`/api/attachments/${att.id}`, cofounder)).body as Attachment).name).toBe('draft.txt');
    const renamed = await put(cofounder, { name: '../../final.txt' });
    expect(renamed.status).toBe(200);
    expect((renamed.body as Attachment).name).toBe('final.txt');

    const incubatorId = (await s.running.services.tenants.bySlug('demo'))!.id;
    const path = join(s.dataDir, 'attachments', incubatorId, att.id);
    expect(
      code(await s.http({ method: 'DELETE', path: `/api/attachments/user/${att.id}`, headers: auth(applicant) })),
    ).toBe('NOT_FOUND');
    expect(
      code(await s.http({ method: 'DELETE', path: `/api/attachments/startup/${att.id}`, headers: auth(cofounder) })),
    ).toBe('NOT_FOUND');
    expect(existsSync(path)).toBe(true);
    expect(
      (await s.http({ method: 'DELETE', path: `/api/attachments/user/${att.id}`, headers: auth(cofounder) })).status,
    ).toBe(204);
    expect(existsSync(path)).toBe(false);
    expect(code(await get(`/api/attachments/${att.id}`, cofounder))).toBe('NOT_FOUND');
  });

  it('refuses a file over 5 MB with 413, a disguised file or an unsupported type with 400, and stores nothing', async () => {
    const before = ((await get('/api/attachments', admin)).body as Attachment[]).length;
    const big = await brandingUpload(admin, {
      name: 'big.png',
      bytes: Buffer.concat([PNG, Buffer.alloc(MAX_ATTACHMENT_BYTES)]),
    });
    expect(big.status).toBe(413);
    expect(code(big)).toBe('PAYLOAD_TOO_LARGE');
    const fake = await brandingUpload(admin, {
      name: 'logo.png',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(fake.status).toBe(400);
    expect((fake.body as { error: { message: string } }).error.message).toBe(
      'The content of the file does not match its type.',
    );
    expect((await brandingUpload(admin, { name: 'fake.pdf', bytes: PNG })).status).toBe(400);
    expect((await brandingUpload(admin, { name: 'noscript.svg', bytes: Buffer.from('just text') })).status).toBe(400);
    expect(
      (await upload(admin, { name: 'tool.exe', bytes: Buffer.from('MZ\x90\x00') }, { path: '/api/users/file' })).status,
    ).toBe(400);
    expect((await brandingUpload(admin, { name: 'terms.pdf', bytes: Buffer.from('%PDF-1.7 ...') })).status).toBe(400); // a logo must be an image
    expect(((await get('/api/attachments', admin)).body as Attachment[]).length).toBe(before);
    const incubatorId = (await s.running.services.tenants.bySlug('demo'))!.id;
    const dir = join(s.dataDir, 'attachments', incubatorId);
    const onDisk = existsSync(dir) ? readdirSync(dir).length : 0;
    expect(onDisk).toBe(
      ((await get('/api/attachments', admin)).body as Attachment[]).length +
        ((await get('/api/attachments', cofounder)).body as Attachment[]).length,
    );
  });

  it('accepts a file above the JSON body limit and up to 5 MB', async () => {
    const bytes = Buffer.concat([PNG, Buffer.alloc(MAX_ATTACHMENT_BYTES - PNG.length)]);
    const res = await brandingUpload(admin, { name: 'large.png', bytes });
    expect(res.status).toBe(201);
    expect((res.body as Attachment).size).toBe(MAX_ATTACHMENT_BYTES);
    expect((await get(`/api/attachments/${(res.body as Attachment).id}/file`, admin)).text.length).toBeGreaterThan(0);
  });

  it('stores a path-traversal name as a plain name; the bytes stay in the tenant folder', async () => {
    const res = await upload(
      cofounder,
      { name: '../../../etc/pass\u0001wd.txt', bytes: Buffer.from('x') },
      { path: '/api/users/file' },
    );
    expect(res.status).toBe(201);
    const att = res.body as Attachment;
    expect(att.name).toBe('passwd.txt');
    const incubatorId = (await s.running.services.tenants.bySlug('demo'))!.id;
    expect(existsSync(join(s.dataDir, 'attachments', incubatorId, att.id))).toBe(true);
    expect(existsSync(join(s.dataDir, 'etc'))).toBe(false);
  });

  it('branding uploads need SETTINGS:MANAGE; the file is public only while the branding shows it; SVG is served safely', async () => {
    for (const token of [staff, cofounder])
      expect(code(await brandingUpload(token, { name: 'logo.png', bytes: PNG }))).toBe('FORBIDDEN');
    const res = await brandingUpload(admin, { name: 'logo.svg', bytes: SVG });
    expect(res.status).toBe(201);
    const att = res.body as Attachment;
    expect(att.fileType).toBe('image/svg+xml');
    expect(code(await get(att.url))).toBe('AUTHENTICATION_REQUIRED');
    expect(
      ((await get('/api/attachments/reference/branding/logo', admin)).body as Attachment[]).map((a) => a.id),
    ).toContain(att.id);
    expect((await get('/api/attachments/reference/branding/logo', cofounder)).body).toEqual([]);

    const branding = await s.gql<{ publicIncubator: Record<string, unknown> }>(
      `{ publicIncubator { ${BRANDING_FIELDS} } }`,
    );
    const input = toInput(branding.body.data!.publicIncubator);
    const saved = await s.gql<{ updateBranding: { logo: string } }>(UPDATE, {
      token: admin,
      variables: { input: { ...input, logo: att.id } },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.updateBranding.logo).toBe(`/api/attachments/${att.id}/file`);

    const file = await get(att.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="logo.svg"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // Another organisation's host knows nothing of it.
    expect(code(await get(att.url, null, 'northstar.localhost'))).toBe('NOT_FOUND');

    // Deleting the logo takes it off the branding.
    expect(
      code(await s.http({ method: 'DELETE', path: `/api/attachments/branding/${att.id}`, headers: auth(staff) })),
    ).toBe('NOT_FOUND');
    expect(
      (await s.http({ method: 'DELETE', path: `/api/attachments/branding/${att.id}`, headers: auth(admin) })).status,
    ).toBe(204);
    expect(
      (await s.gql<{ publicIncubator: { logo: string | null } }>('{ publicIncubator { logo } }')).body.data!
        .publicIncubator.logo,
    ).toBeNull();
    expect(code(await get(att.url))).toBe('NOT_FOUND');
  });

  it("another organisation's attachment is not found and stays unchanged", async () => {
    const att = (
      await upload(cofounder, { name: 'secret.txt', bytes: Buffer.from('secret') }, { path: '/api/users/file' })
    ).body as Attachment;
    const north = 'northstar.localhost';
    expect(code(await get(`/api/attachments/${att.id}`, claire, north))).toBe('NOT_FOUND');
    expect(code(await get(`/api/attachments/${att.id}/file`, claire, north))).toBe('NOT_FOUND');
    expect((await get(`/api/attachments/reference/user/${att.ownerUserId}`, claire, north)).body).toEqual([]);
    expect(
      code(
        await s.http({
          method: 'PUT',
          path: `/api/attachments/${att.id}`,
          host: north,
          headers: { 'content-type': 'application/json', ...auth(claire) },
          body: '{"name":"taken.txt"}',
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      code(
        await s.http({ method: 'DELETE', path: `/api/attachments/user/${att.id}`, host: north, headers: auth(claire) }),
      ),
    ).toBe('NOT_FOUND');
    // Her token is worthless at the demo host.
    expect(code(await get(`/api/attachments/${att.id}`, claire))).toBe('AUTHENTICATION_REQUIRED');
    const still = (await get(`/api/attachments/${att.id}`, cofounder)).body as Attachment;
    expect(still.name).toBe('secret.txt');
    expect((await get(`/api/attachments/${att.id}/file`, cofounder)).text).toBe('secret');
  });
});

const BRANDING_FIELDS = `logo whiteLogo logoSquare termsLink { url } incubatorSeo { active seoTitle seoDescription }
  customLoginText { active text url buttonBackgroundColor buttonTextColor }
  brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { logoType } }`;
const UPDATE = `mutation($input: BrandingInput!) { updateBranding(input: $input) { ${BRANDING_FIELDS} } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toInput(p: any): Record<string, unknown> {
  return {
    sidebar: p.brandPalette.sidebar,
    loginLogoType: p.brandPalette.login.logoType,
    seo: p.incubatorSeo,
    customLoginText: p.customLoginText,
    termsUrl: p.termsLink.url,
  };
}
