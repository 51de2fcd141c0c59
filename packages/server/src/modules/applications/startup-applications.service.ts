// An application's answers round by round (/application/{id}/form), and the startup file's applications tab (issue 21
// §3): the application an accepted startup came from, with its answers. Its members (the founders) and staff who may
// view the intake's applications read it; for anyone else, and for an unknown startup, the list is empty.
import type { ApplicationStatus } from '@ascent/shared';
import type { ApplicationRoundAnswers, StartupApplication } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { publishedForm } from '../forms/forms.public.ts';
import type { ApplicationRow } from './applications.schema.ts';
import { accessTo, staffCan } from './applications.access.ts';
import { iso } from './applications.presenter.ts';
import {
  applicationsOfStartup,
  listFunnelRows,
  listMembers,
  listRoundAnswers,
  listRounds,
} from './applications.repository.ts';

export async function startupApplications(scope: SignedIn, startupId: string): Promise<StartupApplication[]> {
  if (!isUuid(startupId)) return [];
  const rows = await applicationsOfStartup(scope.tdb, startupId);
  const members = await listMembers(
    scope.tdb,
    rows.map((r) => r.id),
  );
  const out: StartupApplication[] = [];
  for (const row of rows) {
    const isMember = members.some((m) => m.applicationId === row.id && m.userId === scope.user.id);
    if (!isMember && !(await staffCan(scope, 'APPLICATIONS:VIEW', row.funnelId))) continue;
    const [funnel] = await listFunnelRows(scope.tdb, [row.funnelId]);
    const shown = await roundsWithAnswers(scope, row);
    out.push({
      _id: row.id,
      name: row.name,
      funnelName: funnel?.name ?? '',
      status: row.status as ApplicationStatus,
      submittedAt: iso(row.submittedAt),
      decidedAt: iso(row.decidedAt),
      rounds: shown,
    });
  }
  return out;
}

/** The application's submitted rounds with their form's questions and the answers given. */
async function roundsWithAnswers(scope: SignedIn, row: ApplicationRow): Promise<ApplicationRoundAnswers[]> {
  const [rounds, answers] = await Promise.all([
    listRounds(scope.tdb, [row.funnelId]),
    listRoundAnswers(scope.tdb, row.id),
  ]);
  const shown: ApplicationRoundAnswers[] = [];
  for (const round of rounds) {
    const given = answers.find((a) => a.roundId === round.id && a.submittedAt);
    if (!given) continue;
    const form = await publishedForm(scope.tdb, round.formId);
    shown.push({
      roundId: round.id,
      roundName: round.name,
      formTitle: form?.title ?? '',
      questions: form?.questions ?? [],
      answers: JSON.stringify(given.answers),
      submittedAt: iso(given.submittedAt),
    });
  }
  return shown;
}

/** An application's answers (/application/{id}/form): its members and staff who may view it. */
export async function applicationAnswers(scope: SignedIn, applicationId: string): Promise<ApplicationRoundAnswers[]> {
  const { row } = await accessTo(scope, applicationId);
  return roundsWithAnswers(scope, row);
}
