// The timeline's reactions to other modules' events: the system posts. Each post carries the event's key, so a
// redelivered event (core/events: at least once) writes no second one.
import { subscribe, type DomainEvents } from '../../core/events/types.ts';
import { createSystemPost, upsertSystemPost } from './timeline.system.ts';

type CoachingEvent = DomainEvents['coaching.sessionScheduled'];

/** One post per coaching session, keyed by the session: scheduling writes it, a change or cancellation refreshes it. */
const coachingPost = (tdb: Parameters<typeof createSystemPost>[0], e: CoachingEvent) =>
  upsertSystemPost(tdb, {
    startupId: e.startupId,
    kind: 'COACHING_SESSION',
    authorId: e.actorId,
    payload: {
      sessionId: e.sessionId,
      name: e.name,
      meetingType: e.meetingType,
      start: e.start,
      end: e.end,
      conferenceLink: e.conferenceLink,
      status: e.status,
      coachNames: e.coachNames,
    },
    eventKey: `coaching-session/${e.sessionId}`,
  });

type InviteEvent = DomainEvents['coaching.inviteSent'];

/** One post per invite, keyed by the invite: sending writes it, the answer refreshes it. */
const invitePost = (tdb: Parameters<typeof createSystemPost>[0], e: InviteEvent) =>
  upsertSystemPost(tdb, {
    startupId: e.startupId,
    kind: 'COACHING_INVITE',
    authorId: e.actorId,
    payload: {
      inviteId: e.inviteId,
      name: e.name,
      times: e.times,
      duration: e.duration,
      status: e.status,
      expires: e.expires,
      invitedBy: e.invitedBy,
      inviteeNames: e.inviteeNames,
      sessionId: e.sessionId,
      acceptedTime: e.acceptedTime,
      location: e.location,
    },
    eventKey: `coaching-invite/${e.inviteId}`,
  });

export const timelineSubscribers = subscribe({
  'metrics.periodOpened': async ({ tdb }, { id, payload: p }) => {
    await createSystemPost(tdb, {
      startupId: p.startupId,
      kind: 'DATA_DUE',
      payload: { periodId: p.periodId, from: p.from, to: p.to, dueDate: p.dueDate },
      eventKey: id,
    });
  },
  'metrics.submitted': async ({ tdb }, { id, payload: e }) => {
    for (const p of e.periods) {
      await createSystemPost(tdb, {
        startupId: e.startupId,
        kind: 'DATA_SUBMITTED',
        authorId: e.submittedById,
        payload: {
          periodId: p.periodId,
          dueDate: p.dueDate,
          from: p.from,
          to: p.to,
          data: p.data,
          editedBy: p.editedBy,
        },
        eventKey: `${id}/${p.periodId}`,
      });
    }
  },
  'categorization.answered': async ({ tdb }, { id, payload: c }) => {
    await createSystemPost(tdb, {
      startupId: c.startupId,
      kind: c.skip ? 'CATEGORIZATION_SKIP' : 'CATEGORIZATION_UPDATE',
      payload: { categorizationId: c.categorizationId, values: c.values, skip: c.skip },
      authorId: c.answeredById,
      eventKey: id,
    });
  },
  'coaching.sessionScheduled': async ({ tdb }, { payload }) => {
    await coachingPost(tdb, payload);
  },
  'coaching.sessionChanged': async ({ tdb }, { payload }) => {
    await coachingPost(tdb, payload);
  },
  'coaching.sessionCancelled': async ({ tdb }, { payload }) => {
    await coachingPost(tdb, payload);
  },
  'coaching.inviteSent': async ({ tdb }, { payload }) => {
    await invitePost(tdb, payload);
  },
  'coaching.inviteAnswered': async ({ tdb }, { payload }) => {
    await invitePost(tdb, payload);
  },
});
