import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

const Q = `{ publicIncubator { id slug name currency timezone defaultLanguage logo incubatorSeo { active seoTitle }
  brandPalette { sidebar { activeItemBackgroundColor logoType } login { logoType } } loginProviders { provider enabled }
  customLoginText { active text } termsLink { url } supportEmail { address } plan { name employeeCountLimit }
  alternativeStartupLabel { active label { language value } } } }`;

type Pub = {
  publicIncubator: null | {
    id: string;
    slug: string;
    name: string;
    currency: string;
    timezone: string;
    incubatorSeo: { seoTitle: string };
    brandPalette: { sidebar: { activeItemBackgroundColor: string } };
    supportEmail: { address: string };
    alternativeStartupLabel: { active: boolean; label: { language: string; value: string }[] };
  };
};

describe('public organisation view (tenancy by host name)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('answers each tenant its own branding by the first label of the host', async () => {
    const demo = await s.gql<Pub>(Q, { host: 'demo.localhost:3000' });
    const north = await s.gql<Pub>(Q, { host: 'northstar.localhost' });
    expect(demo.status).toBe(200);
    expect(demo.body.data?.publicIncubator).toMatchObject({
      slug: 'demo',
      name: 'Lakeside Ventures Accelerator',
      currency: 'USD',
      supportEmail: { address: 'support@lakeside.example' },
    });
    expect(north.body.data?.publicIncubator).toMatchObject({
      slug: 'northstar',
      name: 'Northstar Incubator',
      currency: 'EUR',
      timezone: 'Europe/Paris',
    });
    expect(demo.body.data?.publicIncubator?.brandPalette.sidebar.activeItemBackgroundColor).not.toBe(
      north.body.data?.publicIncubator?.brandPalette.sidebar.activeItemBackgroundColor,
    );
    expect(north.body.data?.publicIncubator?.alternativeStartupLabel).toEqual({
      active: true,
      label: [
        { language: 'en', value: 'Venture' },
        { language: 'fr', value: 'Projet' },
      ],
    });
  });

  it('maps localhost and bare IP addresses to the default tenant', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await s.gql<Pub>(Q, { host });
      expect(res.body.data?.publicIncubator?.slug, host).toBe('demo');
    }
  });

  it('answers null, not an error, for an unknown or malformed tenant', async () => {
    for (const host of ['nowhere.localhost', 'bad_label.localhost', '-x.localhost']) {
      const res = await s.gql<Pub>(Q, { host });
      expect(res.status, host).toBe(200);
      expect(res.body.errors, host).toBeUndefined();
      expect(res.body.data?.publicIncubator, host).toBeNull();
    }
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const res = await s.http({
      method: 'POST',
      path: '/graphql',
      host: 'demo.localhost',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'northstar.example.org' },
      body: JSON.stringify({ query: Q }),
    });
    expect((res.body as { data: Pub }).data.publicIncubator?.slug).toBe('demo');
  });

  it('incubatorForHelpers answers the current tenant only', async () => {
    const north = await s.gql<Pub>(Q, { host: 'northstar.localhost' });
    const northId = north.body.data!.publicIncubator!.id;
    const own = await s.gql<{ incubatorForHelpers: { slug: string } | null }>(
      `query($id: ID) { incubatorForHelpers(incubatorId: $id) { slug } }`,
      { host: 'northstar.localhost', variables: { id: northId } },
    );
    expect(own.body.data?.incubatorForHelpers?.slug).toBe('northstar');
    const other = await s.gql<{ incubatorForHelpers: { slug: string } | null }>(
      `query($id: ID) { incubatorForHelpers(incubatorId: $id) { slug } }`,
      { host: 'demo.localhost', variables: { id: northId } },
    );
    expect(other.body.data?.incubatorForHelpers).toBeNull();
    const none = await s.gql<{ incubatorForHelpers: { slug: string } | null }>(`{ incubatorForHelpers { slug } }`, {
      host: 'demo.localhost',
    });
    expect(none.body.data?.incubatorForHelpers?.slug).toBe('demo');
  });
});

describe('behind a trusted proxy', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => s.close());

  it('takes the tenant from X-Forwarded-Host', async () => {
    const res = await s.http({
      method: 'POST',
      path: '/graphql',
      host: '10.0.0.5:3000',
      headers: { 'content-type': 'application/json', 'x-forwarded-host': 'northstar.programmes.example.org' },
      body: JSON.stringify({ query: Q }),
    });
    expect((res.body as { data: Pub }).data.publicIncubator?.slug).toBe('northstar');
  });
});
