// The domain events the tasks module publishes (core/events); notifications raises taskAssigned, taskCompleted
// and taskDueSoon from them.
import { eventNames } from '../../core/events/types.ts';
import type { TaskNameTemplate } from './tasks.names.ts';

interface TaskRef {
  taskId: string;
  /** As stored (an automated task's in English). */
  name: string;
  /**
   * An automated task's name template, for a subscriber to write it in each recipient's language (tasks.names.ts).
   * Absent for hand-made tasks and from events stored before it was added.
   */
  nameTemplate?: TaskNameTemplate;
  /** Where the notification leads: the recipient's task list. */
  url: string;
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /**
     * People were assigned a task (a new task, new assignees, or an automated task raised for them). `taskType` is
     * absent from events stored before it was added: read as 'normal'.
     */
    'task.assigned': TaskRef & { assigneeIds: string[]; assignedById: string | null; taskType?: string };
    /** The last assignee's tick made a task done. */
    'task.done': TaskRef & { creatorId: string; completedById: string };
    /** The daily reminder: these assignees have not ticked a task due tomorrow or overdue. */
    'task.dueSoon': TaskRef & { assigneeIds: string[] };
  }
}

export const TASKS_EVENTS = eventNames('task.assigned', 'task.done', 'task.dueSoon');
