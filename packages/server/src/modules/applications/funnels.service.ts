// Funnels (programme intakes) and their ordered rounds: staff build them, publish them, and the public page shows them.
import {
  APPLICATION_LIMITS,
  formCanScore,
  lockedRoundCount,
  roundDeadline,
  roundOrderRefusal,
  roundWindowState,
} from '@ascent/shared';
import type { Funnel, FunnelInput, FunnelRoundInput, PublicFunnel } from '../../generated/graphql.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { Scope, SignedIn } from '../../core/scope.ts';
import { forbidden } from '../../core/errors.ts';
import { isUuid } from '../../core/validation.ts';
import { formSummary, publishedForm } from '../forms/forms.public.ts';
import { Authorizer, reachIds } from '../permissions/permissions.service.ts';
import { findProgramZone } from '../programs/programs.public.ts';
import { reviewError } from './application-reviews.access.ts';
import { applicationError, funnelValues, roundValues } from './applications.input.ts';
import { iso, presentFunnel, windowOf } from './applications.presenter.ts';
import {
  applicationCounts,
  findFunnel,
  findFunnelBySlug,
  insertFunnel,
  insertRound,
  listFunnelRows,
  listRounds,
  updateFunnelRow,
  updateRound,
} from './applications.repository.ts';
import type { FunnelRow } from './applications.schema.ts';
import { furthestReach, setRoundPositions } from './funnel-order.repository.ts';

/** The deadlines' zone and the programme's name: the programme's zone, else the organisation's. */
export async function funnelZone(
  scope: Scope,
  funnel: Pick<FunnelRow, 'programId'>,
): Promise<{ timeZone: string; programName: string | null }> {
  const program = funnel.programId ? await findProgramZone(scope.tdb, funnel.programId) : null;
  return { timeZone: program?.timezone || scope.tenant.timezone || 'UTC', programName: program?.name ?? null };
}

async function present(scope: Scope, rows: readonly FunnelRow[]): Promise<Funnel[]> {
  const ids = rows.map((r) => r.id);
  const [rounds, counts, progress] = await Promise.all([
    listRounds(scope.tdb, ids),
    applicationCounts(scope.tdb, ids),
    furthestReach(scope.tdb, ids),
  ]);
  const formIds = [...new Set(rounds.map((r) => r.formId))];
  const titles = new Map<string, string>();
  for (const id of formIds) {
    const form = await formSummary(scope.tdb, id);
    if (form) titles.set(id, form.title);
  }
  const out: Funnel[] = [];
  for (const row of rows) {
    const zone = await funnelZone(scope, row);
    const own = rounds.filter((r) => r.funnelId === row.id);
    out.push(
      presentFunnel(row, {
        rounds: own,
        timeZone: zone.timeZone,
        programName: zone.programName,
        formTitles: titles,
        applicationCount: counts.get(row.id) ?? 0,
        lockedRounds: lockedRoundCount(progress.get(row.id) ?? null, own.length),
      }),
    );
  }
  return out;
}

/** A funnel the caller may build (FUNNELS:EDIT on it); unknown and unreachable ones are not found alike. */
async function editable(scope: SignedIn, id: string, lock = false): Promise<FunnelRow> {
  const funnel = isUuid(id) ? await findFunnel(scope.tdb, id, lock) : null;
  if (!funnel || !(await new Authorizer(scope.tdb, scope.user).can('FUNNELS:EDIT', { kind: 'funnel', id })))
    throw applicationError('funnelNotFound');
  return funnel;
}

export async function listFunnels(scope: SignedIn): Promise<Funnel[]> {
  const reach = await new Authorizer(scope.tdb, scope.user).reach('FUNNELS:EDIT');
  return present(scope, await listFunnelRows(scope.tdb, reachIds(reach) ?? null));
}

export async function getFunnel(scope: SignedIn, id: string): Promise<Funnel> {
  return (await present(scope, [await editable(scope, id)]))[0]!;
}

async function checkProgram(tdb: TenantDb, programId: string | null): Promise<void> {
  if (programId && (!isUuid(programId) || !(await findProgramZone(tdb, programId))))
    throw applicationError('funnelNotFound', undefined, { field: 'programId' });
}

async function saving<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'funnels_slug_key')) throw applicationError('slugTaken', undefined, { field: 'slug' });
    throw err;
  }
}

export async function createFunnel(scope: SignedIn, input: FunnelInput): Promise<Funnel> {
  if (!(await new Authorizer(scope.tdb, scope.user).can('FUNNELS:EDIT'))) throw forbidden();
  const values = funnelValues(input);
  await checkProgram(scope.tdb, values.programId);
  const row = await saving(() => insertFunnel(scope.tdb, { ...values, createdById: scope.user.id }));
  return (await present(scope, [row]))[0]!;
}

export async function updateFunnel(scope: SignedIn, id: string, input: FunnelInput): Promise<Funnel> {
  await editable(scope, id);
  const values = funnelValues(input);
  await checkProgram(scope.tdb, values.programId);
  await saving(() => updateFunnelRow(scope.tdb, id, values));
  return getFunnel(scope, id);
}

async function checkRoundForms(tdb: TenantDb, formId: string, evaluationFormId: string | null): Promise<void> {
  const form = await formSummary(tdb, formId);
  if (!form || form.status === 'archived' || form.purpose !== 'application_round')
    throw applicationError('formNotUsable', undefined, { field: 'formId' });
  if (evaluationFormId) {
    const evaluation = await formSummary(tdb, evaluationFormId);
    if (!evaluation || evaluation.status === 'archived' || evaluation.purpose !== 'evaluation')
      throw applicationError('formNotUsable', undefined, { field: 'evaluationFormId' });
    // A published scoring form must be able to score (a draft is checked when evaluators answer it).
    const published = await publishedForm(tdb, evaluationFormId);
    if (published && !formCanScore(published.rules))
      throw reviewError('formCannotScore', undefined, { field: 'evaluationFormId' });
  }
}

export async function upsertFunnelStage(scope: SignedIn, funnelId: string, input: FunnelRoundInput): Promise<Funnel> {
  const values = roundValues(input);
  await scope.tdb.transaction(async (tx) => {
    const txScope = { ...scope, tdb: tx };
    await editable(txScope, funnelId, true);
    await checkRoundForms(tx, values.formId, values.evaluationFormId);
    const rounds = await listRounds(tx, [funnelId]);
    if (input.id) {
      if (!rounds.some((r) => r.id === input.id)) throw applicationError('roundNotFound');
      await updateRound(tx, input.id, values);
    } else {
      if (rounds.length >= APPLICATION_LIMITS.maxRounds)
        throw applicationError('tooManyRounds', { max: APPLICATION_LIMITS.maxRounds });
      await insertRound(tx, funnelId, rounds.length, values);
    }
    await updateFunnelRow(tx, funnelId, {});
  });
  return getFunnel(scope, funnelId);
}

/**
 * A new order of the funnel's rounds (docs/applications.md, "Reordering rounds"). Under the funnel's row lock, so two
 * builders do not interleave; the applications' progress is read in the same transaction.
 */
export async function reorderFunnelRounds(
  scope: SignedIn,
  funnelId: string,
  roundIds: readonly string[],
): Promise<Funnel> {
  await scope.tdb.transaction(async (tx) => {
    await editable({ ...scope, tdb: tx }, funnelId, true);
    const rounds = await listRounds(tx, [funnelId]);
    const furthest = (await furthestReach(tx, [funnelId])).get(funnelId) ?? null;
    const locked = lockedRoundCount(furthest, rounds.length);
    const current = rounds.map((r) => r.id);
    const refusal = roundOrderRefusal(current, roundIds, locked);
    if (refusal === 'roundsLocked') throw applicationError(refusal, { round: rounds[locked - 1]!.name });
    if (refusal) throw applicationError(refusal, undefined, { field: 'roundIds' });
    await setRoundPositions(tx, funnelId, roundIds);
    await updateFunnelRow(tx, funnelId, {});
  });
  return getFunnel(scope, funnelId);
}

/**
 * Publishing: publishing → success when every round has a published application form, else failure with the
 * reason kept (docs/applications.md). An empty funnel is refused outright (nothing to open).
 */
export async function publishFunnel(scope: SignedIn, id: string): Promise<Funnel> {
  await scope.tdb.transaction(async (tx) => {
    await editable({ ...scope, tdb: tx }, id, true);
    const rounds = await listRounds(tx, [id]);
    if (rounds.length === 0) throw applicationError('noRounds');
    await updateFunnelRow(tx, id, { publishingState: 'publishing', publishingError: null });
    const unusable = [];
    for (const round of rounds) if (!(await publishedForm(tx, round.formId))) unusable.push(round.name);
    await updateFunnelRow(
      tx,
      id,
      unusable.length
        ? { publishingState: 'failure', publishingError: unusable.join(', ') }
        : { publishingState: 'success', publishedAt: new Date() },
    );
  });
  return getFunnel(scope, id);
}

/** A published funnel by its address (the public page, createApplication); anything else is not found. */
export async function openFunnelBySlug(tdb: TenantDb, slug: string): Promise<FunnelRow> {
  const funnel = slug.length <= APPLICATION_LIMITS.slugMax ? await findFunnelBySlug(tdb, slug) : null;
  if (!funnel || funnel.publishingState !== 'success') throw applicationError('funnelNotFound');
  return funnel;
}

export async function applyFunnel(scope: Scope, slug: string): Promise<PublicFunnel> {
  return publicFunnel(scope, await openFunnelBySlug(scope.tdb, slug));
}

/** The published intakes taking applications or opening later (not those whose first round closed), by deadline. */
export async function applyFunnels(scope: Scope): Promise<PublicFunnel[]> {
  const published = (await listFunnelRows(scope.tdb, null)).filter((f) => f.publishingState === 'success');
  const listed = await Promise.all(published.map((f) => publicFunnel(scope, f)));
  const now = iso(new Date())!;
  return listed
    .filter((f) => f.rounds.length > 0 && (f.open || !f.deadline || f.deadline > now))
    .sort((a, b) => (a.deadline ?? '~').localeCompare(b.deadline ?? '~') || a.name.localeCompare(b.name));
}

async function publicFunnel(scope: Scope, funnel: FunnelRow): Promise<PublicFunnel> {
  const rounds = await listRounds(scope.tdb, [funnel.id]);
  const { timeZone, programName } = await funnelZone(scope, funnel);
  const first = rounds[0];
  const now = new Date();
  return {
    _id: funnel.id,
    name: funnel.name,
    slug: funnel.slug,
    description: funnel.description,
    programName,
    timezone: timeZone,
    deadline: first ? iso(roundDeadline(windowOf(first), timeZone)) : null,
    open: !!first && roundWindowState(windowOf(first), now, timeZone) === 'open',
    rounds: rounds.map((r) => ({
      name: r.name,
      opensOn: r.opensOn,
      closesOn: r.closesOn,
      deadline: iso(roundDeadline(windowOf(r), timeZone)),
    })),
  };
}
