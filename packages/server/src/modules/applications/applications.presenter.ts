// Rows to the applications API's answers.
import { parseCalendarDate, roundDeadline, roundWindowState, type ApplicationStatus } from '@ascent/shared';
import type { ApplicationListItem, ApplicationPerson, Funnel, FunnelRound } from '../../generated/graphql.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import type { MemberRow } from './applications.repository.ts';
import type { ApplicationRow, FunnelRoundRow, FunnelRow } from './applications.schema.ts';

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export function windowOf(round: Pick<FunnelRoundRow, 'opensOn' | 'closesOn'>) {
  return {
    opensOn: round.opensOn ? parseCalendarDate(round.opensOn) : null,
    closesOn: round.closesOn ? parseCalendarDate(round.closesOn) : null,
  };
}

export function presentRound(
  round: FunnelRoundRow,
  timeZone: string,
  formTitles: ReadonlyMap<string, string>,
  now = new Date(),
): FunnelRound {
  const window = windowOf(round);
  return {
    _id: round.id,
    position: round.position,
    name: round.name,
    formId: round.formId,
    formTitle: formTitles.get(round.formId) ?? '',
    evaluationFormId: round.evaluationFormId,
    opensOn: round.opensOn,
    closesOn: round.closesOn,
    deadline: iso(roundDeadline(window, timeZone)),
    state: roundWindowState(window, now, timeZone),
  };
}

export interface FunnelContext {
  rounds: FunnelRoundRow[];
  timeZone: string;
  programName: string | null;
  formTitles: ReadonlyMap<string, string>;
  applicationCount: number;
  /** How many leading rounds keep their place (lockedRoundCount and roundsReached of @ascent/shared). */
  lockedRounds: number;
}

export function presentFunnel(row: FunnelRow, c: FunnelContext): Funnel {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    programId: row.programId,
    programName: c.programName,
    timezone: c.timeZone,
    publishingState: row.publishingState as Funnel['publishingState'],
    publishingError: row.publishingError,
    publishedAt: iso(row.publishedAt),
    rejectionDelayDays: row.rejectionDelayDays,
    rounds: c.rounds.map((r) => presentRound(r, c.timeZone, c.formTitles)),
    applicationCount: c.applicationCount,
    lockedRounds: c.lockedRounds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentPerson = (m: Pick<MemberRow, 'userId' | 'firstName' | 'lastName'>): ApplicationPerson => ({
  _id: m.userId,
  fullName: fullNameOf(m),
});

export function presentListItem(
  row: ApplicationRow,
  funnel: { name: string; roundCount: number },
  members: readonly MemberRow[],
): ApplicationListItem {
  return {
    _id: row.id,
    name: row.name,
    status: row.status as ApplicationStatus,
    funnelId: row.funnelId,
    funnelName: funnel.name,
    members: members.map(presentPerson),
    roundsSubmitted: row.roundsSubmitted,
    roundCount: funnel.roundCount,
    submittedAt: iso(row.submittedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}
