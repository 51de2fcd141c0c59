// Startups and people into and out of a programme, in bulk (the assignation screen): every id is checked first
// (this organisation's, live, at most PROGRAM_ASSIGN_MAX_ITEMS in all), then everything is written in one
// transaction — a bad id or an archived programme changes nothing. Team members are assigned to the programme
// (and so reach its startups under ASSIGNED grants); founders, applicants and community members join it.
import { isTeamRole, PROGRAM_ASSIGN_MAX_ITEMS, PROGRAM_ERROR_MESSAGES } from '@ascent/shared';
import type { ProgramAssignmentResult, ProgramMembers } from '../../generated/graphql.ts';
import { reasonError } from '../../core/errors.ts';
import { isUuid } from '../../core/validation.ts';
import {
  assignUsersToProgram,
  livePeople,
  programAssigneeLinks,
  programStartupLinks,
  startupsAmong,
  unassignUsersFromProgram,
} from '../assignments/assignments.public.ts';
import { addStartupsToProgram, removeStartupsFromProgram } from '../startups/startups.public.ts';
import { addProgramMembers, findProgramRow, programMemberLinks, removeProgramMembers } from './programs.repository.ts';
import { presentProgram, requireProgram, type ProgramActor } from './programs.service.ts';

interface Selection {
  startupIds: readonly string[];
  userIds: readonly string[];
}

async function checkedSelection(actor: ProgramActor, sel: Selection) {
  const startupIds = [...new Set(sel.startupIds)];
  const userIds = [...new Set(sel.userIds)];
  const total = startupIds.length + userIds.length;
  if (total === 0) throw reasonError('VALIDATION_FAILED', PROGRAM_ERROR_MESSAGES, 'nothingToAssign');
  if (total > PROGRAM_ASSIGN_MAX_ITEMS)
    throw reasonError('VALIDATION_FAILED', PROGRAM_ERROR_MESSAGES, 'tooManyItems', { max: PROGRAM_ASSIGN_MAX_ITEMS });
  const unknown = () => reasonError('VALIDATION_FAILED', PROGRAM_ERROR_MESSAGES, 'unknownItems');
  if (!startupIds.every(isUuid) || !userIds.every(isUuid)) throw unknown();
  const [startups, people] = await Promise.all([startupsAmong(actor.tdb, startupIds), livePeople(actor.tdb, userIds)]);
  if (startups.length !== startupIds.length || people.length !== userIds.length) throw unknown();
  return {
    startupIds,
    team: people.filter((p) => isTeamRole(p.roleType)).map((p) => p.id),
    members: people.filter((p) => !isTeamRole(p.roleType)).map((p) => p.id),
  };
}

export async function assignToProgram(
  actor: ProgramActor,
  programId: string,
  sel: Selection,
): Promise<ProgramAssignmentResult> {
  const program = await requireProgram(actor.tdb, programId);
  if (program.status === 'archived')
    throw reasonError('CONFLICT', PROGRAM_ERROR_MESSAGES, 'archived', { name: program.name });
  const { startupIds, team, members } = await checkedSelection(actor, sel);
  const counts = await actor.tdb.transaction(async (tx) => ({
    startupsChanged: await addStartupsToProgram(tx, programId, startupIds),
    peopleChanged:
      (await assignUsersToProgram(tx, programId, team)) + (await addProgramMembers(tx, programId, members)),
  }));
  return { program: await presentProgram(actor, program), ...counts };
}

/** Takes them out (allowed on an archived programme too: tidying up is not assigning). */
export async function removeFromProgram(
  actor: ProgramActor,
  programId: string,
  sel: Selection,
): Promise<ProgramAssignmentResult> {
  const program = await requireProgram(actor.tdb, programId);
  const { startupIds, team, members } = await checkedSelection(actor, sel);
  const counts = await actor.tdb.transaction(async (tx) => ({
    startupsChanged: await removeStartupsFromProgram(tx, programId, startupIds),
    peopleChanged:
      (await unassignUsersFromProgram(tx, programId, team)) + (await removeProgramMembers(tx, programId, members)),
  }));
  return { program: await presentProgram(actor, (await findProgramRow(actor.tdb, programId)) ?? program), ...counts };
}

export async function programMembersOf(actor: ProgramActor, programId: string): Promise<ProgramMembers> {
  const { tdb } = actor;
  await requireProgram(tdb, programId);
  const [startupLinks, assignees, members] = await Promise.all([
    programStartupLinks(tdb, [programId]),
    programAssigneeLinks(tdb, [programId]),
    programMemberLinks(tdb, [programId]),
  ]);
  const [startups, people] = await Promise.all([
    startupsAmong(
      tdb,
      startupLinks.map((l) => l.startupId),
    ),
    livePeople(tdb, [...new Set([...assignees, ...members].map((l) => l.userId))]),
  ]);
  return {
    startups: startups.map((s) => ({ _id: s.id, name: s.name, avatar: s.logo })),
    people: people.map((p) => ({ _id: p.id, name: `${p.firstName} ${p.lastName}`, avatar: p.avatar })),
  };
}
