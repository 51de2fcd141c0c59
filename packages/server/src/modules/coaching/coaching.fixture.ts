// The coaching integration tests share this: the documents, the server with the personas signed in, and helpers.
import { afterAll, beforeAll, expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { incubators } from '../../core/db/incubators.schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';
import { coachingChangelogs, coachingSessions } from './coaching.schema.ts';
import {
  AISHA,
  CLAIRE,
  HANNAH,
  LAKESIDE,
  MARCO,
  MAYA,
  NORTHSTAR,
  PRIYA,
  SAMUEL,
  SOFIA,
} from '../../../test/personas.ts';

export const SESSION = `_id name meetingType date sessionStartDateTime sessionEndDateTime expectedDuration
  estimatedDuration topics conferenceLink editor staffEditor staffEditorPublic status startup { _id name }
  coachs { _id fullName } attendees { _id fullName } eventId url canEdit canEditNotes canEditStaffNotes`;
export const CREATE = `mutation($input: CoachingSessionInput!) { createCoachingSession(input: $input) { ${SESSION} } }`;
export const UPDATE = `mutation($id: ID!, $input: CoachingSessionInput!) { updateCoachingSession(id: $id, input: $input) { ${SESSION} } }`;
export const CANCEL = `mutation($id: ID!) { cancelCoachingSession(id: $id) { ${SESSION} } }`;
export const ONE = `query($id: ID!) { coachingSession(id: $id) { ${SESSION} } }`;
export const LIST = `query($startupId: ID, $timeframe: CoachingTimeframe, $mine: Boolean, $cursor: String) {
  coachingSessions(startupId: $startupId, timeframe: $timeframe, mine: $mine, cursor: $cursor) { next results { _id name } } }`;
export const CHANGELOG = `query($id: ID!) { coachingSessionChangelog(sessionId: $id) {
  _id type groupId oldValue newValue changeTime initiator { _id fullName } } }`;

export interface SessionOut {
  _id: string;
  name: string;
  status: string;
  editor: string;
  staffEditor: string | null;
  staffEditorPublic: boolean;
  estimatedDuration: number;
  sessionStartDateTime: string;
  sessionEndDateTime: string;
  conferenceLink: string | null;
  startup: { _id: string; name: string };
  coachs: { _id: string; fullName: string }[];
  attendees: { _id: string; fullName: string }[];
  canEdit: boolean;
  canEditNotes: boolean;
  canEditStaffNotes: boolean;
}
type Err = { message: string; extensions?: { code?: string; reason?: string; fields?: Record<string, string> } };

export let s: TestServer;
export const tokens: Record<string, string> = {};
export const ids: Record<string, string> = {};
export const startupIds: Record<string, string> = {};
export const db = () => s.running.services.database.db;
export const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};

export const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: tokens[who], variables, host });

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** A session Samuel (mentor of the Climate track) logs for Tidepool, two hours ago, an hour long. */
export async function loggedSession(input: Record<string, unknown> = {}, who = SAMUEL): Promise<SessionOut> {
  const res = await gql<{ createCoachingSession: SessionOut }>(who, CREATE, {
    input: {
      name: 'Pricing review',
      meetingType: 'UNSCHEDULED_COACHING_SESSION',
      startupId: startupIds.Tidepool,
      startTime: hoursAgo(2),
      endTime: hoursAgo(1),
      expectedDuration: 60,
      topics: ['pricing'],
      conferenceLink: 'https://zoom.us/j/123456',
      ...input,
    },
  });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.createCoachingSession;
}

export async function counts() {
  const [a] = await db().select({ n: count() }).from(coachingSessions);
  const [b] = await db().select({ n: count() }).from(coachingChangelogs);
  return { sessions: a!.n, changelogs: b!.n };
}

export function useCoachingServer(): void {
  beforeAll(async () => {
    s = await startTestServer();
    for (const email of [MAYA, PRIYA, HANNAH, SAMUEL, AISHA, MARCO, SOFIA]) tokens[email] = await s.login(email);
    tokens[CLAIRE] = await s.login(CLAIRE, NORTHSTAR.host);
    for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
    const [lakeside] = await db()
      .select({ id: incubators.id })
      .from(incubators)
      .where(eq(incubators.slug, LAKESIDE.slug));
    const rows = await db()
      .select({ id: startups.id, name: startups.name })
      .from(startups)
      .where(eq(startups.incubatorId, lakeside!.id));
    // By the first word of the name: Tidepool, Kinfolk, Greenleaf…
    for (const r of rows) startupIds[r.name.split(' ')[0]!] = r.id;
  });
  afterAll(() => s?.close());
}
