// Categorisation (spec 02 §4): founders say whether their startup changed; saving sets the startup's
// initialCategorizationComplete and writes a CATEGORIZATION_UPDATE or _SKIP post on its timeline. Categorisations
// open lazily, when pendingDataForm is asked (see docs/decisions.md): the first until the initial one is answered,
// then one per calendar month for startups whose metrics are collected.
import {
  CATEGORIZATION_ANSWER_KEYS,
  categorizationQuestionList,
  isCategorizationAnswer,
  isCategorizationValid,
  type CategorizationAnswer,
  type CategorizationAnswerKey,
  type PendingDataFormType,
} from '@ascent/shared';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import type { SignedIn } from '../../core/scope.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import { firstPendingMetricsPeriod } from '../metrics/metrics.service.ts';
import type { CategorizationRow } from './categorization.schema.ts';
import {
  answerCategorization,
  findCategorization,
  findCategorizationOfPeriod,
  findPendingCategorization,
  findStartupState,
  hasMetricCollections,
  isStartupMember,
  openCategorization,
  type StartupCategorizationState,
} from './categorization.repository.ts';
import { markInitialCategorizationComplete } from '../startups/startups.public.ts';
import { isUuid } from '../../core/validation.ts';

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}.`);

/** The startup, provided the caller is one of its founders or staff with STARTUPS:EDIT on it. */
export async function requireStartupAccess(
  { tdb, user }: SignedIn,
  startupId: string,
): Promise<StartupCategorizationState> {
  if (!isUuid(startupId)) throw notFound('startup');
  const startup = await findStartupState(tdb, startupId);
  if (!startup) throw notFound('startup');
  if (await isStartupMember(tdb, startupId, user.id)) return startup;
  if (await new Authorizer(tdb, user).can('STARTUPS:EDIT', { kind: 'startup', id: startupId })) return startup;
  throw new AppError('FORBIDDEN', 'Only the founders of this startup and the staff who edit it may do this.');
}

async function requireCategorization(
  actor: SignedIn,
  id: string,
): Promise<{ row: CategorizationRow; startup: StartupCategorizationState }> {
  if (!isUuid(id)) throw notFound('categorization');
  const row = await findCategorization(actor.tdb, id);
  if (!row) throw notFound('categorization');
  return { row, startup: await requireStartupAccess(actor, row.startupId) };
}

const presentStartup = (s: StartupCategorizationState) => ({
  _id: s.id,
  initialCategorizationComplete: s.initialCategorizationComplete,
});

export async function categorizationQuestions(actor: SignedIn, id: string) {
  const { row, startup } = await requireCategorization(actor, id);
  const given = new Map(row.answers.map((a) => [a.key, a.value]));
  return {
    id: row.id,
    date: row.periodDate,
    skip: row.skip,
    answered: row.answeredAt !== null,
    startup: presentStartup(startup),
    questions: categorizationQuestionList(actor.user.language).map((q) => ({ ...q, value: given.get(q.key) ?? null })),
  };
}

/** Checks the answers: known keys, yes/no/null, each key once, and every question yes or no unless skipping. */
export function parseCategorizationInput(
  data: readonly { key: string; value?: string | null }[] | null | undefined,
  skip: boolean,
) {
  const answers: Partial<Record<CategorizationAnswerKey, CategorizationAnswer>> = {};
  for (const entry of data ?? []) {
    if (!(CATEGORIZATION_ANSWER_KEYS as readonly string[]).includes(entry.key)) {
      throw new AppError('VALIDATION_FAILED', `"${entry.key}" is not a categorization question.`);
    }
    const value = entry.value ?? null;
    if (!isCategorizationAnswer(value))
      throw new AppError('VALIDATION_FAILED', `The answer to ${entry.key} must be yes, no or empty.`);
    if (entry.key in answers) throw new AppError('VALIDATION_FAILED', `${entry.key} is answered twice.`);
    answers[entry.key as CategorizationAnswerKey] = value;
  }
  if (!isCategorizationValid({ skip: skip ? 'yes' : 'no', answers }, CATEGORIZATION_ANSWER_KEYS)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Answer every question yes or no, or say it is too early to report every month.',
    );
  }
  return CATEGORIZATION_ANSWER_KEYS.map((key) => ({ key, value: answers[key] ?? null }));
}

export async function updateStartupCategorization(
  actor: SignedIn,
  args: { categorizationId: string; data?: readonly { key: string; value?: string | null }[] | null; skip: boolean },
) {
  const { row } = await requireCategorization(actor, args.categorizationId);
  const values = parseCategorizationInput(args.data, args.skip);
  const startup = await actor.tdb.transaction(async (tx) => {
    const answered = await answerCategorization(tx, row.id, {
      answers: values,
      skip: args.skip,
      answeredById: actor.user.id,
      answeredAt: new Date(),
    });
    if (!answered) throw new AppError('CONFLICT', 'This categorization has already been answered.');
    await markInitialCategorizationComplete(tx, row.startupId);
    // The timeline's CATEGORIZATION_UPDATE / _SKIP post answers this event, after the commit.
    await actor.services.events.publish(tx, 'categorization.answered', {
      categorizationId: row.id,
      startupId: row.startupId,
      answeredById: actor.user.id,
      skip: args.skip,
      values,
    });
    return findStartupState(tx, row.startupId);
  });
  return { id: row.id, startup: presentStartup(startup!) };
}

/** The first day of the date's month in UTC, yyyy-MM-dd. */
export function monthStartUtc(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

/** The pending categorisation, opening this month's when it is due. */
async function pendingCategorization(
  tdb: TenantDb,
  startup: StartupCategorizationState,
  now: Date,
): Promise<CategorizationRow | null> {
  const pending = await findPendingCategorization(tdb, startup.id);
  if (pending) return pending;
  const month = monthStartUtc(now);
  const due = !startup.initialCategorizationComplete || (await hasMetricCollections(tdb, startup.id));
  if (!due || (await findCategorizationOfPeriod(tdb, startup.id, month))) return null;
  await openCategorization(tdb, startup.id, month);
  const opened = await findCategorizationOfPeriod(tdb, startup.id, month);
  return opened && opened.answeredAt === null ? opened : null;
}

/** metricsOn: the dataCollection feature; when off no metrics period is due (the form says they are up to date). */
export async function pendingDataForm(actor: SignedIn, startupId: string, now = new Date(), metricsOn = true) {
  const startup = await requireStartupAccess(actor, startupId);
  const categorization = await pendingCategorization(actor.tdb, startup, now);
  let form: { id: string; type: PendingDataFormType; date: string } | null = null;
  if (categorization) {
    form = { id: categorization.id, type: 'CATEGORIZATION', date: categorization.periodDate };
  } else if (metricsOn) {
    const period = await firstPendingMetricsPeriod(actor.tdb, startup.id, now);
    if (period) form = { id: period.id, type: 'METRICS', date: period.dueDate };
  }
  return { startup: presentStartup(startup), pendingDataForm: form };
}
