// The instance operator's organisations (issue 17 item 0): `npm run org` on the embedded database (and on
// PostgreSQL when TEST_DATABASE_URL is set), refusing a DATA_DIR another process holds; a new organisation's first
// administrator receives an invitation and accepts it; a suspended organisation refuses every call; a deleted one
// answers to nothing and leaves an export of its data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../core/db/client.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { createScratchDatabase, startTestServer, type TestServer } from '../../../test/harness.ts';
import { linkIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { run } from '../../../test/processes.ts';
import { invitations } from '../invitations/invitations.schema.ts';
import { roles } from '../users/users.schema.ts';
import {
  createOrganisation,
  deleteOrganisation,
  OrganisationError,
  renameOrganisation,
  setSuspended,
} from './organisations.service.ts';

async function org(env: Record<string, string>, ...args: string[]) {
  const p = run(process.execPath, ['--import', 'tsx', 'packages/server/src/operator/org-cli.ts', ...args], {
    env: { LOG_LEVEL: 'silent', ...env },
  });
  const { code } = await p.exited;
  return { code, out: p.output() };
}

describe('npm run org on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ascent-org-'));
  const env = { DATA_DIR: dataDir };

  // Each run starts a process on the embedded database (a few seconds each on a busy machine): the checks of the
  // service's rules are below, on the running server; here the command's own paths.
  it('creates, refuses a taken label, suspends, deletes with an export, and lists', { timeout: 300_000 }, async () => {
    const created = await org(
      env,
      'create',
      '--slug',
      'acme',
      '--name',
      'Acme Labs',
      '--admin-email',
      'ada@acme.example',
    );
    expect(created.out).toContain('Created acme (Acme Labs).');
    expect(created.code).toBe(0);
    const again = await org(env, 'create', '--slug', 'acme', '--name', 'Other', '--admin-email', 'x@acme.example');
    expect(again).toMatchObject({ code: 1 });
    expect(again.out).toContain('The label "acme" is taken.');
    expect((await org(env, 'suspend', 'acme')).out).toMatch(/acme\s+suspended/);
    const deleted = await org(env, 'delete', 'acme', '--yes');
    const path = /Its data: (\S+\.json)\./.exec(deleted.out)?.[1];
    expect(path && existsSync(path)).toBe(true);
    const exported = JSON.parse(readFileSync(path!, 'utf8')) as { tables: Record<string, unknown[]> };
    expect(exported.tables.roles!.length).toBeGreaterThan(5);
    expect((await org(env, 'list')).out).toMatch(/acme\s+deleted/);
  });

  it('says clearly that another process holds the embedded database', { timeout: 60_000 }, async () => {
    const held = await openDatabase({ dataDir });
    try {
      const res = await org(env, 'list');
      expect(res.code).toBe(1);
      expect(res.out).toContain('is in use by process');
      expect(res.out).toContain('stop the server first');
    } finally {
      await held.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run org on PostgreSQL', () => {
  it('creates and lists an organisation through DATABASE_URL', { timeout: 120_000 }, async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const env = { DATABASE_URL: scratch.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'ascent-org-pg-')) };
      const created = await org(
        env,
        'create',
        '--slug',
        'orbit',
        '--name',
        'Orbit',
        '--admin-email',
        'o@orbit.example',
      );
      expect(created.out).toContain('Created orbit');
      expect((await org(env, 'list')).out).toMatch(/orbit\s+active/);
    } finally {
      await scratch.drop();
    }
  });
});

describe('organisations on a running server', () => {
  let s: TestServer;
  let mail: MailCatcher;
  const db = () => s.running.services.database;

  beforeAll(async () => {
    mail = await startMailCatcher();
    s = await startTestServer({ SMTP_URL: mail.url });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await mail?.close();
  });

  it(
    'invites the first administrator of a new organisation, who accepts and signs in',
    { timeout: 60_000 },
    async () => {
      const row = await createOrganisation(db(), {
        slug: 'meridian',
        name: 'Meridian Labs',
        plan: 'Growth',
        timezone: 'Europe/Lisbon',
        adminEmail: 'Lea.Costa@meridian.example',
        adminFirstName: 'Léa',
        adminLastName: 'Costa',
      });
      expect((await db().db.select().from(roles).where(eq(roles.incubatorId, row.id))).length).toBeGreaterThan(5);
      // What a running server's recovery pass does within a minute.
      await s.running.services.events.recover({ olderThanSeconds: 0 });
      const invitation = await mail.take('lea.costa@meridian.example', 30_000);
      const link = linkIn(invitation, '/acceptinvitation');
      expect(link.hostname.startsWith('meridian.')).toBe(true);
      const token = link.searchParams.get('token')!;
      // A redelivered event invites nobody twice.
      await s.running.services.events.recover({ olderThanSeconds: 0 });
      expect(await db().db.select().from(invitations).where(eq(invitations.incubatorId, row.id))).toHaveLength(1);

      const preview = await s.gql<{ invitation: { status: string; roleType: string; inviterName: string | null } }>(
        `query($t: String!) { invitation(token: $t) { status roleType inviterName } }`,
        { variables: { t: token }, host: 'meridian.localhost' },
      );
      expect(preview.body.data?.invitation).toEqual({ status: 'VALID', roleType: 'Admin', inviterName: null });
      const accepted = await s.gql<{ acceptInvitation: { token: string; user: { fullName: string } } }>(
        `mutation($t: String!) { acceptInvitation(token: $t, firstName: "Léa", lastName: "Costa", password: "a-long-enough-passphrase-2026") { token user { fullName } } }`,
        { variables: { t: token }, host: 'meridian.localhost' },
      );
      expect(accepted.body.data?.acceptInvitation.user.fullName).toBe('Léa Costa');
      const me = await s.gql<{ currentUser: { role: { type: string } } }>(`{ currentUser { role { type } } }`, {
        token: accepted.body.data!.acceptInvitation.token,
        host: 'meridian.localhost',
      });
      expect(me.body.data?.currentUser.role.type).toBe('Admin');
    },
  );

  it('refuses every call to a suspended organisation, then serves it again once resumed', async () => {
    const token = await s.login('claire.dubois@northstar.example', 'northstar.localhost');
    await setSuspended(db(), 'northstar', true);
    s.running.services.tenants.invalidate();
    const gql = await s.gql(`{ currentUser { _id } }`, { token, host: 'northstar.localhost' });
    expect((gql.body as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'TENANT_SUSPENDED',
    );
    const pub = await s.gql(`{ publicIncubator { name } }`, { host: 'northstar.localhost' });
    expect(JSON.stringify(pub.body)).toContain('TENANT_SUSPENDED');
    const rest = await s.http({
      method: 'POST',
      path: '/auth/local',
      host: 'northstar.localhost',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'claire.dubois@northstar.example', password: 'ascent-demo-2026' }),
    });
    expect(rest.status).toBe(403);
    expect((rest.body as { error: { code: string } }).error.code).toBe('TENANT_SUSPENDED');
    // The other organisations go on.
    expect((await s.gql(`{ publicIncubator { name } }`, { host: 'demo.localhost' })).status).toBe(200);
    await setSuspended(db(), 'northstar', false);
    s.running.services.tenants.invalidate();
    const back = await s.gql<{ currentUser: { _id: string } }>(`{ currentUser { _id } }`, {
      token,
      host: 'northstar.localhost',
    });
    expect(back.body.data?.currentUser._id).toBeTruthy();
  });

  it('refuses bad input: a reserved or malformed label, a taken one, an unknown plan, timezone or address', async () => {
    const base = { slug: 'fine', name: 'Fine', adminEmail: 'f@fine.example' };
    for (const bad of [
      { slug: 'operator' },
      { slug: 'Not a label' },
      { slug: 'demo' },
      { plan: 'Platinum' },
      { timezone: 'Mars/Olympus' },
      { language: 'xx' },
      { adminEmail: 'nobody' },
      { name: '  ' },
    ])
      await expect(createOrganisation(db(), { ...base, ...bad }), JSON.stringify(bad)).rejects.toThrow(
        OrganisationError,
      );
    expect(await db().db.select().from(incubators).where(eq(incubators.slug, 'fine'))).toHaveLength(0);
    await expect(renameOrganisation(db(), 'nowhere', 'X')).rejects.toThrow('No organisation has the label');
    expect((await renameOrganisation(db(), 'northstar', 'Northstar Incubator')).name).toBe('Northstar Incubator');
  });

  it('answers nothing at a deleted organisation’s label', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ascent-org-del-'));
    await createOrganisation(db(), { slug: 'gone', name: 'Gone Ltd', adminEmail: 'g@gone.example' });
    await deleteOrganisation(db(), dataDir, 'gone');
    s.running.services.tenants.invalidate();
    const res = await s.gql<{ publicIncubator: null }>(`{ publicIncubator { name } }`, { host: 'gone.localhost' });
    expect(res.body.data?.publicIncubator).toBeNull();
    expect((await db().db.select().from(incubators).where(eq(incubators.slug, 'gone')))[0]!.status).toBe('deleted');
  });
});
