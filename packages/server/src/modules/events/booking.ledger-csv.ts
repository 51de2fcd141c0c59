// GET /api/hours/ledger.csv (issue 19 item 6, staff with EVENTS:EDIT on every startup, behind hoursAllocation): the
// hour-allocation ledger as a spreadsheet — every entry of every startup, or of one startup (?startupId) or of the
// startups of one programme (?programId), oldest first, with its headers and kinds in the caller's language. The
// file is written at once (a ledger is hundreds of lines, not a report to queue).
import type { FastifyInstance } from 'fastify';
import { and, asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeLocale, type HourLedgerKind } from '@ascent/shared';
import type { Services } from '../../core/services.ts';
import type { SignedIn } from '../../core/scope.ts';
import { route } from '../../core/http/route.ts';
import { permission } from '../../core/graphql/policy.ts';
import { AppError } from '../../core/errors.ts';
import { attachmentHeader, toCsv } from '../../core/csv.ts';
import { t, type ServerMessageKey } from '../../core/i18n.ts';
import { programStartupLinks, startupsAmong } from '../assignments/assignments.public.ts';
import { fullNamesById } from '../users/users.public.ts';
import { viewerOf } from './events.access.ts';
import { hourLedgerEntries } from './booking.schema.ts';

const KINDS: Record<HourLedgerKind, ServerMessageKey> = {
  ALLOCATED: 'csv.hourLedger.kinds.ALLOCATED',
  PENDING: 'csv.hourLedger.kinds.PENDING',
  USED: 'csv.hourLedger.kinds.USED',
  RELEASED: 'csv.hourLedger.kinds.RELEASED',
};

const HEADER: ServerMessageKey[] = [
  'csv.hourLedger.date',
  'csv.hourLedger.startup',
  'csv.hourLedger.kind',
  'csv.hourLedger.minutes',
  'csv.hourLedger.note',
  'csv.hourLedger.by',
];

async function ledgerCsv(scope: SignedIn, query: { startupId?: string; programId?: string }): Promise<Buffer> {
  const { tdb } = scope;
  if (!(await viewerOf(scope)).editsAll) throw new AppError('FORBIDDEN', 'Only the programme team reads every ledger.');
  let startupIds: string[] | undefined;
  if (query.startupId) startupIds = [query.startupId];
  else if (query.programId) startupIds = (await programStartupLinks(tdb, [query.programId])).map((l) => l.startupId);
  const entries =
    startupIds?.length === 0
      ? []
      : await tdb
          .select()
          .from(hourLedgerEntries)
          .where(
            tdb.where(
              hourLedgerEntries,
              and(startupIds ? inArray(hourLedgerEntries.startupId, startupIds) : undefined),
            ),
          )
          .orderBy(asc(hourLedgerEntries.createdAt), asc(hourLedgerEntries.id));
  const [startups, people] = await Promise.all([
    startupsAmong(tdb, [...new Set(entries.map((e) => e.startupId))]),
    fullNamesById(
      tdb,
      entries.flatMap((e) => (e.createdById ? [e.createdById] : [])),
    ),
  ]);
  const names = new Map(startups.map((s) => [s.id, s.name]));
  const language = normalizeLocale(scope.user.language) ?? normalizeLocale(scope.tenant.defaultLanguage) ?? 'en';
  return toCsv({
    header: HEADER.map((key) => t(language, key)),
    rows: entries.map((e) => [
      e.createdAt.toISOString(),
      names.get(e.startupId) ?? '',
      KINDS[e.kind as HourLedgerKind] ? t(language, KINDS[e.kind as HourLedgerKind]) : e.kind,
      e.minutes,
      e.note,
      e.createdById ? (people.get(e.createdById) ?? '') : '',
    ]),
  });
}

export async function ledgerCsvRoutes(app: FastifyInstance, services: Services): Promise<void> {
  route(app, services, {
    method: 'GET',
    url: '/api/hours/ledger.csv',
    access: { ...permission('EVENTS:EDIT'), feature: 'hoursAllocation' },
    query: z.object({
      startupId: z.string().uuid('Enter a valid startup id.').optional(),
      programId: z.string().uuid('Enter a valid programme id.').optional(),
    }),
    handler: async ({ scope, query, reply }) => {
      const bytes = await ledgerCsv(scope, query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`hour-ledger-${new Date().toISOString().slice(0, 10)}.csv`))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
}
