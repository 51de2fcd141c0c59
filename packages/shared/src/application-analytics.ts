// An intake's analytics (issue 21 §5, /applications/analytics): how far its applications got, how long they stay in
// each review stage, where they came from and how they arrived over the weeks. Computed here from plain rows so the
// server's answer is the tested rule (docs/applications.md, "Analytics").
import type { ApplicationStatus } from './statuses.ts';

export const ANALYTICS_STAGES = ['started', 'submitted', 'reviewed', 'shortlisted', 'accepted'] as const;
export type AnalyticsStage = (typeof ANALYTICS_STAGES)[number];

/** The review stages whose time is measured (an application waits in them for the team). */
export const TIMED_STAGES = [
  'under_review',
  'ready_for_invitation',
  'ready_for_meeting',
  'pending_decision',
] as const satisfies readonly ApplicationStatus[];

const SHORTLIST: readonly string[] = ['ready_for_invitation', 'ready_for_meeting', 'pending_decision', 'accepted'];

export interface AnalyticsApplication {
  readonly id: string;
  readonly status: string;
  readonly createdAt: Date;
  readonly submittedAt: Date | null;
  /** Came through a lead's link. */
  readonly fromLead: boolean;
  /** Has at least one submitted evaluation. */
  readonly reviewed: boolean;
  /** Every status it entered, oldest first (its activities' target statuses). */
  readonly moves: readonly { readonly status: string; readonly at: Date }[];
}

export interface IntakeAnalytics {
  readonly stages: readonly { stage: AnalyticsStage; count: number }[];
  /** Mean days spent in each timed stage, over the applications that entered it; null when none did. */
  readonly timeInStage: readonly { stage: (typeof TIMED_STAGES)[number]; days: number | null; count: number }[];
  readonly sources: { readonly direct: number; readonly lead: number };
  /** Submissions per week (weeks starting on Monday, UTC), oldest first, the last `weeks` weeks. */
  readonly weekly: readonly { weekStart: string; submitted: number }[];
  readonly decisions: { readonly accepted: number; readonly rejected: number; readonly delayRejected: number };
}

const DAY = 86_400_000;

function mondayOf(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

export function intakeAnalytics(apps: readonly AnalyticsApplication[], now: Date, weeks = 16): IntakeAnalytics {
  const reached = (stage: AnalyticsStage, a: AnalyticsApplication): boolean => {
    switch (stage) {
      case 'started':
        return true;
      case 'submitted':
        return a.submittedAt !== null;
      case 'reviewed':
        return a.reviewed;
      case 'shortlisted':
        return SHORTLIST.includes(a.status) || a.moves.some((m) => SHORTLIST.includes(m.status));
      case 'accepted':
        return a.status === 'accepted';
    }
  };
  const spent = new Map<string, number[]>(TIMED_STAGES.map((s) => [s, []]));
  for (const a of apps) {
    a.moves.forEach((m, i) => {
      const list = spent.get(m.status);
      if (!list) return;
      const until = a.moves[i + 1]?.at ?? now;
      list.push(Math.max(0, until.getTime() - m.at.getTime()) / DAY);
    });
  }
  const thisWeek = mondayOf(now).getTime();
  const weekly = Array.from({ length: weeks }, (_, i) => {
    const start = thisWeek - (weeks - 1 - i) * 7 * DAY;
    return {
      weekStart: new Date(start).toISOString().slice(0, 10),
      submitted: apps.filter(
        (a) => a.submittedAt && a.submittedAt.getTime() >= start && a.submittedAt.getTime() < start + 7 * DAY,
      ).length,
    };
  });
  return {
    stages: ANALYTICS_STAGES.map((stage) => ({ stage, count: apps.filter((a) => reached(stage, a)).length })),
    timeInStage: TIMED_STAGES.map((stage) => {
      const list = spent.get(stage)!;
      return {
        stage,
        count: list.length,
        days: list.length ? Math.round((list.reduce((s, d) => s + d, 0) / list.length) * 10) / 10 : null,
      };
    }),
    sources: { direct: apps.filter((a) => !a.fromLead).length, lead: apps.filter((a) => a.fromLead).length },
    weekly,
    decisions: {
      accepted: apps.filter((a) => a.status === 'accepted').length,
      rejected: apps.filter((a) => a.status === 'rejected').length,
      delayRejected: apps.filter((a) => a.status === 'delay_rejected').length,
    },
  };
}
