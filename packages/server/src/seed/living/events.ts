// Programme events (issue 19): months of past and upcoming events — weekly office hours, workshops, a pitch
// clinic, the demo day, a founders' breakfast shown to founders only, a programme's own session, a draft being
// planned and a cancelled one — with the programme team hosting, founders and community registered, attendance
// marked on past events, and the notifications publishing and cancelling raised.
import { calendarDateInTimeZone, weekdayCodeOf, type RecurrenceRule } from '@ascent/shared';
import { inArray } from 'drizzle-orm';
import { eventAttendees, eventHosts, incubatorEvents } from '../../modules/events/events.schema.ts';
import type { LivingContext } from './context.ts';
import { insertChunks, type Row } from './metrics.ts';
import type { DemoNotification } from './notes.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Plan {
  title: string;
  type: 'GROUP_GENERAL' | 'GROUP_TRAINING';
  /** Days from now (negative: past) and the UTC hour it starts. */
  day: number;
  hour: number;
  hours: number;
  capacity: number | null;
  status?: 'draft' | 'published' | 'cancelled';
  location: string;
  online?: boolean;
  description: string;
  topics: string[];
  roles?: string[];
  programme?: boolean;
  hostTypes: string[];
  /** Part of the weekly series of its title (a published repeating event, one row per date). */
  series?: boolean;
  /** A draft that will repeat once published. */
  recurrence?: RecurrenceRule;
  /** Links to its material. */
  links?: { title: string; url: string }[];
}

const OFFICE_HOURS_WEEKS = { from: -12, to: 8 };

const OFFICE_HOURS = 'Weekly office hours';
const WORKSHOPS: [string, string, string[]][] = [
  ['Storytelling for founders', 'Shape your story for customers, hires and investors.', ['Pitching']],
  ['Unit economics in practice', 'Work through CAC, LTV and payback with your own numbers.', ['Finance']],
  ['Hiring your first five', 'Scorecards, sourcing and closing early hires.', ['Team']],
  ['Customer discovery sprint', 'Plan and run ten interviews in two weeks.', ['Product']],
  ['Fundraising roadmap', 'From angels to a seed round: timing, targets and materials.', ['Fundraising']],
  ['Go-to-market for B2B', 'Pick a beachhead and design the first sales motion.', ['Sales']],
];

function plans(): Plan[] {
  const list: Plan[] = [];
  // Office hours every week, twelve weeks back and eight ahead.
  for (let week = OFFICE_HOURS_WEEKS.from; week <= OFFICE_HOURS_WEEKS.to; week++)
    list.push({
      series: true,
      title: OFFICE_HOURS,
      type: 'GROUP_GENERAL',
      day: week * 7 + 2,
      hour: 15,
      hours: 1,
      capacity: 8,
      location: 'Programme room, 2nd floor',
      online: week % 2 === 0,
      description: '<p>Drop in with any question: product, hiring, fundraising, metrics.</p>',
      topics: ['Office hours'],
      hostTypes: week % 2 === 0 ? ['Coach'] : ['Staff'],
    });
  // A workshop every two weeks, past and upcoming.
  for (let k = -5; k <= 3; k++) {
    const [title, text, topics] = WORKSHOPS[(k + 6) % WORKSHOPS.length]!;
    list.push({
      title,
      type: 'GROUP_TRAINING',
      day: k * 14 + 4,
      hour: 14,
      hours: 2,
      capacity: 20,
      location: 'Workshop space',
      description: `<p>${text}</p><ul><li>Bring your laptop</li><li>Pre-read sent the day before</li></ul>`,
      topics,
      hostTypes: ['AdminCoach', 'Coach'],
    });
  }
  list.push(
    {
      title: 'Pitch clinic',
      type: 'GROUP_TRAINING',
      day: 10,
      hour: 13,
      hours: 3,
      capacity: 6,
      location: 'Boardroom',
      description: '<p>Five minutes on stage, ten minutes of <strong>feedback</strong> from the team.</p>',
      topics: ['Pitching'],
      links: [
        { title: 'Pitch deck template', url: 'https://docs.example.org/lakeside/pitch-deck-template' },
        { title: 'Feedback rubric', url: 'https://docs.example.org/lakeside/pitch-feedback-rubric' },
      ],
      roles: ['Cofounder', 'Admin', 'AdminCoach', 'Staff', 'Coach'],
      hostTypes: ['Admin', 'Coach'],
    },
    {
      title: 'Demo day',
      type: 'GROUP_GENERAL',
      day: 45,
      hour: 16,
      hours: 4,
      capacity: 120,
      location: 'Main auditorium',
      description: '<p>The cohort presents to investors and partners. Drinks afterwards.</p>',
      topics: ['Demo day', 'Fundraising'],
      links: [
        { title: 'Run of show', url: 'https://docs.example.org/lakeside/demo-day-run-of-show' },
        { title: 'Venue and directions', url: 'https://maps.example.org/lakeside-main-auditorium' },
      ],
      hostTypes: ['Admin', 'Staff'],
    },
    {
      title: 'Founders’ breakfast',
      type: 'GROUP_GENERAL',
      day: 6,
      hour: 8,
      hours: 1.5,
      capacity: 15,
      location: 'Café on the ground floor',
      description: '<p>An informal breakfast among founders. No slides.</p>',
      topics: ['Community'],
      roles: ['Cofounder'],
      hostTypes: ['Staff'],
    },
    {
      title: 'Cohort kick-off',
      type: 'GROUP_GENERAL',
      day: -80,
      hour: 16,
      hours: 3,
      capacity: null,
      location: 'Main auditorium',
      description: '<p>Welcome to the programme: the team, the calendar and what to expect.</p>',
      topics: ['Programme'],
      hostTypes: ['Admin'],
    },
    {
      title: 'Cohort mid-programme review',
      type: 'GROUP_GENERAL',
      day: 20,
      hour: 15,
      hours: 2,
      capacity: 30,
      location: 'Programme room, 2nd floor',
      description: '<p>Each startup shares progress against its milestones.</p>',
      topics: ['Programme'],
      programme: true,
      hostTypes: ['Staff', 'Coach'],
    },
    {
      title: 'Investor showcase (planning)',
      type: 'GROUP_GENERAL',
      day: 60,
      hour: 17,
      hours: 2,
      capacity: 40,
      status: 'draft',
      location: 'To be confirmed',
      description: '<p>Draft: confirm the jury and the venue before publishing.</p>',
      topics: ['Fundraising'],
      hostTypes: ['Staff'],
    },
    {
      title: 'Alumni founders’ dinner (planning)',
      type: 'GROUP_GENERAL',
      day: 33,
      hour: 18,
      hours: 2.5,
      capacity: 24,
      status: 'draft',
      location: 'Riverside bistro, private room',
      description: '<p>Draft: a monthly dinner with alumni founders. Publishing makes one event per month.</p>',
      topics: ['Community'],
      hostTypes: ['Staff'],
      recurrence: { frequency: 'MONTHLY', interval: 1, weekdays: [], count: 6, until: null },
    },
    {
      title: 'Legal basics for startups',
      type: 'GROUP_TRAINING',
      day: 3,
      hour: 12,
      hours: 1.5,
      capacity: 25,
      status: 'cancelled',
      location: 'Workshop space',
      description: '<p>Incorporation, founders’ agreements and IP. Postponed: a new date will follow.</p>',
      topics: ['Legal'],
      hostTypes: ['Expert'],
    },
  );
  return list;
}

export async function seedEvents(ctx: LivingContext, notes: DemoNotification[]): Promise<void> {
  const { rng, now } = ctx;
  const has = (type: string) => ctx.users.some((u) => u.roleType === type);
  const hostOf = (types: string[]) => [...new Set(types.filter(has).map((type) => ctx.person(type).id))];
  const founders = [...new Set(ctx.startups.flatMap((s) => s.founderIds))];
  const community = ctx.users.filter((u) => u.roleType === 'CommunityMember').map((u) => u.id);
  const team = ctx.users.filter((u) => ['Admin', 'Staff', 'AdminCoach'].includes(u.roleType)).map((u) => u.id);
  const publisher = team[0] ?? ctx.users[0]!.id;
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const programme = ctx.programs[0];
  const rows: {
    event: Row<typeof incubatorEvents>;
    hosts: string[];
    attendees: { userId: string; status: string }[];
    announcement?: DemoNotification;
  }[] = [];
  for (const p of plans()) {
    const start = new Date(today.getTime() + p.day * DAY + p.hour * HOUR);
    const end = new Date(start.getTime() + p.hours * HOUR);
    const status = p.status ?? 'published';
    const past = end < now;
    const createdAt = new Date(Math.min(start.getTime() - 21 * DAY, now.getTime() - 2 * DAY));
    const audience = p.programme
      ? ctx.startups.filter((s) => programme && s.programIds.includes(programme.id)).flatMap((s) => s.founderIds)
      : p.roles && !p.roles.includes('CommunityMember')
        ? founders
        : [...founders, ...community];
    const seats = p.capacity ?? 40;
    const wanted = status === 'draft' ? 0 : Math.min(seats, rng.int(2, Math.max(2, Math.ceil(seats * 0.8))));
    const registered = [...audience].sort(() => rng.next() - 0.5).slice(0, wanted);
    const attendeeStatus = () =>
      status === 'cancelled' ? 'EVENT_CANCELLED' : past ? (rng.chance(0.8) ? 'ATTENDED' : 'NO_SHOW') : 'REGISTERED';
    rows.push({
      hosts: hostOf(p.hostTypes),
      attendees: registered.map((userId) => ({ userId, status: attendeeStatus() })),
      event: {
        eventType: p.type,
        title: p.title,
        description: p.description,
        capacity: p.capacity,
        locationText: p.location,
        locationLink: '',
        conferenceUrl: p.online ? 'https://meet.example.org/ascent-office-hours' : '',
        topics: p.topics,
        tags: [],
        links: p.links ?? [],
        startTime: start,
        endTime: end,
        timezone: ctx.tenant.timezone,
        visibleRolesIs: p.roles ?? [],
        visiblePrograms: p.programme && programme ? [programme.id] : [],
        recurrence: p.recurrence ?? (p.series ? seriesRule(start, ctx.tenant.timezone) : null),
        status,
        createdById: publisher,
        publishedAt: status === 'draft' ? null : createdAt,
        cancelledAt: status === 'cancelled' ? new Date(now.getTime() - DAY) : null,
        createdAt,
        updatedAt: createdAt,
      },
    });
    // The announcement of the events published in the last fortnight (its link set once the event has its id); a
    // series is announced once, as publishing it does.
    const announced = !!p.series && notes.some((n) => n.type === 'eventPublished' && n.params.title === p.title);
    if (status !== 'draft' && !announced && now.getTime() - createdAt.getTime() < 14 * DAY) {
      const announcement: DemoNotification = {
        type: 'eventPublished',
        recipients: audience,
        senderId: publisher,
        url: '/events',
        params: { title: p.title },
        at: createdAt,
      };
      notes.push(announcement);
      rows[rows.length - 1]!.announcement = announcement;
    }
  }
  const inserted = await ctx.tdb
    .insert(
      incubatorEvents,
      rows.map((r) => r.event),
    )
    .returning({ id: incubatorEvents.id });
  rows.forEach((r, i) => {
    const id = inserted[i]!.id;
    for (const n of notes)
      if (n.type === 'eventPublished' && n.url === '' && n.params.title === r.event.title) n.url = `/events/${id}`;
    if (r.event.status === 'cancelled')
      notes.push({
        type: 'eventCancelled',
        recipients: r.attendees.map((a) => a.userId),
        senderId: publisher,
        url: `/events/${id}`,
        params: { title: r.event.title },
        at: r.event.cancelledAt!,
      });
  });
  // A series' dates name its first (the ids exist only now).
  const seriesIds = inserted.filter((_, i) => plansSeries(rows[i]!.event)).map((r) => r.id);
  if (seriesIds.length)
    await ctx.tdb.update(incubatorEvents, { seriesId: seriesIds[0]! }, inArray(incubatorEvents.id, seriesIds));
  await insertChunks(
    ctx,
    eventHosts,
    rows.flatMap((r, i) => r.hosts.map((userId, position) => ({ eventId: inserted[i]!.id, userId, position }))),
  );
  await insertChunks(
    ctx,
    eventAttendees,
    rows.flatMap((r, i) =>
      r.attendees.map((a) => ({
        eventId: inserted[i]!.id,
        userId: a.userId,
        status: a.status,
        registeredAt: new Date(
          Math.min(r.event.startTime.getTime() - DAY, (r.event.createdAt as Date).getTime() + DAY),
        ),
        markedById: a.status === 'ATTENDED' || a.status === 'NO_SHOW' ? (r.hosts[0] ?? publisher) : null,
        markedAt: a.status === 'ATTENDED' || a.status === 'NO_SHOW' ? r.event.endTime : null,
      })),
    ),
  );
}

const plansSeries = (event: Row<typeof incubatorEvents>) => event.title === OFFICE_HOURS && event.recurrence != null;

/** The office hours' weekly rule, from the weekday of its first date in the organisation's zone. */
function seriesRule(start: Date, timeZone: string): RecurrenceRule {
  return {
    frequency: 'WEEKLY',
    interval: 1,
    weekdays: [weekdayCodeOf(calendarDateInTimeZone(start, timeZone))],
    count: OFFICE_HOURS_WEEKS.to - OFFICE_HOURS_WEEKS.from + 1,
    until: null,
  };
}
