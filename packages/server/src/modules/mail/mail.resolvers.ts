import { MAIL_OUTBOX_MAX_PAGE_SIZE, MAIL_OUTBOX_PAGE_SIZE } from '@ascent/shared';
import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { countOutbox, listOutbox, type OutboxCursor } from './mail.repository.ts';
import { assertCanReadMailOutbox } from './mail.policy.ts';
import { decodeCursor, encodeCursor } from '../../core/cursor.ts';

export const encodeOutboxCursor = (c: OutboxCursor) => encodeCursor([c.createdAt, c.id]);

export function decodeOutboxCursor(raw: string): OutboxCursor {
  const values = decodeCursor(raw, ['timestamp', 'uuid']);
  if (!values) throw new AppError('VALIDATION_FAILED', 'The cursor "after" is not one this list gave.');
  return { createdAt: values[0], id: values[1] };
}

// Signed in here; the role check (staff only) is mail.policy.ts's, in the resolver.
export const mailPolicies: Policies = {
  'Query.mailOutbox': permission('EMAILS/OUTBOX:VIEW'),
};

export const mailResolvers: Resolvers = {
  Query: {
    mailOutbox: async (_root, args, ctx) => {
      const { tdb, user } = await ctx.requireUser();
      assertCanReadMailOutbox(user);
      const first = args.first ?? MAIL_OUTBOX_PAGE_SIZE;
      if (!Number.isInteger(first) || first < 1 || first > MAIL_OUTBOX_MAX_PAGE_SIZE) {
        throw new AppError('VALIDATION_FAILED', `"first" must be between 1 and ${MAIL_OUTBOX_MAX_PAGE_SIZE}.`);
      }
      const after = args.after ? decodeOutboxCursor(args.after) : null;
      // One more than asked tells whether there is a next page.
      const [rows, totalCount] = await Promise.all([listOutbox(tdb, first + 1, after), countOutbox(tdb)]);
      const page = rows.slice(0, first);
      const last = page.at(-1);
      return {
        results: page.map((r) => ({
          _id: r.id,
          createdAt: r.createdAt.toISOString(),
          to: r.toAddress,
          kind: r.kind,
          subject: r.subject,
          status: r.status,
          error: r.error,
          textBody: r.textBody,
        })),
        next: rows.length > first && last ? encodeOutboxCursor({ createdAt: last.cursorAt, id: last.id }) : null,
        totalCount,
      };
    },
  },
};
