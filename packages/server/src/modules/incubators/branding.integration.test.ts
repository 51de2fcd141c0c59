import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { AISHA, CLAIRE, MAYA, PRIYA } from '../../../test/personas.ts';

const FIELDS = `logo whiteLogo logoSquare termsLink { url } incubatorSeo { active seoTitle seoDescription }
  customLoginText { active text url buttonBackgroundColor buttonTextColor }
  brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { logoType } }`;
const PUBLIC = `{ publicIncubator { ${FIELDS} } }`;
const UPDATE = `mutation($input: BrandingInput!) { updateBranding(input: $input) { ${FIELDS} } }`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('fake')]);

const valid = {
  sidebar: {
    backgroundColor: '#102030',
    textColor: '#ffffff',
    activeItemBackgroundColor: '#334455',
    activeItemTextColor: '#ffeedd',
    activeSubItemTextColor: '#aabbcc',
    logoType: 'REVERSE',
  },
  loginLogoType: 'NORMAL',
  seo: { active: true, seoTitle: 'Lakeside', seoDescription: 'The Lakeside accelerator' },
  customLoginText: {
    active: true,
    text: 'New here? Read the guide',
    url: 'https://lakeside.example/guide',
    buttonBackgroundColor: '#123456',
    buttonTextColor: '#fefefe',
  },
  termsUrl: 'https://lakeside.example/terms',
};

describe('branding (updateBranding)', () => {
  let s: TestServer;
  const errorCode = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
    res.body.errors?.[0]?.extensions?.code;
  const current = async (host = 'demo.localhost') =>
    (await s.gql<{ publicIncubator: Record<string, unknown> }>(PUBLIC, { host })).body.data!.publicIncubator;
  const uploadLogo = async (
    token: string,
    host = 'demo.localhost',
    name = 'logo.png',
    bytes = PNG,
    referenceType = 'branding',
  ) => {
    const boundary = 'xxBOUNDARYxx';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="referenceType"\r\n\r\n${referenceType}\r\n--${boundary}\r\nContent-Disposition: form-data; name="referenceId"\r\n\r\nlogo\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const path = referenceType === 'branding' ? '/api/attachment/upload' : '/api/users/file';
    const res = await s.http({
      method: 'POST',
      path,
      host,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      body,
    });
    expect(res.status).toBe(201);
    return (res.body as { id: string }).id;
  };

  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('requires authentication and SETTINGS:MANAGE', async () => {
    const before = await current();
    expect(errorCode(await s.gql(UPDATE, { variables: { input: valid } }))).toBe('AUTHENTICATION_REQUIRED');
    for (const email of [PRIYA, AISHA]) {
      expect(errorCode(await s.gql(UPDATE, { token: await s.login(email), variables: { input: valid } })), email).toBe(
        'FORBIDDEN',
      );
    }
    expect(await current()).toEqual(before);
  });

  it('refuses bad colours, addresses and logos with VALIDATION_FAILED and stores nothing', async () => {
    const admin = await s.login(MAYA);
    const before = await current();
    const ownFile = await uploadLogo(admin, 'demo.localhost', 'me.png', PNG, 'user');
    const claire = await s.login(CLAIRE, 'northstar.localhost');
    const northLogo = await uploadLogo(claire, 'northstar.localhost');
    for (const [label, input, message] of [
      [
        'sidebar colour',
        { ...valid, sidebar: { ...valid.sidebar, backgroundColor: 'red' } },
        'Sidebar background colour must be a colour like #1a2b3c',
      ],
      [
        'short colour',
        { ...valid, sidebar: { ...valid.sidebar, textColor: '#fff' } },
        'Sidebar text colour must be a colour like #1a2b3c',
      ],
      [
        'button colour',
        { ...valid, customLoginText: { ...valid.customLoginText, buttonTextColor: 'url(x)' } },
        'Button text colour must be a colour like #1a2b3c',
      ],
      [
        'login link',
        { ...valid, customLoginText: { ...valid.customLoginText, url: 'javascript:alert(1)' } },
        'Login link must be an http or https address',
      ],
      [
        'terms link',
        { ...valid, termsUrl: 'ftp://lakeside.example/terms' },
        'Terms link must be an http or https address',
      ],
      [
        'logo not an attachment',
        { ...valid, logo: 'data:image/svg+xml,<svg/>' },
        'The logo must be an image uploaded for the branding of this organisation.',
      ],
      [
        'logo of a user file',
        { ...valid, whiteLogo: ownFile },
        'The logo must be an image uploaded for the branding of this organisation.',
      ],
      [
        "another organisation's logo",
        { ...valid, logoSquare: northLogo },
        'The logo must be an image uploaded for the branding of this organisation.',
      ],
    ] as const) {
      const res = await s.gql(UPDATE, { token: admin, variables: { input } });
      expect(errorCode(res), label).toBe('VALIDATION_FAILED');
      expect(res.body.errors?.[0]?.message, label).toBe(message);
    }
    expect(await current()).toEqual(before);
  });

  it('saves the branding: logos become public addresses, the public view answers at once, only for this organisation', async () => {
    const northBefore = await current('northstar.localhost');
    const admin = await s.login(MAYA);
    const before = await current();
    const logo = await uploadLogo(admin);
    const res = await s.gql<{ updateBranding: Record<string, unknown> }>(UPDATE, {
      token: admin,
      variables: { input: { ...valid, logo, whiteLogo: null } },
    });
    expect(res.body.errors).toBeUndefined();
    const expected = {
      logo: `/api/attachments/${logo}/file`,
      whiteLogo: null,
      logoSquare: before.logoSquare,
      termsLink: { url: valid.termsUrl },
      incubatorSeo: valid.seo,
      customLoginText: valid.customLoginText,
      brandPalette: { sidebar: valid.sidebar, login: { logoType: 'NORMAL' } },
    };
    expect(res.body.data!.updateBranding).toEqual(expected);
    expect(await current()).toEqual(expected);
    expect(await current('northstar.localhost')).toEqual(northBefore);
    // The login page reads the logo without signing in.
    const file = await s.http({ path: `/api/attachments/${logo}/file` });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Empty optional texts are cleared.
    const cleared = await s.gql<{ updateBranding: Record<string, unknown> }>(UPDATE, {
      token: admin,
      variables: { input: { ...valid, termsUrl: '', seo: { active: false, seoTitle: '', seoDescription: null } } },
    });
    expect(cleared.body.data!.updateBranding).toMatchObject({
      logo: `/api/attachments/${logo}/file`,
      termsLink: { url: null },
      incubatorSeo: { active: false, seoTitle: null, seoDescription: null },
    });
  });

  it('answers hidePoweredBy from the feature flag', async () => {
    const north = 'northstar.localhost';
    const flag = async () =>
      (
        await s.gql<{ publicIncubator: { hidePoweredBy: boolean } }>('{ publicIncubator { hidePoweredBy } }', {
          host: north,
        })
      ).body.data!.publicIncubator.hidePoweredBy;
    expect(await flag()).toBe(false);
    const claire = await s.login(CLAIRE, north);
    const set = await s.gql('mutation { setFeatureFlag(name: "hidePoweredBy", activated: true) { name } }', {
      host: north,
      token: claire,
    });
    expect(set.body.errors).toBeUndefined();
    expect(await flag()).toBe(true);
    expect(
      (await s.gql<{ publicIncubator: { hidePoweredBy: boolean } }>('{ publicIncubator { hidePoweredBy } }')).body.data!
        .publicIncubator.hidePoweredBy,
    ).toBe(false);
  });
});
