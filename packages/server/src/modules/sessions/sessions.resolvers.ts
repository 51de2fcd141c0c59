import { PASSWORD_ERROR_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ascent/shared';
import type { Resolvers, UserSession } from '../../generated/graphql.ts';
import { AppError, authenticationRequired, reasonError } from '../../core/errors.ts';
import type { GraphQLContext } from '../../core/graphql/context.ts';
import { SESSION_TOKEN, subscription } from '../../core/graphql/subscriptions.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { findPasswordHash, setUserPassword } from '../users/users.public.ts';
import { listLiveSessions, touchSession } from './sessions.repository.ts';
import type { UserSessionRow } from './sessions.schema.ts';
import { endUserSessions, SESSION_LOGGED_OUT, type SessionLoggedOutEvent } from './sessions.service.ts';
import { SIGNED_IN, type Policies } from '../../core/graphql/policy.ts';
import { isUuid } from '../../core/validation.ts';

// Every operation acts on the caller's own sessions and password only.
export const sessionsPolicies: Policies = {
  'Query.mySessions': SIGNED_IN,
  'Mutation.upsertUserSession': SIGNED_IN,
  'Mutation.logoutSession': SIGNED_IN,
  'Mutation.logoutOtherSessions': SIGNED_IN,
  'Mutation.changePassword': SIGNED_IN,
};

const present = (row: UserSessionRow, currentId: string): UserSession => ({
  _id: row.id,
  status: row.status,
  userAgent: row.userAgent,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
  lastActiveAt: row.lastActiveAt.toISOString(),
  current: row.id === currentId,
});

function requestDevice(ctx: GraphQLContext) {
  const req = (
    ctx as unknown as { reply?: { request: { ip: string; headers: Record<string, string | string[] | undefined> } } }
  ).reply?.request;
  const ua = req?.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : null, ip: req?.ip ?? null };
}

export const sessionsResolvers: Resolvers = {
  Query: {
    mySessions: async (_root, _args, ctx) => {
      const { tdb, user } = await ctx.requireUser();
      return (await listLiveSessions(tdb, user.id)).map((r) => present(r, user.sessionId));
    },
  },
  Mutation: {
    upsertUserSession: async (_root, args, ctx) => {
      const { tdb, user } = await ctx.requireUser();
      if (args.sessionId && args.sessionId !== user.sessionId)
        throw new AppError('FORBIDDEN', 'This is not the session of your sign-in.');
      const row = await touchSession(tdb, user.sessionId, requestDevice(ctx));
      if (!row) throw authenticationRequired();
      return present(row, user.sessionId);
    },
    logoutSession: async (_root, args, ctx) => {
      const scope = await ctx.requireUser();
      const { user } = scope;
      const ended = !isUuid(args.sessionId)
        ? 0
        : await endUserSessions(scope, user.id, {
            ids: [args.sessionId],
            reason: args.sessionId === user.sessionId ? 'signed_out' : 'ended_elsewhere',
          });
      if (ended === 0) throw new AppError('NOT_FOUND', 'No such session of yours is active.');
      return true;
    },
    logoutOtherSessions: async (_root, _args, ctx) => {
      const scope = await ctx.requireUser();
      return endUserSessions(scope, scope.user.id, {
        exceptSessionId: scope.user.sessionId,
        reason: 'ended_elsewhere',
      });
    },
    changePassword: async (_root, args, ctx) => {
      const scope = await ctx.requireUser();
      const { tdb, user } = scope;
      if (args.newPassword.length < PASSWORD_MIN_LENGTH || args.newPassword.length > PASSWORD_MAX_LENGTH) {
        throw reasonError(
          'VALIDATION_FAILED',
          PASSWORD_ERROR_MESSAGES,
          'tooShort',
          { count: PASSWORD_MIN_LENGTH },
          { fields: ['newPassword'] },
        );
      }
      if (!(await verifyPassword(await findPasswordHash(tdb, user.id), args.currentPassword))) {
        throw reasonError('INVALID_CREDENTIALS', PASSWORD_ERROR_MESSAGES, 'wrongCurrent', undefined, {
          fields: ['currentPassword'],
        });
      }
      await setUserPassword(tdb, user.id, await hashPassword(args.newPassword), new Date());
      await endUserSessions(scope, user.id, {
        exceptSessionId: user.sessionId,
        reason: 'password_changed',
      });
      return true;
    },
  },
  Subscription: {
    // The token's holder, its session ended or not (it is precisely the one that may have ended): the topic is the
    // user's, and only the events of the followed session, which must be the token's own, pass.
    sessionLoggedOut: subscription({
      access: SESSION_TOKEN,
      event: SESSION_LOGGED_OUT,
      check: (subscriber, args: { sessionId: string }) => {
        if (args.sessionId !== subscriber.sessionId)
          throw new AppError('FORBIDDEN', 'A browser may only follow its own session.');
      },
      filter: (payload: SessionLoggedOutEvent, args) => payload.sessionLoggedOut.sessionId === args.sessionId,
      select: (payload) => payload.sessionLoggedOut,
    }),
  },
};
