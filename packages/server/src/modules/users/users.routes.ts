// PUT /user (spec 01 §7): the signed-in user updates their own profile. Only the fields listed can change; the
// answer is the current user as the GraphQL `currentUser` presents it.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { effectiveProfileRules } from '@ascent/shared';
import type { Services } from '../../core/services.ts';
import { route } from '../../core/http/route.ts';
import { SIGNED_IN } from '../../core/graphql/policy.ts';
import { findAuthUserById, findProfileRow } from './users.repository.ts';
import { EditableFields, checkRules, profileValues } from './profile-update.ts';
import { currentUserAnswer } from './current-user.ts';
import { users } from './users.schema.ts';

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
        const current = (await findProfileRow(tdb, user.id))!;
        const values = profileValues(body, current);
        checkRules(effectiveProfileRules(current.roleProfileFields), values, current);
        await tdb.update(users, { ...values, updatedAt: new Date() }, eq(users.id, user.id));
      }
      const fresh = (await findAuthUserById(tdb, user.id))!;
      return currentUserAnswer(tdb, fresh);
    },
  });
}
