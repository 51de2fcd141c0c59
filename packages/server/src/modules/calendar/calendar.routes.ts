// GET /calendar/{token}.ics: the private feed calendar applications subscribe to. Public on the organisation's host
// (the token is the key); an unknown, malformed or revoked token is NOT_FOUND, and failed attempts are limited per
// client address so tokens cannot be guessed; each feed address may be fetched 60 times in 10 minutes.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../core/services.ts';
import { route } from '../../core/http/route.ts';
import { PUBLIC } from '../../core/graphql/policy.ts';
import { feedFile } from './calendar.feed.ts';

export async function calendarRoutes(app: FastifyInstance, services: Services): Promise<void> {
  route(app, services, {
    method: 'GET',
    url: '/calendar/:file',
    access: PUBLIC,
    params: z.object({ file: z.string().max(200, 'This calendar address is not valid.') }),
    rateLimit: [
      {
        // Per address, not per client: calendar services fetch many people's feeds from a few shared addresses.
        name: 'calendar-feed',
        max: 60,
        windowMs: 10 * 60_000,
        message: 'This calendar address is fetched too often. Try again in a few minutes.',
        key: ({ params }) => params.file.slice(0, 60),
      },
      {
        name: 'calendar-feed-misses',
        max: 20,
        windowMs: 10 * 60_000,
        message: 'Too many unknown calendar addresses were asked for. Try again later.',
        countsFailures: ['NOT_FOUND'],
      },
    ],
    handler: async ({ scope, params, reply }) => {
      const token = params.file.endsWith('.ics') ? params.file.slice(0, -4) : '';
      const body = await feedFile(scope, token);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  });
}
