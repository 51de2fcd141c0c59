// The text of a failed task operation (spec 01 §8): "Network Error" without an answer; otherwise each error's
// message from its code — the task form's and the tasks API's messages, translated — else the server's message,
// several joined with ". ".
import { TASK_ERROR_MESSAGES, TASK_FORM_MESSAGES, type TaskFormField } from '@ascent/shared';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { graphqlErrorCode } from '../errors/graphqlErrorCode.ts';

type Extensions = { code?: unknown; reason?: unknown; fields?: unknown };

function fieldsOf(ext: Extensions): Record<string, string> {
  return ext.fields && typeof ext.fields === 'object' ? (ext.fields as Record<string, string>) : {};
}

function known<T extends object>(table: T, name: unknown): name is keyof T {
  return typeof name === 'string' && Object.hasOwn(table, name);
}

export function taskErrorMessage(error: unknown, t: TFunction): string {
  if (!CombinedGraphQLErrors.is(error)) return graphqlErrorCode(error) === 'NETWORK' ? t('tasks.errors.network') : t('tasks.errors.unknown');
  const texts = error.errors.map((e) => {
    const ext = (e.extensions ?? {}) as Extensions;
    const formMessages = Object.values(fieldsOf(ext)).filter((n) => known(TASK_FORM_MESSAGES, n));
    if (formMessages.length) return formMessages.map((n) => t(TASK_FORM_MESSAGES[n as keyof typeof TASK_FORM_MESSAGES].key)).join('. ');
    if (known(TASK_ERROR_MESSAGES, ext.reason)) return t(TASK_ERROR_MESSAGES[ext.reason].key);
    if (ext.code === 'FORBIDDEN') return t('tasks.errors.forbidden');
    return e.message;
  });
  return [...new Set(texts)].join('. ');
}

/** The form fields the server refused, with their translated message (to show under the fields). */
export function taskFieldErrors(error: unknown, t: TFunction): Partial<Record<TaskFormField, string>> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Partial<Record<TaskFormField, string>> = {};
  for (const e of error.errors) {
    for (const [field, name] of Object.entries(fieldsOf((e.extensions ?? {}) as Extensions))) {
      if ((field === 'name' || field === 'dueDate' || field === 'assignees') && known(TASK_FORM_MESSAGES, name)) out[field] = t(TASK_FORM_MESSAGES[name].key);
    }
  }
  return out;
}
