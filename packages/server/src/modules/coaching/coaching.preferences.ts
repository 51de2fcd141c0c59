// A coach's or mentor's coaching preferences (/account/settings/coaching): topics, industries, hours per month,
// meeting durations and the video provider with its link. Everyone reads and writes only their own.
import { coachingPreferencesValid, type VideoProvider } from '@ascent/shared';
import type { CoachingPreferences, CoachingPreferencesInput } from '../../generated/graphql.ts';
import type { SignedIn } from '../../core/scope.ts';
import { isUuid } from '../../core/validation.ts';
import { findIndustries } from '../taxonomy/taxonomy.public.ts';
import { coachingError } from './coaching.input.ts';
import { findPreferences, savePreferences } from './coaching.repository.ts';
import type { CoachingPreferencesRow } from './coaching.schema.ts';

function present(row: CoachingPreferencesRow | null): CoachingPreferences {
  return {
    topics: row?.topics ?? [],
    industryIds: row?.industryIds ?? [],
    hoursPerMonth: row?.hoursPerMonth ?? null,
    meetingDurations: row?.meetingDurations ?? [],
    videoProvider: (row?.videoProvider as VideoProvider | null) ?? null,
    videoLink: row?.videoLink ?? '',
  };
}

export async function myPreferences(scope: SignedIn): Promise<CoachingPreferences> {
  return present(await findPreferences(scope.tdb, scope.user.id));
}

export async function updateMyPreferences(
  scope: SignedIn,
  input: CoachingPreferencesInput,
): Promise<CoachingPreferences> {
  const values = {
    topics: [...new Set(input.topics.map((t) => t.trim()))],
    industryIds: [...new Set(input.industryIds)],
    hoursPerMonth: input.hoursPerMonth ?? null,
    meetingDurations: [...new Set(input.meetingDurations)].sort((a, b) => a - b),
    videoProvider: input.videoProvider ?? null,
    videoLink: input.videoLink.trim(),
  };
  const industriesOk =
    values.industryIds.every(isUuid) &&
    (await findIndustries(scope.tdb, values.industryIds)).length === values.industryIds.length;
  if (!coachingPreferencesValid(values) || !industriesOk) throw coachingError('badPreferences');
  return present(await savePreferences(scope.tdb, scope.user.id, values));
}
