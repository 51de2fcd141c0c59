// Programme management (issue 17 item 1): create, edit, archive and restore, with the programme's administrators.
// The creator becomes an administrator (spec 01 §6). Every input is checked before anything is stored; a name is
// unique in the organisation whatever its case. Assignment of startups and people: programs.assign.ts.
import {
  isTeamRole,
  PROGRAM_ERROR_MESSAGES,
  PROGRAM_LIMITS,
  programSlug,
  validateProgramForm,
  type ProgramErrorReason,
} from '@ascent/shared';
import type { Program, ProgramInput } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { isUniqueViolation } from '../../core/db/unique-violation.ts';
import { AppError, reasonError } from '../../core/errors.ts';
import { findAttachment } from '../attachments/attachments.public.ts';
import { publicFileUrl } from '../attachments/attachments.service.ts';
import { IMAGE_TYPES } from '../attachments/file-types.ts';
import type { AuthUser } from '../../core/identity.ts';
import { isUuid } from '../../core/validation.ts';
import {
  livePeople,
  programAssigneeLinks,
  programStartupLinks,
  setProgramAdmins,
} from '../assignments/assignments.public.ts';
import { Authorizer } from '../permissions/permissions.service.ts';
import {
  findProgramRow,
  insertProgram,
  listProgramRows,
  nameTaken,
  programMemberLinks,
  slugsLike,
  updateProgramRow,
  type ProgramFields,
} from './programs.repository.ts';
import type { ProgramRow } from './programs.schema.ts';

export interface ProgramActor {
  tdb: TenantDb;
  user: Pick<AuthUser, 'id' | 'rolePermissions'>;
}

export const programNotFound = () => reasonError('NOT_FOUND', PROGRAM_ERROR_MESSAGES, 'notFound');

const fieldError = (field: string, reason: ProgramErrorReason) =>
  reasonError('VALIDATION_FAILED', PROGRAM_ERROR_MESSAGES, reason, undefined, {
    field,
    fields: { [field]: reason },
  });

/** The stored columns of a form: absent fields left out, "" and null cleared (the name is never cleared). */
function fieldsOf(input: ProgramInput, creating: boolean): ProgramFields {
  const errors = validateProgramForm(input, creating);
  const first = Object.entries(errors)[0];
  if (first) throw fieldError(first[0], first[1]);
  const out: ProgramFields = {};
  if (input.name != null) out.name = input.name.trim();
  const optional = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
  if (input.description !== undefined) out.description = optional(input.description);
  if (input.startsOn !== undefined) out.startsOn = optional(input.startsOn);
  if (input.endsOn !== undefined) out.endsOn = optional(input.endsOn);
  if (input.timezone !== undefined) out.timezone = optional(input.timezone);
  return out;
}

/** The administrators named by a form: live team members of this organisation, at most PROGRAM_LIMITS.admins. */
async function checkedAdmins(tdb: TenantDb, adminIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(adminIds)];
  if (ids.length > PROGRAM_LIMITS.admins || !ids.every(isUuid)) throw fieldError('adminIds', 'admin');
  const people = await livePeople(tdb, ids);
  if (people.length !== ids.length || !people.every((p) => isTeamRole(p.roleType)))
    throw fieldError('adminIds', 'admin');
  return ids;
}

async function freeSlug(tdb: TenantDb, name: string): Promise<string> {
  const base = programSlug(name);
  const used = await slugsLike(tdb, base);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

const nameTakenError = (name: string) => reasonError('CONFLICT', PROGRAM_ERROR_MESSAGES, 'nameTaken', { name });

/** Presents programmes with their counts and administrators: four queries whatever the number. */
export async function presentPrograms(actor: ProgramActor, rows: readonly ProgramRow[]): Promise<Program[]> {
  const { tdb } = actor;
  const ids = rows.map((r) => r.id);
  const [startups, assignees, members] = await Promise.all([
    programStartupLinks(tdb, ids),
    programAssigneeLinks(tdb, ids),
    programMemberLinks(tdb, ids),
  ]);
  const adminIds = [...new Set(assignees.filter((a) => a.isAdmin).map((a) => a.userId))];
  const people = new Map((await livePeople(tdb, adminIds)).map((p) => [p.id, p]));
  const authz = new Authorizer(tdb, actor.user);
  return Promise.all(
    rows.map(async (r) => {
      const own = <T extends { programId: string }>(list: T[]) => list.filter((l) => l.programId === r.id);
      const persons = new Set([...own(assignees), ...own(members)].map((l) => l.userId));
      const admins = own(assignees)
        .filter((a) => a.isAdmin && people.has(a.userId))
        .map((a) => people.get(a.userId)!)
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
      return {
        _id: r.id,
        slug: r.slug,
        name: r.name,
        description: r.description,
        startsOn: r.startsOn,
        endsOn: r.endsOn,
        timezone: r.timezone,
        cover: r.cover,
        status: r.status === 'archived' ? ('archived' as const) : ('active' as const),
        archivedAt: r.archivedAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        admins: admins.map((p) => ({ _id: p.id, fullName: `${p.firstName} ${p.lastName}`, avatar: p.avatar })),
        startupCount: own(startups).length,
        peopleCount: persons.size,
        canEdit: await authz.can('PROGRAMS:EDIT', { kind: 'program', id: r.id }),
      };
    }),
  );
}

export async function presentProgram(actor: ProgramActor, row: ProgramRow): Promise<Program> {
  return (await presentPrograms(actor, [row]))[0]!;
}

export async function listProgramsOverview(actor: ProgramActor, includeArchived: boolean): Promise<Program[]> {
  return presentPrograms(actor, await listProgramRows(actor.tdb, includeArchived));
}

export async function getProgram(actor: ProgramActor, id: string): Promise<Program | null> {
  const row = isUuid(id) ? await findProgramRow(actor.tdb, id) : null;
  return row ? presentProgram(actor, row) : null;
}

/** The programme if it is this organisation's, else NOT_FOUND (the same answer for another tenant's id). */
export async function requireProgram(tdb: TenantDb, id: string): Promise<ProgramRow> {
  const row = isUuid(id) ? await findProgramRow(tdb, id) : null;
  if (!row) throw programNotFound();
  return row;
}

export async function createProgram(actor: ProgramActor, input: ProgramInput): Promise<Program> {
  const { tdb, user } = actor;
  const fields = fieldsOf(input, true);
  const admins = await checkedAdmins(tdb, [user.id, ...(input.adminIds ?? [])]);
  const name = fields.name!;
  if (await nameTaken(tdb, name)) throw nameTakenError(name);
  try {
    const row = await tdb.transaction(async (tx) => {
      const created = await insertProgram(tx, {
        ...fields,
        name,
        slug: await freeSlug(tx, name),
        createdById: user.id,
      });
      await setProgramAdmins(tx, created.id, admins);
      return created;
    });
    return presentProgram(actor, row);
  } catch (err) {
    // Two requests with one name at once: the unique index decides.
    if (isUniqueViolation(err, 'programs_incubator_name_key')) throw nameTakenError(name);
    throw err;
  }
}

export async function updateProgram(actor: ProgramActor, id: string, input: ProgramInput): Promise<Program> {
  const { tdb } = actor;
  const row = await requireProgram(tdb, id);
  const fields = fieldsOf(input, false);
  const start = fields.startsOn !== undefined ? fields.startsOn : row.startsOn;
  const end = fields.endsOn !== undefined ? fields.endsOn : row.endsOn;
  if (start && end && end < start) throw fieldError('endsOn', 'endBeforeStart');
  const admins = input.adminIds != null ? await checkedAdmins(tdb, input.adminIds) : null;
  if (fields.name && (await nameTaken(tdb, fields.name, id))) throw nameTakenError(fields.name);
  try {
    await tdb.transaction(async (tx) => {
      await updateProgramRow(tx, id, fields);
      if (admins) await setProgramAdmins(tx, id, admins);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'programs_incubator_name_key')) throw nameTakenError(fields.name ?? row.name);
    throw err;
  }
  return presentProgram(actor, (await findProgramRow(tdb, id))!);
}

/** Archives or restores; doing it twice changes nothing. */
export async function setProgramStatus(
  actor: ProgramActor,
  id: string,
  status: 'active' | 'archived',
): Promise<Program> {
  const row = await requireProgram(actor.tdb, id);
  if (row.status !== status)
    await updateProgramRow(actor.tdb, id, { status, archivedAt: status === 'archived' ? new Date() : null });
  return presentProgram(actor, (await findProgramRow(actor.tdb, id))!);
}

/** The programme's cover: an image uploaded for this programme (reference "program"), or none. */
export async function setProgramCover(actor: ProgramActor, id: string, attachmentId: string | null | undefined) {
  const row = await requireProgram(actor.tdb, id);
  let cover: string | null = null;
  if (attachmentId) {
    const att = isUuid(attachmentId) ? await findAttachment(actor.tdb, attachmentId) : null;
    if (!att || att.referenceType !== 'program' || att.referenceId !== row.id)
      throw new AppError('NOT_FOUND', 'No such image of this programme.');
    // SVG can carry script; a cover is a raster image.
    if (!IMAGE_TYPES.has(att.fileType) || att.fileType === 'image/svg+xml')
      throw new AppError('VALIDATION_FAILED', 'A cover must be a PNG, JPEG, GIF or WebP image.', {
        fields: ['attachmentId'],
      });
    cover = publicFileUrl(att.id);
  }
  await updateProgramRow(actor.tdb, row.id, { cover });
  return presentProgram(actor, (await findProgramRow(actor.tdb, row.id))!);
}
