import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ERROR_MESSAGES,
  APPLICATION_STATUS_GROUPS,
  APPLICATION_TRANSITIONS,
  canTransition,
  decisionRefusal,
  lockedRoundCount,
  roundDeadline,
  roundOrderRefusal,
  roundsReached,
  roundWindowState,
  slugify,
  statusChangeRefusal,
  statusesOfFilter,
} from './applications.ts';
import { ALL_APPLICATION_STATUSES } from './statuses.ts';
import { parseCalendarDate } from './dates.ts';

describe('transition table', () => {
  it('names every status, and only known statuses', () => {
    expect(Object.keys(APPLICATION_TRANSITIONS).sort()).toEqual([...ALL_APPLICATION_STATUSES].sort());
    for (const targets of Object.values(APPLICATION_TRANSITIONS))
      for (const to of targets) expect(ALL_APPLICATION_STATUSES).toContain(to);
  });

  it('lets a draft out only through submission, and keeps accepted final', () => {
    expect(APPLICATION_TRANSITIONS.draft).toEqual(['under_review']);
    expect(statusChangeRefusal('draft', 'under_review')).toBe('notSubmitted');
    expect(APPLICATION_TRANSITIONS.accepted).toEqual([]);
    expect(statusChangeRefusal('accepted', 'under_review')).toBe('illegalTransition');
  });

  it('leaves decided statuses to decisions', () => {
    expect(statusChangeRefusal('under_review', 'accepted')).toBe('useDecision');
    expect(statusChangeRefusal('under_review', 'pending_decision')).toBeNull();
    expect(statusChangeRefusal('under_review', 'under_review')).toBe('sameStatus');
    expect(statusChangeRefusal('rejected', 'under_review')).toBeNull();
    expect(statusChangeRefusal('rejected', 'pending_decision')).toBe('illegalTransition');
  });

  it('takes decisions on submitted, undecided applications only', () => {
    expect(decisionRefusal('pending_decision', 'accept')).toBeNull();
    expect(decisionRefusal('under_review', 'delay_reject')).toBeNull();
    expect(decisionRefusal('draft', 'reject')).toBe('notSubmitted');
    expect(decisionRefusal('accepted', 'reject')).toBe('alreadyDecided');
    expect(decisionRefusal('delay_rejected', 'accept')).toBe('alreadyDecided');
    expect(canTransition('ready_for_meeting', 'rejected')).toBe(true);
  });
});

describe('groups and filters', () => {
  it('groups as the spec says', () => {
    expect(APPLICATION_STATUS_GROUPS.allPending).toEqual([
      'ready_for_invitation',
      'ready_for_meeting',
      'under_review',
      'pending_decision',
    ]);
    expect(APPLICATION_STATUS_GROUPS.evaluationInProgress).toEqual(['ready_for_invitation', 'ready_for_meeting']);
  });

  it('turns a filter into statuses, status first', () => {
    expect(statusesOfFilter({ status: 'draft', group: 'allPending' })).toEqual(['draft']);
    expect(statusesOfFilter({ group: 'evaluationInProgress' })).toHaveLength(2);
    expect(statusesOfFilter({})).toEqual(ALL_APPLICATION_STATUSES);
  });
});

describe('round window', () => {
  const round = { opensOn: { year: 2026, month: 3, day: 1 }, closesOn: { year: 2026, month: 3, day: 31 } };

  it('closes at the end of the last day in the programme’s time zone', () => {
    // 31 March 23:30 in Tokyo is 14:30 UTC: still open there; 15:30 UTC is past midnight in Tokyo.
    expect(roundWindowState(round, new Date('2026-03-31T14:30:00Z'), 'Asia/Tokyo')).toBe('open');
    expect(roundWindowState(round, new Date('2026-03-31T15:30:00Z'), 'Asia/Tokyo')).toBe('closed');
    // The same instant is still 31 March in New York.
    expect(roundWindowState(round, new Date('2026-03-31T15:30:00Z'), 'America/New_York')).toBe('open');
    expect(roundDeadline(round, 'UTC')?.toISOString()).toBe('2026-03-31T23:59:59.999Z');
  });

  it('is not open before its first day, and always open without dates', () => {
    expect(roundWindowState(round, new Date('2026-02-28T12:00:00Z'), 'UTC')).toBe('notOpen');
    expect(roundWindowState({ opensOn: null, closesOn: null }, new Date(), 'UTC')).toBe('open');
  });

  it('reads real calendar days only', () => {
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate('31/03/2026')).toBeNull();
  });
});

describe('slugs and messages', () => {
  it('makes a public address from a name', () => {
    expect(slugify('Spring Cohort 2026 — Énergie!')).toBe('spring-cohort-2026-energie');
  });

  it('keys every refusal under applications.errors', () => {
    for (const [name, message] of Object.entries(APPLICATION_ERROR_MESSAGES))
      expect(message.key).toBe(`applications.errors.${name}`);
  });
});

describe('reordering rounds', () => {
  it('fixes the rounds applications have reached, and those before them', () => {
    expect(lockedRoundCount(null, 3)).toBe(0);
    // A draft fills the first round: it stays first.
    expect(roundsReached(0, 'draft')).toBe(1);
    expect(lockedRoundCount(roundsReached(0, 'draft'), 3)).toBe(1);
    expect(lockedRoundCount(roundsReached(1, 'under_review'), 3)).toBe(2);
    // A decided application fills no more rounds: only those it submitted stay.
    expect(roundsReached(1, 'accepted')).toBe(1);
    expect(lockedRoundCount(roundsReached(1, 'rejected'), 3)).toBe(1);
    // Every round submitted: nothing moves.
    expect(lockedRoundCount(roundsReached(3, 'under_review'), 3)).toBe(3);
  });

  it('takes each round once, and leaves the locked ones in place', () => {
    const rounds = ['a', 'b', 'c'];
    expect(roundOrderRefusal(rounds, ['c', 'b', 'a'], 0)).toBeNull();
    expect(roundOrderRefusal(rounds, ['a', 'c', 'b'], 1)).toBeNull();
    expect(roundOrderRefusal(rounds, ['b', 'a', 'c'], 1)).toBe('roundsLocked');
    expect(roundOrderRefusal(rounds, ['a', 'b', 'c'], 3)).toBeNull();
    expect(roundOrderRefusal(rounds, ['a', 'b'], 0)).toBe('reorderMismatch');
    expect(roundOrderRefusal(rounds, ['a', 'b', 'b'], 0)).toBe('reorderMismatch');
    expect(roundOrderRefusal(rounds, ['a', 'b', 'c', 'd'], 0)).toBe('reorderMismatch');
    expect(roundOrderRefusal(rounds, ['a', 'b', 'x'], 0)).toBe('reorderMismatch');
  });
});
