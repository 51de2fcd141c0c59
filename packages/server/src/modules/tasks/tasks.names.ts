// The names of automated tasks, in the reader's language: an automated task stores its name's template (a kind of
// TASK_NAME_KINDS, `task.name.<kind>` in the server catalogues, and its params) beside the English name, and every
// reader — the task lists, search, notifications per recipient — renders it in their own language. Hand-made tasks,
// and automated ones stored before the template existed, keep the name as stored.
import { formatDatesInText, normalizeLocale, type CatalogueLanguage } from '@ascent/shared';
import { t } from '../../core/i18n.ts';
import type { IncubatorRow } from '../../core/db/incubators.schema.ts';

export const TASK_NAME_KINDS = [
  'metricsUpdate',
  'sessionEvaluation',
  'applicationEvaluation',
  'setAvailability',
  'assignHosts',
] as const;

export type TaskNameKind = (typeof TASK_NAME_KINDS)[number];

/** An automated task's name as a catalogue kind and its values (`subject`, or `from` and `to`: ISO days). */
export interface TaskNameTemplate {
  key: TaskNameKind;
  params: Readonly<Record<string, string>>;
}

const isKind = (key: string): key is TaskNameKind => (TASK_NAME_KINDS as readonly string[]).includes(key);

/** The name in a language; ISO days in the params are written as the app writes dates in that language. */
export function renderTaskName(language: string, template: TaskNameTemplate): string {
  const params = Object.fromEntries(
    Object.entries(template.params).map(([k, v]) => [k, k === 'subject' ? v : formatDatesInText(v, language)]),
  );
  return t(language, `task.name.${template.key}`, params);
}

/** A stored task's name for a reader: its template rendered in their language, else the name as stored. */
export function taskNameIn(
  language: string,
  row: { name: string; nameKey: string | null; nameParams: Record<string, string> | null },
): string {
  if (!row.nameKey || !isKind(row.nameKey)) return row.name;
  return renderTaskName(language, { key: row.nameKey, params: row.nameParams ?? {} });
}

/** The template of a stored row, if it has one (for the events that carry a task's name to notifications). */
export function templateOf(row: {
  nameKey: string | null;
  nameParams: Record<string, string> | null;
}): TaskNameTemplate | undefined {
  return row.nameKey && isKind(row.nameKey) ? { key: row.nameKey, params: row.nameParams ?? {} } : undefined;
}

/** The reader's language: theirs, else the organisation's, else English. */
export function readerLanguage(
  user: { language?: string | null } | undefined,
  tenant: Pick<IncubatorRow, 'defaultLanguage'>,
): CatalogueLanguage {
  return normalizeLocale(user?.language) ?? normalizeLocale(tenant.defaultLanguage) ?? 'en';
}
