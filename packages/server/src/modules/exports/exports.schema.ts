// Exports (issue 7 §8, spec 02 §3): one row per requested file — its kind, format and parameters, the job's
// status and progress, and, once written, the file stored at DATA_DIR/exports/<incubatorId>/<id>.
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

/** What an export is about: a startup or a programme (metrics), the pipeline's filters (applications). */
export interface ExportParams {
  startupId?: string;
  programId?: string;
  /** The subject's name when requested: the startup, programme or intake (the list shows it; the file reads the
   * live data). */
  name?: string;
  /** The producer's own input, kept as requested (applications: funnelId, status, group, search, answers). */
  filters?: Record<string, unknown>;
}

export const exportJobs = pgTable(
  'exports',
  {
    incubatorId: incubatorId(),
    id: id(),
    requestedById: uuid('requested_by').notNull(),
    /** One of EXPORT_KINDS. */
    kind: text('kind').notNull(),
    /** One of EXPORT_FORMATS. */
    format: text('format').notNull(),
    params: jsonb('params').$type<ExportParams>().notNull().default({}),
    /** One of EXPORT_JOB_STATUSES. */
    status: text('status').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name'),
    size: integer('size'),
    error: text('error'),
    /** How many times a worker has taken it up (a run whose process died is taken up again, up to 3 times). */
    attempts: integer('attempts').notNull().default(0),
    /** Refreshed by the worker at each step; a run whose heartbeat stopped is resumed (exports.resume.ts). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.requestedById], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    index('exports_requester_idx').on(t.incubatorId, t.requestedById, t.createdAt),
  ],
);

export type ExportRow = typeof exportJobs.$inferSelect;
