// Who a user may give tasks to, and what an assignee entry stands for. TASK/TASK:CREATE at ALL reaches every
// assignable person, startup and programme; at ASSIGNED (or SELECTED) the startups the user belongs to or is
// assigned to (or was granted), their founders and the staff assigned to them, the user themself, and the
// programmes all of whose startups are among those. A startup entry stands for all its founders, a programme
// entry for all founders of its startups (as they are when the task is saved).
import { TASK_ERROR_MESSAGES, isTaskAssigneeType, type TaskAssigneeType } from '@ascent/shared';
import type { AssigneeOptionGroup } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { reasonError } from '../../core/errors.ts';
import { reachIds, reaches, type Authorizer, type Reach } from '../permissions/permissions.service.ts';
import { fullNameOf } from '../users/users.presenter.ts';
import { allPrograms, allStartups, assignablePeople, foundersOf, programStartups } from './tasks.people.repository.ts';
import { staffAssignedToStartups } from '../assignments/assignments.public.ts';
import type { AssigneeSelection } from './tasks.schema.ts';
import { isUuid } from '../../core/validation.ts';

/** What the user may name, by kind; `all` for everything of the organisation. */
export interface AssigneeReach {
  people: Reach;
  startups: Reach;
  programs: Reach;
}

export async function assigneeReach(tdb: TenantDb, authz: Authorizer): Promise<AssigneeReach> {
  const startupIds = await authz.reach('TASK/TASK:CREATE');
  if (startupIds === 'all') return { people: 'all', startups: 'all', programs: 'all' };
  if (authz.scope('TASK/TASK:CREATE') === 'NONE')
    return { people: new Set(), startups: new Set(), programs: new Set() };
  const list = [...startupIds];
  const [founders, staff, links] = await Promise.all([
    foundersOf(tdb, list),
    staffAssignedToStartups(tdb, list),
    programStartups(tdb),
  ]);
  const byProgram = new Map<string, string[]>();
  for (const l of links) byProgram.set(l.programId, [...(byProgram.get(l.programId) ?? []), l.startupId]);
  const programs = [...byProgram]
    .filter(([, ids]) => ids.length > 0 && ids.every((id) => startupIds.has(id)))
    .map(([id]) => id);
  return {
    people: new Set([authz.user.id, ...founders.map((f) => f.userId), ...staff]),
    startups: startupIds,
    programs: new Set(programs),
  };
}

const GROUP_LABELS: Record<TaskAssigneeType, string> = { user: 'People', startup: 'Startups', program: 'Programmes' };

/** The assigneeOptions answer: people, then startups, then programmes; empty groups left out. */
export async function assigneeOptionGroups(tdb: TenantDb, authz: Authorizer): Promise<AssigneeOptionGroup[]> {
  const reach = await assigneeReach(tdb, authz);
  const [people, startupRows, programRows] = await Promise.all([
    assignablePeople(tdb, reachIds(reach.people)),
    allStartups(tdb, reachIds(reach.startups)),
    allPrograms(tdb, reachIds(reach.programs)),
  ]);
  const groups: AssigneeOptionGroup[] = [
    {
      label: GROUP_LABELS.user,
      type: 'user',
      options: people.map((p) => ({ label: fullNameOf(p), type: 'user', value: p.id })),
    },
    {
      label: GROUP_LABELS.startup,
      type: 'startup',
      options: startupRows.map((s) => ({ label: s.name, type: 'startup', value: s.id })),
    },
    {
      label: GROUP_LABELS.program,
      type: 'program',
      options: programRows.map((p) => ({ label: p.name, type: 'program', value: p.id })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}

const unknownAssignee = () =>
  reasonError('VALIDATION_FAILED', TASK_ERROR_MESSAGES, 'unknownAssignee', undefined, {
    fields: { assignees: 'unknownAssignee' },
  });

/**
 * The people the entries stand for (each once). An entry naming nothing of this organisation (or an archived
 * person) is VALIDATION_FAILED; one the user may not reach is FORBIDDEN; a startup or programme with nobody to
 * assign is VALIDATION_FAILED. Nothing is written here.
 */
export async function resolveAssignees(
  tdb: TenantDb,
  authz: Authorizer,
  entries: readonly AssigneeSelection[],
): Promise<string[]> {
  const byType = (type: TaskAssigneeType) => [...new Set(entries.filter((e) => e.type === type).map((e) => e.value))];
  if (entries.some((e) => !isTaskAssigneeType(e.type) || !isUuid(e.value))) throw unknownAssignee();
  const [userIds, startupIds, programIds] = [byType('user'), byType('startup'), byType('program')];
  const [people, startupRows, programRows] = await Promise.all([
    assignablePeople(tdb, userIds),
    allStartups(tdb, startupIds),
    allPrograms(tdb, programIds),
  ]);
  if (
    people.length !== userIds.length ||
    startupRows.length !== startupIds.length ||
    programRows.length !== programIds.length
  )
    throw unknownAssignee();

  const reach = await assigneeReach(tdb, authz);
  const allowed =
    userIds.every((id) => reaches(reach.people, id)) &&
    startupIds.every((id) => reaches(reach.startups, id)) &&
    programIds.every((id) => reaches(reach.programs, id));
  if (!allowed) throw reasonError('FORBIDDEN', TASK_ERROR_MESSAGES, 'assigneeNotAllowed');

  const links = await programStartups(tdb, programIds);
  const groupStartups = [...new Set([...startupIds, ...links.map((l) => l.startupId)])];
  const founders = await foundersOf(tdb, groupStartups);
  const emptyStartup = startupIds.some((id) => !founders.some((f) => f.startupId === id));
  const emptyProgram = programIds.some(
    (pid) => !links.some((l) => l.programId === pid && founders.some((f) => f.startupId === l.startupId)),
  );
  if (emptyStartup || emptyProgram)
    throw reasonError('VALIDATION_FAILED', TASK_ERROR_MESSAGES, 'emptyGroup', undefined, {
      fields: { assignees: 'emptyGroup' },
    });
  return [...new Set([...userIds, ...founders.map((f) => f.userId)])];
}

/** The startup a selection is about: its one startup entry, when it names exactly one and no programme. */
export function startupOfSelection(entries: readonly AssigneeSelection[]): string | null {
  if (entries.some((e) => e.type === 'program')) return null;
  const startups = [...new Set(entries.filter((e) => e.type === 'startup').map((e) => e.value))];
  return startups.length === 1 ? startups[0]! : null;
}
