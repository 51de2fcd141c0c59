// What a failed task operation says (spec 01 §8): the task form's messages per field and the tasks API's reasons,
// translated (the common helper, app/errors.ts); the fields the server refused, to show under them.
import { TASK_ERROR_MESSAGES, TASK_FORM_MESSAGES, type TaskFormField } from '@ascent/shared';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import type { ErrorTable } from '../../app/errors.ts';

export const TASK_ERRORS: ErrorTable = {
  reasons: TASK_ERROR_MESSAGES,
  fields: TASK_FORM_MESSAGES,
  codes: { FORBIDDEN: 'tasks.errors.forbidden', NETWORK: 'tasks.errors.network', UNKNOWN: 'tasks.errors.unknown' },
};

function known<T extends object>(table: T, name: unknown): name is keyof T {
  return typeof name === 'string' && Object.hasOwn(table, name);
}

/** The form fields the server refused, with their translated message (to show under the fields). */
export function taskFieldErrors(error: unknown, t: TFunction): Partial<Record<TaskFormField, string>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Partial<Record<TaskFormField, string>> = {};
  for (const e of error.errors) {
    const fields = e.extensions?.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const [field, name] of Object.entries(fields as Record<string, unknown>)) {
      if ((field === 'name' || field === 'dueDate' || field === 'assignees') && known(TASK_FORM_MESSAGES, name))
        out[field] = t(TASK_FORM_MESSAGES[name].key);
    }
  }
  return out;
}
