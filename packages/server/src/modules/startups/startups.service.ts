// The startup management operations: create, edit the company profile, archive and restore, programmes, founders,
// team assignments. Every write checks the tenant (the startup and whatever it names must be this organisation's)
// and the caller's right on that startup (startups.access.ts); bad input is refused before anything is stored.
import {
  FOUNDER_SIDE_ROLES,
  isTeamRole,
  normalizeWebLink,
  STARTUP_LINK_FIELDS,
  validateStartupProfile,
  type StartupProfileInput,
} from '@ascent/shared';
import type { StartupFile, StartupInput } from '../../generated/graphql.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { AppError } from '../../core/errors.ts';
import { addStartupMember } from './startups.repository.ts';
import { isFeatureOn } from '../features/features.service.ts';
import { findIndustries, findStartupTags } from '../taxonomy/taxonomy.public.ts';
import { StartupAccess } from './startups.access.ts';
import {
  currentProgramIds,
  existingProgramIds,
  findUserWithRole,
  insertStartup,
  loadStartupFile,
  removeStartupMember,
  replaceStartupIndustries,
  replaceStartupPrograms,
  replaceStartupTags,
  updateStartupRow,
  type StartupFields,
} from './startup-file.repository.ts';
import { assignToStartup, unassignFromStartup } from '../assignments/assignments.public.ts';
import { isUuid } from '../../core/validation.ts';
import type { SignedIn } from '../../core/scope.ts';

const PROFILE_KEYS = [
  'name',
  'logo',
  'description',
  'website',
  'linkedin',
  'twitter',
  'facebook',
  'foundedYear',
  'country',
  'city',
  'stage',
  'employeeCount',
] as const;

/** The stored columns from the input: absent fields left out, "" and null cleared, links normalised. */
export function profileFields(input: StartupInput, now = new Date()): StartupFields {
  const errors = validateStartupProfile(input as StartupProfileInput, now);
  const first = Object.entries(errors)[0];
  if (first)
    throw new AppError('VALIDATION_FAILED', `${first[0]}: ${first[1]!.defaultMessage}`, {
      field: first[0],
      key: first[1]!.key,
    });
  const out: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      out[key] =
        trimmed === ''
          ? null
          : (STARTUP_LINK_FIELDS as readonly string[]).includes(key)
            ? normalizeWebLink(trimmed)
            : trimmed;
    } else out[key] = value;
  }
  if ('logo' in out && typeof out.logo === 'string' && !/^(https?:\/\/|\/(?!\/))/.test(out.logo))
    throw new AppError('VALIDATION_FAILED', 'logo: not an image address', { field: 'logo' });
  return out as StartupFields;
}

async function checkTaxonomy(tdb: TenantDb, input: StartupInput): Promise<void> {
  for (const [field, ids, find] of [
    ['tagIds', input.tagIds, findStartupTags],
    ['industryIds', input.industryIds, findIndustries],
  ] as const) {
    if (!ids) continue;
    const unique = [...new Set(ids)];
    if (unique.some((i) => !isUuid(i)) || (await find(tdb, unique)).length !== unique.length) {
      throw new AppError('VALIDATION_FAILED', `${field}: not all of them are this organisation's.`, { field });
    }
  }
}

async function file(tdb: TenantDb, access: StartupAccess, id: string): Promise<StartupFile> {
  const data = await loadStartupFile(tdb, id);
  if (!data) throw new AppError('NOT_FOUND', 'No such startup.');
  const r = data.row;
  return {
    _id: r.id,
    name: r.name,
    logo: r.logo,
    description: r.description,
    website: r.website,
    linkedin: r.linkedin,
    twitter: r.twitter,
    facebook: r.facebook,
    foundedYear: r.foundedYear,
    country: r.country,
    city: r.city,
    stage: r.stage as StartupFile['stage'],
    employeeCount: r.employeeCount,
    status: r.status as StartupFile['status'],
    archivedAt: r.archivedAt?.toISOString() ?? null,
    programs: data.programs.map((p) => ({ _id: p.id, name: p.name })),
    people: data.people.map((p) => ({ _id: p.id, fullName: p.fullName, avatar: p.avatar })),
    staff: data.staff.map((p) => ({ _id: p.id, fullName: p.fullName, avatar: p.avatar })),
    tags: data.tags.map((t) => ({
      _id: t.id,
      name: t.name,
      category: t.category as never,
      color: t.color,
      startupCount: 0,
      kind: 'startup' as never,
      position: t.position,
    })),
    industries: data.industries.map((i) => ({ _id: i.id, name: i.name, startupCount: 0, position: i.position })),
    canManage: await access.canManage(id),
    canEditProfile: await access.canEditProfile(id),
  };
}

export async function getStartupFile({ tdb, user }: SignedIn, id: string): Promise<StartupFile> {
  const access = new StartupAccess(tdb, user);
  await access.require(id, 'view');
  return file(tdb, access, id);
}

export async function createStartup({ tdb, user }: SignedIn, input: StartupInput): Promise<StartupFile> {
  if (input.name == null) throw new AppError('VALIDATION_FAILED', 'name: Name is a required field', { field: 'name' });
  const fields = profileFields(input);
  await checkTaxonomy(tdb, input);
  const id = await tdb.transaction(async (tx) => {
    const newId = await insertStartup(tx, { ...fields, name: fields.name! });
    if (input.tagIds) await replaceStartupTags(tx, newId, [...new Set(input.tagIds)]);
    if (input.industryIds) await replaceStartupIndustries(tx, newId, [...new Set(input.industryIds)]);
    return newId;
  });
  return file(tdb, new StartupAccess(tdb, user), id);
}

export async function updateStartup(scope: SignedIn, id: string, input: StartupInput): Promise<StartupFile> {
  const { tdb, user } = scope;
  const access = new StartupAccess(tdb, user);
  await access.require(id, 'profile');
  // A founder sets their startup's tags and industries only where the organisation has startupTaxonomyEditable on.
  if (
    (input.tagIds != null || input.industryIds != null) &&
    !(await access.canManage(id)) &&
    !(await isFeatureOn(scope.services, scope.tenant, 'startupTaxonomyEditable'))
  ) {
    throw new AppError('FORBIDDEN', 'Only the programme team sets tags and industries.', {
      permission: 'STARTUPS:EDIT',
    });
  }
  const fields = profileFields(input);
  await checkTaxonomy(tdb, input);
  await tdb.transaction(async (tx) => {
    if (Object.keys(fields).length) await updateStartupRow(tx, id, fields);
    if (input.tagIds) await replaceStartupTags(tx, id, [...new Set(input.tagIds)]);
    if (input.industryIds) await replaceStartupIndustries(tx, id, [...new Set(input.industryIds)]);
  });
  return file(tdb, access, id);
}

export async function setStartupStatus(
  { tdb, user }: SignedIn,
  id: string,
  status: 'active' | 'archived',
): Promise<StartupFile> {
  const access = new StartupAccess(tdb, user);
  await access.require(id, 'manage');
  await updateStartupRow(tdb, id, { status, archivedAt: status === 'archived' ? new Date() : null });
  return file(tdb, access, id);
}

export async function setStartupPrograms(
  { tdb, user }: SignedIn,
  id: string,
  programIds: readonly string[],
): Promise<StartupFile> {
  const access = new StartupAccess(tdb, user);
  await access.require(id, 'manage');
  const unique = [...new Set(programIds)];
  // An archived programme the startup is already in may stay; it cannot be added.
  const [known, current] = await Promise.all([
    existingProgramIds(tdb, unique.filter(isUuid)),
    currentProgramIds(tdb, id),
  ]);
  if (unique.some((p) => !known.has(p) && !current.has(p)))
    throw new AppError('VALIDATION_FAILED', 'programIds: not all of them are this organisation’s programmes.', {
      field: 'programIds',
    });
  await tdb.transaction((tx) => replaceStartupPrograms(tx, id, unique));
  return file(tdb, access, id);
}

async function requireUser(tdb: TenantDb, userId: string, accept: (roleType: string) => boolean, what: string) {
  const target = isUuid(userId) ? await findUserWithRole(tdb, userId) : null;
  if (!target) throw new AppError('NOT_FOUND', 'No such user.');
  if (!accept(target.roleType))
    throw new AppError('VALIDATION_FAILED', `This user cannot be ${what}.`, { field: 'userId' });
}

export async function changeFounder(
  { tdb, user }: SignedIn,
  id: string,
  userId: string,
  add: boolean,
): Promise<StartupFile> {
  const access = new StartupAccess(tdb, user);
  await access.require(id, 'manage');
  if (add) {
    await requireUser(tdb, userId, (t) => (FOUNDER_SIDE_ROLES as readonly string[]).includes(t), 'a founder');
    await addStartupMember(tdb, id, userId);
  } else if (!isUuid(userId) || !(await removeStartupMember(tdb, id, userId)))
    throw new AppError('NOT_FOUND', 'This user is not a founder of the startup.');
  return file(tdb, access, id);
}

export async function changeStartupAssignment(
  { tdb, user }: SignedIn,
  id: string,
  userId: string,
  add: boolean,
): Promise<StartupFile> {
  const access = new StartupAccess(tdb, user);
  await access.require(id, 'manage');
  if (add) {
    await requireUser(tdb, userId, isTeamRole, 'assigned');
    await assignToStartup(tdb, id, userId);
  } else if (!isUuid(userId) || !(await unassignFromStartup(tdb, id, userId)))
    throw new AppError('NOT_FOUND', 'This user is not assigned to the startup.');
  return file(tdb, access, id);
}

export { requireUser as requireTenantUser };
