// The events' integration tests share this: the documents, the server with the personas signed in and helpers
// (events.integration.test.ts, events-registration.integration.test.ts).
import { afterAll, beforeAll, expect } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { notificationRecipients, notifications } from '../notifications/notifications.schema.ts';
import { users } from '../users/users.schema.ts';
import { eventAttendees, incubatorEvents } from './events.schema.ts';
import {
  AISHA,
  CLAIRE,
  GRACE,
  HANNAH,
  INGRID,
  KOFI,
  MARCO,
  NOAH,
  NORTHSTAR,
  PRIYA,
  SOFIA,
} from '../../../test/personas.ts';

export const EVENT = `_id eventType title description capacity status isArchived startTime endTime duration timezone
  location { text link } conferenceData { url } hosts { _id fullName } topics tags noOfBookings seatsLeft myStatus
  canRegister editPermission visibility { userRoles { is isNot } startupPrograms userTags startupTags }
  availability { type from until } registrationNoticePeriod { periodValue periodUnit }`;
export const CREATE = `mutation($input: IncubatorEventInput) { createIncubatorEvent(input: $input) { ${EVENT} } }`;
export const UPDATE = `mutation($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(id: $id, input: $input) { ${EVENT} } }`;
export const PUBLISH = `mutation($id: ID!) { publishIncubatorEvent(id: $id) { ${EVENT} } }`;
export const CANCEL = `mutation($id: ID!) { cancelIncubatorEvent(id: $id) { ${EVENT} } }`;
export const ARCHIVE = `mutation($id: ID!, $archived: Boolean) { archiveIncubatorEvent(id: $id, archived: $archived) { ${EVENT} } }`;
export const ONE = `query($id: ID!) { incubatorEvent(id: $id) { ${EVENT} } }`;
export const LIST = `query($tab: EventTab!, $timeframe: EventTimeframe, $eventType: IncubatorEventType, $search: String, $cursor: String) {
  incubatorEvents(tab: $tab, timeframe: $timeframe, eventType: $eventType, search: $search, cursor: $cursor) { next results { _id title status } } }`;
export const REGISTER = `mutation($eventId: ID!) { registerForEvent(eventId: $eventId) { ${EVENT} } }`;
export const UNREGISTER = `mutation($eventId: ID!) { cancelEventRegistration(eventId: $eventId) { ${EVENT} } }`;
export const ATTENDEES = `query($eventId: ID!) { eventAttendees(eventId: $eventId) { _id status registrant { _id fullName } } }`;
export const MARK = `mutation($eventId: ID!, $userIds: [ID!]!, $status: EventAttendeeStatus!) {
  setAttendeeStatus(eventId: $eventId, userIds: $userIds, status: $status) { _id status registrant { _id fullName } } }`;

export interface EventOut {
  _id: string;
  title: string;
  description: string;
  status: string;
  capacity: number | null;
  noOfBookings: number;
  seatsLeft: number | null;
  myStatus: string | null;
  canRegister: boolean;
  editPermission: boolean;
  hosts: { _id: string; fullName: string }[];
  startTime: string;
  endTime: string;
  visibility: {
    userRoles: { is: string[]; isNot: string[] };
    startupPrograms: string[];
    userTags: string[];
    startupTags: string[];
  };
}
type Err = { message: string; extensions?: { code?: string; reason?: string; fields?: Record<string, string> } };

export let s: TestServer;
export const tokens: Record<string, string> = {};
export const ids: Record<string, string> = {};
export const db = () => s.running.services.database.db;
export const errorOf = (res: { body: { errors?: Err[] } }) => res.body.errors?.[0]?.extensions ?? {};

export const gql = <T>(who: string, query: string, variables: Record<string, unknown> = {}, host?: string) =>
  s.gql<T>(query, { token: tokens[who], variables, host });

export const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A group event made and (unless `draft`) published by Priya. */
export async function groupEvent(input: Record<string, unknown> = {}, draft = false): Promise<EventOut> {
  const made = await gql<{ createIncubatorEvent: EventOut }>(PRIYA, CREATE, {
    input: {
      title: 'Pitch workshop',
      startTime: inHours(48),
      endTime: inHours(50),
      timezone: 'Europe/Paris',
      ...input,
    },
  });
  expect(made.body.errors, JSON.stringify(made.body.errors)).toBeUndefined();
  const event = made.body.data!.createIncubatorEvent;
  if (draft) return event;
  const published = await gql<{ publishIncubatorEvent: EventOut }>(PRIYA, PUBLISH, { id: event._id });
  expect(published.body.errors, JSON.stringify(published.body.errors)).toBeUndefined();
  return published.body.data!.publishIncubatorEvent;
}

export async function counts() {
  const [e] = await db().select({ n: count() }).from(incubatorEvents);
  const [a] = await db().select({ n: count() }).from(eventAttendees);
  return { events: e!.n, attendees: a!.n };
}

export async function notificationsOf(userId: string, type: string) {
  return db()
    .select({ message: notificationRecipients.message, url: notifications.url })
    .from(notificationRecipients)
    .innerJoin(
      notifications,
      and(
        eq(notifications.incubatorId, notificationRecipients.incubatorId),
        eq(notifications.id, notificationRecipients.notificationId),
      ),
    )
    .where(and(eq(notificationRecipients.userId, userId), eq(notifications.notificationType, type)));
}

export function useEventsServer(): void {
  beforeAll(async () => {
    s = await startTestServer();
    for (const email of [PRIYA, HANNAH, AISHA, MARCO, SOFIA, INGRID, KOFI, NOAH, GRACE])
      tokens[email] = await s.login(email);
    tokens[CLAIRE] = await s.login(CLAIRE, NORTHSTAR.host);
    for (const r of await db().select({ id: users.id, email: users.email }).from(users)) ids[r.email] = r.id;
  });
  afterAll(() => s?.close());
}
