// Mentor matching: the programme's settings, the ranked suggestions for a startup, and the staff's mentors
// management (match, unmatch, capacity). A match is a startup assignment (the assignments module), so the mentor's
// ASSIGNED grants reach the startup from then on.
import {
  MENTOR_REQUEST_SKILLS_MAX,
  MENTOR_SUGGESTIONS_LIMIT,
  isMentorCapacity,
  mentorMatchingValid,
  rankMentors,
} from '@ascent/shared';
import type { MentorMatchingSettingsInput, MentorOverview, MentorSuggestion } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import { forbidden } from '../../core/errors.ts';
import { isUuid } from '../../core/validation.ts';
import { assignToStartup, unassignFromStartup } from '../assignments/assignments.public.ts';
import { Authorizer, reaches } from '../permissions/permissions.service.ts';
import { startupExists } from '../startups/startups.public.ts';
import { findSkillTags } from '../taxonomy/taxonomy.public.ts';
import { managesAll, managesStartup, mentoringError, mentoringViewer } from './mentoring.access.ts';
import { mentorFacts, startupFacts, type MentorFacts } from './mentoring.facts.ts';
import { criterionIn, presentOverviews, presentPerson, presentSettings } from './mentoring.presenter.ts';
import {
  closeRequest,
  listRequests,
  pendingMentorsOf,
  pendingPerMentor,
  readSettings,
  saveSettings,
  setOwnCapacity,
} from './mentoring.repository.ts';

export async function matchingSettings(scope: SignedIn) {
  return presentSettings(await readSettings(scope.tdb));
}

export async function updateMatchingSettings(scope: SignedIn, input: MentorMatchingSettingsInput) {
  const values = {
    criteria: [...new Set(input.criteria.map(criterionIn))],
    capacityPerMentor: input.capacityPerMentor,
    startupsMayRequest: input.startupsMayRequest,
  };
  if (!mentorMatchingValid(values)) throw mentoringError('badSettings');
  await saveSettings(scope.tdb, values);
  return presentSettings(values);
}

/** The skills asked for: at most MENTOR_REQUEST_SKILLS_MAX of the programme's skill tags, by id. */
export async function checkedSkills(tdb: TenantDb, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length > MENTOR_REQUEST_SKILLS_MAX || !unique.every(isUuid)) throw mentoringError('badSkills');
  const found = await findSkillTags(tdb, unique);
  if (found.length !== unique.length) throw mentoringError('badSkills');
  return found;
}

/** The mentor among the programme's mentors, or the refusal. */
export function theMentor(mentors: readonly MentorFacts[], mentorId: string): MentorFacts {
  const mentor = mentors.find((m) => m.id === mentorId);
  if (!mentor) throw mentoringError('notMentor');
  return mentor;
}

export async function suggestions(
  scope: SignedIn,
  startupId: string,
  skillIds: readonly string[],
): Promise<MentorSuggestion[]> {
  const { tdb } = scope;
  const [viewer, settings] = await Promise.all([mentoringViewer(scope), readSettings(tdb)]);
  const founder = viewer.ownStartupIds.has(startupId);
  if (!(await startupExists(tdb, startupId)) || (!founder && !managesStartup(viewer, startupId)))
    throw mentoringError('notYourStartup');
  if (founder && !managesStartup(viewer, startupId) && !settings.startupsMayRequest)
    throw mentoringError('requestsClosed');
  const skills = await checkedSkills(tdb, skillIds);
  const [mentors, startup, pending] = await Promise.all([
    mentorFacts(tdb, settings),
    startupFacts(tdb, startupId),
    pendingMentorsOf(tdb, startupId),
  ]);
  const candidates = mentors.filter((m) => !m.startupIds.includes(startupId));
  const ranked = rankMentors(
    { ...startup, wantedSkillIds: skills.map((s) => s.id) },
    candidates,
    settings.criteria,
  ).slice(0, MENTOR_SUGGESTIONS_LIMIT);
  const names = new Map([...startup.names, ...skills.map((s) => [s.id, s.name] as const)]);
  const byId = new Map(candidates.map((m) => [m.id, m]));
  return ranked.map((r) => {
    const m = byId.get(r.id)!;
    return {
      mentor: presentPerson(m.person),
      score: r.score,
      reasons: r.reasons.map((reason) => ({
        criterion: reason.criterion.toUpperCase() as MentorSuggestion['reasons'][number]['criterion'],
        labels: reason.matched.map((x) => (reason.criterion === 'tags' ? x : (names.get(x) ?? x))),
      })),
      load: m.load,
      capacity: m.capacity,
      requested: pending.has(m.id),
    };
  });
}

async function overviewsFor(scope: SignedIn, only?: string): Promise<MentorOverview[]> {
  const { tdb } = scope;
  const settings = await readSettings(tdb);
  const [mentors, pending, viewReach] = await Promise.all([
    mentorFacts(tdb, settings),
    pendingPerMentor(tdb),
    new Authorizer(tdb, scope.user).reach('STARTUPS:VIEW'),
  ]);
  const shown = only ? mentors.filter((m) => m.id === only) : mentors;
  return presentOverviews(tdb, shown, pending, (id) => reaches(viewReach, id));
}

export async function mentorsOverview(scope: SignedIn): Promise<MentorOverview[]> {
  const viewer = await mentoringViewer(scope);
  if (viewer.manages !== 'all' && viewer.manages.size === 0) throw forbidden();
  return overviewsFor(scope);
}

async function managed(scope: SignedIn, startupId: string, mentorId: string) {
  const viewer = await mentoringViewer(scope);
  if (!managesStartup(viewer, startupId) || !(await startupExists(scope.tdb, startupId)))
    throw mentoringError('notYourStartup');
  const settings = await readSettings(scope.tdb);
  const mentor = theMentor(await mentorFacts(scope.tdb, settings), mentorId);
  return { viewer, mentor };
}

export async function assignMentor(scope: SignedIn, startupId: string, mentorId: string) {
  const { mentor } = await managed(scope, startupId, mentorId);
  if (mentor.startupIds.includes(startupId)) throw mentoringError('alreadyMatched');
  if (mentor.load >= mentor.capacity) throw mentoringError('mentorFull');
  await scope.tdb.transaction(async (tdb) => {
    await assignToStartup(tdb, startupId, mentorId);
    // A request the startup sent this mentor is answered by the match.
    const [waiting] = await listRequests(tdb, { mentorId, status: 'pending' }).then((rows) =>
      rows.filter((r) => r.startupId === startupId),
    );
    if (waiting) await closeRequest(tdb, waiting.id, 'accepted');
  });
  return (await overviewsFor(scope, mentorId))[0]!;
}

export async function unassignMentor(scope: SignedIn, startupId: string, mentorId: string) {
  await managed(scope, startupId, mentorId);
  if (!(await unassignFromStartup(scope.tdb, startupId, mentorId))) throw mentoringError('notMatched');
  return (await overviewsFor(scope, mentorId))[0]!;
}

export async function setMentorCapacity(scope: SignedIn, mentorId: string, capacity: number | null | undefined) {
  const viewer = await mentoringViewer(scope);
  if (!managesAll(viewer)) throw forbidden();
  if (capacity != null && !isMentorCapacity(capacity)) throw mentoringError('badSettings');
  theMentor(await mentorFacts(scope.tdb, await readSettings(scope.tdb)), mentorId);
  await setOwnCapacity(scope.tdb, mentorId, capacity ?? null);
  return (await overviewsFor(scope, mentorId))[0]!;
}
