// PUT /user (spec 01 §7): the signed-in user updates their own profile. Only the fields listed can change; the
// answer is the current user as the GraphQL `currentUser` presents it.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isCatalogueLanguage, normalizeWebLink } from '@ascent/shared';
import type { Services } from '../../core/services.ts';
import { route } from '../../core/http/route.ts';
import { SIGNED_IN } from '../../core/graphql/policy.ts';
import { findStartupsOfUser } from '../startups/startups.public.ts';
import { findAuthUserById, findProfileRow } from './users.repository.ts';
import { presentCurrentUser } from './users.presenter.ts';
import { users } from './users.schema.ts';

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
/** ISO 3166-1 alpha-2 (upper case): a code ICU names, excluding groupings such as EU or UN. */
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== code;

const isHttpUrl = (url: string) => {
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

const link = (label: string) =>
  z
    .string()
    .max(500, `${label} must be at most 500 characters`)
    .transform((v) => normalizeWebLink(v))
    .refine((v) => v === '' || isHttpUrl(v), `${label} must be a web address (http or https)`)
    .nullable();

const tagList = (label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label} items cannot be empty`)
        .max(60, `${label} items must be at most 60 characters`),
      { message: `${label} must be a list of words` },
    )
    .max(20, `${label} can hold at most 20 items`)
    .transform((items) => [...new Set(items)]);

const name = (label: string) =>
  z.string().trim().min(1, `${label} is a required field`).max(100, `${label} must be at most 100 characters`);

const ProfileUpdate = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    headline: z.string().trim().max(200, 'Headline must be at most 200 characters').nullable(),
    phone: z
      .string()
      .trim()
      .max(40, 'Phone must be at most 40 characters')
      .regex(/^[+()\d\s.-]*$/, 'Phone is not a valid phone number')
      .nullable(),
    language: z.string().refine(isCatalogueLanguage, 'Language is not a supported language').nullable(),
    timezone: z.string().refine(isTimeZone, 'Timezone is not a valid time zone').nullable(),
    bio: z.string().trim().max(2000, 'Bio must be at most 2000 characters').nullable(),
    country: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || isCountryCode(v), 'Country is not a valid ISO 3166 country code')
      .nullable(),
    links: z
      .object({
        linkedin: link('LinkedIn'),
        twitter: link('Twitter'),
        facebook: link('Facebook'),
        angellist: link('AngelList'),
      })
      .partial()
      .strict(),
    expertise: tagList('Expertise'),
    industries: tagList('Industries'),
  })
  .partial()
  .strict();

// Clients send the whole user object; only the editable fields are read, others are ignored.
const EditableFields = z.preprocess(
  (body) => Object.fromEntries(Object.entries(body ?? {}).filter(([k]) => k in ProfileUpdate.shape)),
  ProfileUpdate,
);

export async function usersRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // The caller's own profile only.
  route(app, services, {
    method: 'PUT',
    url: '/user',
    access: SIGNED_IN,
    body: EditableFields,
    handler: async ({ scope, body }) => {
      const { tdb, user } = scope;
      if (Object.keys(body).length > 0) {
        const { links, country, bio, ...rest } = body;
        const values: Partial<typeof users.$inferInsert> = { ...rest, updatedAt: new Date() };
        if (country !== undefined) values.country = country || null;
        if (bio !== undefined) values.bio = bio || null;
        if (links !== undefined) {
          // Empty or null links are removed; links not sent keep their value.
          const current = (await findProfileRow(tdb, user.id))?.links ?? {};
          const merged: Record<string, string> = { ...current };
          for (const [k, v] of Object.entries(links)) {
            if (v) merged[k] = v;
            else delete merged[k];
          }
          values.links = merged;
        }
        await tdb.update(users, values, eq(users.id, user.id));
      }
      const fresh = (await findAuthUserById(tdb, user.id))!;
      return presentCurrentUser(fresh, await findStartupsOfUser(tdb, user.id));
    },
  });
}
