// Tasks (spec 01 §3, 02 §3): one row per task, one row per assignee with its own done flag. A task is done when
// every assignee is (completion_status is kept in step in the same transaction as the flags).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from '../../core/db/columns.ts';
import { incubators } from '../../core/db/incubators.schema.ts';
import { startups } from '../startups/startups.schema.ts';
import { users } from '../users/users.schema.ts';

/** An assignee entry as chosen in the form: a person, every founder of a startup, or of a programme. */
export interface AssigneeSelection {
  type: string;
  value: string;
}

export const tasks = pgTable(
  'tasks',
  {
    incubatorId: incubatorId(),
    id: id(),
    /** As written: by hand, or for an automated task its name in English (search and rows older than the template). */
    name: text('name').notNull(),
    /**
     * For automated tasks: the name's template, rendered in the reader's language when read (tasks.names.ts) — a kind
     * of TASK_NAME_KINDS (`task.name.<kind>` in the server catalogues) and its params. Null for hand-made tasks and
     * automated tasks raised before it existed: their `name` is shown as stored.
     */
    nameKey: text('name_key'),
    nameParams: jsonb('name_params').$type<Record<string, string>>(),
    url: text('url'),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }).notNull(),
    /** One of TASK_TYPES; only 'normal' tasks are made by hand. */
    taskType: text('task_type').notNull().default('normal'),
    /** For automated tasks: the record of the module that owns them (one task per type and source). */
    sourceId: text('source_id'),
    startupId: uuid('startup_id'),
    /**
     * Who made it (null for automated tasks). No foreign key on purpose: a composite key cannot SET NULL only
     * this column, and a task must outlive the removal of its creator.
     */
    createdById: uuid('created_by_id'),
    isGroupTask: boolean('is_group_task').notNull().default(false),
    approvalStatus: text('approval_status').notNull().default('APPROVED'),
    completionStatus: text('completion_status').notNull().default('PENDING'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The assignee entries as chosen (for the edit form); the people they stood for are in task_assignees. */
    assigneeSelection: jsonb('assignee_selection').$type<AssigneeSelection[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    // Keyset paging on (due_date, id) for every task list: all tasks, a startup's, a status's (staff views).
    index('tasks_due_idx').on(t.incubatorId, t.dueDate, t.id),
    index('tasks_startup_due_idx').on(t.incubatorId, t.startupId, t.dueDate, t.id),
    index('tasks_completion_due_idx').on(t.incubatorId, t.completionStatus, t.dueDate, t.id),
    uniqueIndex('tasks_source_key')
      .on(t.incubatorId, t.taskType, t.sourceId)
      .where(sql`${t.sourceId} is not null`),
  ],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    incubatorId: incubatorId(),
    taskId: uuid('task_id').notNull(),
    userId: uuid('user_id').notNull(),
    done: boolean('done').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The organisation's calendar day of the last due-date reminder (one a day at most). */
    remindedOn: date('reminded_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.taskId, t.userId] }),
    // A person's tasks (my tasks, the staff filter by assignee) read from the index alone.
    index('task_assignees_user_idx').on(t.incubatorId, t.userId, t.done, t.taskId),
    foreignKey({ columns: [t.incubatorId, t.taskId], foreignColumns: [tasks.incubatorId, tasks.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskAssigneeRow = typeof taskAssignees.$inferSelect;
