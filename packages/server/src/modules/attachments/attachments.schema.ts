// Files people upload (spec 01 §7): the metadata here, the bytes under DATA_DIR/attachments/<incubatorId>/<id>.
// What a file is attached to is (reference_type, reference_id): 'branding' + logo|whiteLogo|logoSquare, 'user' +
// the owner's id, 'startup' + a startup id, 'program' + a programme id, 'event' + an event id (its cover).
import { foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { users } from '../users/users.schema.ts';

export const attachments = pgTable(
  'attachments',
  {
    incubatorId: incubatorId(),
    id: id(),
    ownerUserId: uuid('owner_user_id').notNull(),
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    /** The file name shown to people (sanitised: no path, no control characters); never used on disk. */
    name: text('name').notNull(),
    /** The MIME type detected from the file's content. */
    fileType: text('file_type').notNull(),
    size: integer('size').notNull(),
    /** Relative to DATA_DIR/attachments: `<incubatorId>/<id>`, built by the server only. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.ownerUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    index('attachments_reference_idx').on(t.incubatorId, t.referenceType, t.referenceId),
    index('attachments_owner_idx').on(t.incubatorId, t.ownerUserId),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
