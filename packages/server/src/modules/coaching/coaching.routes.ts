// GET /api/coachingsessions (spec 01 §7): the signed-in user's sessions (the ones they coach or attend), with the
// same filters, paging and policy as the `coachingSessions` query.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COACHING_MEETING_TYPES, COACHING_SESSION_STATUSES } from '@ascent/shared';
import type { Services } from '../../core/services.ts';
import { route } from '../../core/http/route.ts';
import { permission } from '../../core/graphql/policy.ts';
import { listSessions } from './coaching.service.ts';

export async function coachingRoutes(app: FastifyInstance, services: Services): Promise<void> {
  route(app, services, {
    method: 'GET',
    url: '/api/coachingsessions',
    access: permission('COACHING:VIEW'),
    query: z.object({
      startupId: z.string().uuid('Enter a valid startup id.').optional(),
      timeframe: z.enum(['UPCOMING', 'PAST', 'ALL']).optional(),
      meetingType: z.enum(COACHING_MEETING_TYPES).optional(),
      status: z.enum(COACHING_SESSION_STATUSES).optional(),
      cursor: z.string().max(500, 'This list position is not valid.').optional(),
    }),
    handler: async ({ scope, query }) => listSessions(scope, { ...query, mine: true }),
  });
}
