// The invitations' integration tests share this: the server with a mail catcher, the personas signed in, and the
// helpers to invite, read the link from the email and accept (invitations and invitation-links integration tests).
import { afterAll, beforeAll, expect } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { mailOutbox } from '../../core/mail/outbox.schema.ts';
import { type programs } from '../programs/programs.schema.ts';
import { type startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { invitations } from './invitations.schema.ts';
import { AISHA, CLAIRE, HANNAH, LUCAS, MAYA, PRIYA } from '../../../test/personas.ts';
export const NORTH = 'northstar.localhost';
export const NEW_PASSWORD = 'a-strong-passphrase';

export const INVITE = `mutation($input: InviteUserInput!) { inviteUser(input: $input) {
  _id email firstName lastName status expiresAt role { type label } startup { _id name } program { _id name } invitedBy { fullName } } }`;
export const LIST =
  'query($status: InvitationState) { invitations(status: $status) { _id email status role { type } } }';
export const PREVIEW =
  'query($token: String!) { invitation(token: $token) { email firstName lastName roleType roleLabel incubatorName inviterName status } }';
export const ACCEPT = `mutation($token: String!, $firstName: String!, $lastName: String!, $password: String!) {
  acceptInvitation(token: $token, firstName: $firstName, lastName: $lastName, password: $password) { token sessionId user { _id fullName } } }`;
export const REVOKE = 'mutation($id: ID!) { revokeInvitation(id: $id) { _id status } }';
export const RESEND = 'mutation($id: ID!) { resendInvitation(id: $id) { _id status expiresAt } }';
export const ME = '{ currentUser { _id fullName email status validated role { type } startups { name } } }';

export type Inv = {
  _id: string;
  email: string;
  status: string;
  expiresAt: string;
  role: { type: string; label: string | null };
  startup: { _id: string; name: string } | null;
  program: { _id: string; name: string } | null;
  invitedBy: { fullName: string } | null;
};
export type Preview = {
  email: string;
  firstName: string | null;
  roleType: string;
  roleLabel: string;
  incubatorName: string;
  inviterName: string | null;
  status: string;
} | null;
export type Account = { token: string; sessionId: string; user: { _id: string; fullName: string } };

export let s: TestServer;
export let tokens: Record<string, string>;
export let demoId: string;
export let mail: MailCatcher;
export let northId: string;

export const db = () => s.running.services.database.db;
export const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;

export async function idOf(
  table: typeof startups | typeof programs,
  incubatorId: string,
  column: 'name' | 'slug',
  value: string,
) {
  const col = column === 'name' ? (table as typeof startups).name : (table as typeof programs).slug;
  const [row] = await db()
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.incubatorId, incubatorId), eq(col, value)));
  return row!.id;
}

/** Everything a refusal must leave as it was: invitations, mail, users. */
export async function snapshot() {
  const [inv] = await db().select({ n: count() }).from(invitations);
  const [sent] = await db().select({ n: count() }).from(mailOutbox);
  const [people] = await db().select({ n: count() }).from(users);
  const [open] = await db()
    .select({ n: count() })
    .from(invitations)
    .where(sql`${invitations.acceptedAt} is null and ${invitations.revokedAt} is null`);
  return { invitations: inv!.n, mail: sent!.n, users: people!.n, open: open!.n };
}

/** The link of the next invitation mailed to an address (over SMTP, as the invitee receives it): its raw token. */
export async function mailedToken(to: string): Promise<{ token: string; subject: string; text: string; html: string }> {
  const received = await mail.take(to);
  const match = /\/acceptinvitation\?token=([A-Za-z0-9_-]+)/.exec(received.text);
  expect(match, `an invitation link mailed to ${to}`).not.toBeNull();
  return { token: match![1]!, subject: received.subject, text: received.text, html: received.html };
}

export async function invite(as: string, input: Record<string, unknown>, host?: string) {
  return s.gql<{ inviteUser: Inv }>(INVITE, { token: tokens[as], variables: { input }, host });
}

/** Starts the server for the file (and closes it after), with the tokens and ids above. */
export function useInvitationsServer(): void {
  beforeAll(async () => {
    mail = await startMailCatcher();
    s = await startTestServer({ SMTP_URL: mail.url });
    tokens = {};
    for (const email of [MAYA, PRIYA, LUCAS, HANNAH, AISHA]) tokens[email] = await s.login(email);
    tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
    const rows = await db().select({ id: incubators.id, slug: incubators.slug }).from(incubators);
    demoId = rows.find((r) => r.slug === 'demo')!.id;
    northId = rows.find((r) => r.slug === 'northstar')!.id;
  });
  afterAll(async () => {
    await s?.close();
    await mail?.close();
  });
}
