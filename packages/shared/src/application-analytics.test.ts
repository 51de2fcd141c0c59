import { describe, expect, it } from 'vitest';
import { intakeAnalytics, type AnalyticsApplication } from './application-analytics.ts';

const now = new Date('2026-11-25T12:00:00Z'); // a Wednesday
const at = (iso: string) => new Date(iso);
const app = (over: Partial<AnalyticsApplication>): AnalyticsApplication => ({
  id: 'x',
  status: 'draft',
  createdAt: at('2026-11-01T00:00:00Z'),
  submittedAt: null,
  fromLead: false,
  reviewed: false,
  moves: [],
  ...over,
});

describe('intake analytics', () => {
  const apps = [
    app({ id: 'draft' }),
    app({
      id: 'waiting',
      status: 'under_review',
      submittedAt: at('2026-11-24T12:00:00Z'),
      moves: [{ status: 'under_review', at: at('2026-11-24T12:00:00Z') }],
    }),
    app({
      id: 'accepted',
      status: 'accepted',
      fromLead: true,
      reviewed: true,
      submittedAt: at('2026-11-10T00:00:00Z'),
      moves: [
        { status: 'under_review', at: at('2026-11-10T00:00:00Z') },
        { status: 'pending_decision', at: at('2026-11-14T00:00:00Z') },
        { status: 'accepted', at: at('2026-11-20T00:00:00Z') },
      ],
    }),
    app({
      id: 'rejected',
      status: 'rejected',
      reviewed: true,
      submittedAt: at('2026-11-11T00:00:00Z'),
      moves: [
        { status: 'under_review', at: at('2026-11-11T00:00:00Z') },
        { status: 'rejected', at: at('2026-11-13T00:00:00Z') },
      ],
    }),
  ];
  const out = intakeAnalytics(apps, now, 4);

  it('counts how far the applications got', () => {
    expect(out.stages).toEqual([
      { stage: 'started', count: 4 },
      { stage: 'submitted', count: 3 },
      { stage: 'reviewed', count: 2 },
      { stage: 'shortlisted', count: 1 },
      { stage: 'accepted', count: 1 },
    ]);
  });

  it('measures the mean days in each review stage, the current one up to now', () => {
    const days = Object.fromEntries(out.timeInStage.map((t) => [t.stage, t.days]));
    // 4 days, 2 days and 1 day (still waiting) in under_review; 6 days in pending_decision.
    expect(days).toEqual({
      under_review: Math.round((7 / 3) * 10) / 10,
      ready_for_invitation: null,
      ready_for_meeting: null,
      pending_decision: 6,
    });
  });

  it('splits sources, decisions and weekly submissions', () => {
    expect(out.sources).toEqual({ direct: 3, lead: 1 });
    expect(out.decisions).toEqual({ accepted: 1, rejected: 1, delayRejected: 0 });
    expect(out.weekly).toEqual([
      { weekStart: '2026-11-02', submitted: 0 },
      { weekStart: '2026-11-09', submitted: 2 },
      { weekStart: '2026-11-16', submitted: 0 },
      { weekStart: '2026-11-23', submitted: 1 },
    ]);
  });
});
