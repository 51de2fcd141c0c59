// PUT /user (spec 01 §7): the signed-in user updates their own profile. Only the fields listed can change; the
// answer is the current user as the GraphQL `currentUser` presents it.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isSupportedLanguage } from '@ascent/shared';
import type { Services } from '../../core/services.ts';
import { buildIdentity } from '../../core/graphql/context.ts';
import { validationError } from '../../core/validation.ts';
import { findStartupsOfUser } from '../startups/startups.repository.ts';
import { findAuthUserById } from './users.repository.ts';
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

const name = (label: string) => z.string().trim().min(1, `${label} is a required field`).max(100, `${label} must be at most 100 characters`);

const ProfileUpdate = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    headline: z.string().trim().max(200, 'Headline must be at most 200 characters').nullable(),
    phone: z.string().trim().max(40, 'Phone must be at most 40 characters').regex(/^[+()\d\s.-]*$/, 'Phone is not a valid phone number').nullable(),
    language: z.string().refine(isSupportedLanguage, 'Language is not a supported language').nullable(),
    timezone: z.string().refine(isTimeZone, 'Timezone is not a valid time zone').nullable(),
  })
  .partial()
  .strict();

export async function usersRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.put('/user', async (request) => {
    const identity = await buildIdentity(services, request.headers, request.headers.authorization);
    const { tdb, user } = await identity.requireUser();
    const body = (request.body ?? {}) as Record<string, unknown>;
    // Clients send the whole user object; only the editable fields are read, others are ignored.
    const editable = Object.fromEntries(Object.entries(body).filter(([k]) => k in ProfileUpdate.shape));
    const parsed = ProfileUpdate.safeParse(editable);
    if (!parsed.success) throw validationError(parsed.error);
    if (Object.keys(parsed.data).length > 0) {
      await tdb.update(users, { ...parsed.data, updatedAt: new Date() }, eq(users.id, user.id));
    }
    const fresh = (await findAuthUserById(tdb, user.id))!;
    return presentCurrentUser(fresh, await findStartupsOfUser(tdb, user.id));
  });
}
