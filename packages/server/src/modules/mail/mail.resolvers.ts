import { MAIL_OUTBOX_MAX_PAGE_SIZE, MAIL_OUTBOX_PAGE_SIZE } from '@ascent/shared';
import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../core/errors.ts';
import { permission, type Policies } from '../../core/graphql/policy.ts';
import { countOutbox, listOutbox, type OutboxCursor } from './mail.repository.ts';
import { assertCanReadMailOutbox } from './mail.policy.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A timestamptz as PostgreSQL prints it: 2026-11-22 00:28:52.344123+00 (the offset as the session's time zone has it).
const PG_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export const encodeOutboxCursor = (c: OutboxCursor) => Buffer.from(JSON.stringify([c.createdAt, c.id]), 'utf8').toString('base64url');

export function decodeOutboxCursor(raw: string): OutboxCursor {
  const bad = () => new AppError('VALIDATION_FAILED', 'The cursor "after" is not one this list gave.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw bad();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !PG_TIMESTAMPTZ.test(createdAt) || typeof id !== 'string' || !UUID.test(id)) throw bad();
  return { createdAt, id };
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
