// The demo people's profile details (spec 01 §3: locations, work status, country of origin, the team's phone
// numbers) and each demo organisation's profile-field rules (/setup/profile-fields): mentors' skills are not a
// founder's, applicant's or evaluator's field. Nothing is required: the demo people sign in straight to their home
// (a journey that requires a field sets the rule itself). Birthdays and genders are private and left unset.
import { eq, inArray, sql } from 'drizzle-orm';
import type { ProfileFieldRule } from '@ascent/shared';
import type { TenantDb } from '../core/db/tenant-db.ts';
import { roles, users } from '../modules/users/users.schema.ts';

interface Details {
  locations: string[];
  workStatus: string;
  countryOrigin: string;
  phone?: string;
}

const DETAILS: Record<string, Record<string, Details>> = {
  demo: {
    'Maya Chen': { locations: ['Chicago'], workStatus: 'full_time', countryOrigin: 'US', phone: '+1 312 555 0142' },
    'Daniel Okafor': {
      locations: ['Chicago', 'Lagos'],
      workStatus: 'full_time',
      countryOrigin: 'NG',
      phone: '+1 312 555 0178',
    },
    'Priya Raman': { locations: ['Chicago'], workStatus: 'full_time', countryOrigin: 'IN', phone: '+1 312 555 0105' },
    'Lucas Moreau': { locations: ['Chicago'], workStatus: 'full_time', countryOrigin: 'FR' },
    'Hannah Schultz': {
      locations: ['Berlin', 'Chicago'],
      workStatus: 'freelance',
      countryOrigin: 'DE',
      phone: '+49 30 5550 1234',
    },
    'Samuel Adeyemi': { locations: ['London'], workStatus: 'part_time', countryOrigin: 'NG' },
    'Elena García': { locations: ['Madrid'], workStatus: 'freelance', countryOrigin: 'ES' },
    'Tomás Novak': { locations: ['Prague'], workStatus: 'full_time', countryOrigin: 'CZ' },
    'Aisha Bello': { locations: ['Chicago'], workStatus: 'full_time', countryOrigin: 'NG' },
    'Marco Rossi': { locations: ['Chicago', 'Milan'], workStatus: 'full_time', countryOrigin: 'IT' },
    'Ingrid Larsen': { locations: ['Minneapolis'], workStatus: 'full_time', countryOrigin: 'NO' },
    'Kofi Mensah': { locations: ['Minneapolis'], workStatus: 'part_time', countryOrigin: 'GH' },
    'Sofia Petrova': { locations: ['Chicago'], workStatus: 'full_time', countryOrigin: 'BG' },
    'Jamal Harris': { locations: ['Detroit'], workStatus: 'full_time', countryOrigin: 'US' },
    'Mei Tanaka': { locations: ['Detroit'], workStatus: 'student', countryOrigin: 'JP' },
    'Noah Williams': { locations: ['Milwaukee'], workStatus: 'looking', countryOrigin: 'US' },
    'Grace Kim': { locations: ['Seoul', 'Chicago'], workStatus: 'full_time', countryOrigin: 'KR' },
  },
  northstar: {
    'Claire Dubois': { locations: ['Lyon'], workStatus: 'full_time', countryOrigin: 'FR', phone: '+33 4 72 55 01 23' },
    'Yuki Sato': { locations: ['Lyon', 'Tokyo'], workStatus: 'freelance', countryOrigin: 'JP' },
    'Olivia Brown': { locations: ['Geneva'], workStatus: 'part_time', countryOrigin: 'GB' },
    'Jonas Becker': { locations: ['Lyon'], workStatus: 'full_time', countryOrigin: 'DE' },
  },
};

const HIDDEN: ProfileFieldRule = { visible: false, required: false, editable: false };
/** Skills (mentortag) describe the programme's mentors, coaches and experts, not its founders or reviewers. */
const RULES: Record<string, ProfileFieldRule> = { skills: HIDDEN };
const WITHOUT_SKILLS = ['Cofounder', 'Applicant', 'CommunityMember', 'Evaluator'];

export async function seedProfiles(tdb: TenantDb, slug: string): Promise<void> {
  for (const [name, d] of Object.entries(DETAILS[slug] ?? {})) {
    await tdb.update(
      users,
      { locations: d.locations, workStatus: d.workStatus, countryOrigin: d.countryOrigin, phone: d.phone ?? null },
      eq(sql`${users.firstName} || ' ' || ${users.lastName}`, name),
    );
  }
  await tdb.update(roles, { profileFields: RULES }, inArray(roles.type, WITHOUT_SKILLS));
}
