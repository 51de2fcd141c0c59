// Startup management's integration tests share this: the server with the personas signed in, the seeded ids, the
// file's fields and the helpers (startups-management and startups-file integration tests).
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { users } from '../users/users.schema.ts';
import { startups } from './startups.schema.ts';
import { programs } from '../programs/programs.schema.ts';
import { AISHA, CLAIRE, HANNAH, MAYA, NOAH, PRIYA } from '../../../test/personas.ts';
export const NORTH = 'northstar.localhost';

export const FILE = `_id name website linkedin foundedYear country city stage employeeCount status archivedAt
  programs { _id name } people { _id fullName } staff { _id fullName } tags { _id name category color } industries { _id name } canManage canEditProfile`;

export let s: TestServer;
export const tokens: Record<string, string> = {};
export const ids: Record<string, string> = {};
export const startupId: Record<string, string> = {};
export const programId: Record<string, string> = {};
export const db = () => s.running.services.database.db;

export async function gql<T = Record<string, unknown>>(
  who: string,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) {
  return (await s.gql<T>(query, { token: tokens[who], variables, host: host ?? (who === CLAIRE ? NORTH : undefined) }))
    .body;
}
export const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;
export const row = async (id: string) => (await db().select().from(startups).where(eq(startups.id, id)))[0]!;

export type File = {
  _id: string;
  name: string;
  status: string;
  website: string | null;
  foundedYear: number | null;
  programs: { name: string }[];
  people: { fullName: string }[];
  staff: { fullName: string }[];
  tags: { name: string }[];
  industries: { name: string }[];
  canManage: boolean;
  canEditProfile: boolean;
};

/** Starts the server for the file (and closes it after), with the tokens and ids above. */
export function useStartupsServer(): void {
  beforeAll(async () => {
    s = await startTestServer();
    for (const email of [MAYA, PRIYA, HANNAH, AISHA, NOAH]) tokens[email] = await s.login(email);
    tokens[CLAIRE] = await s.login(CLAIRE, NORTH);
    for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
    for (const r of await db().select({ id: startups.id, name: startups.name }).from(startups))
      startupId[r.name] = r.id;
    for (const r of await db().select({ id: programs.id, slug: programs.slug }).from(programs))
      programId[r.slug] = r.id;
  }, 120_000);
  afterAll(() => s?.close());
}
