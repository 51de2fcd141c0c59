// The respondent's answers kept in this browser as they go, per share link: a reload or a dropped connection loses
// nothing, signed in or not. Unreadable or unwritable storage is ignored (the form still works).
import type { FormAnswers } from '@ascent/shared';

const key = (token: string) => `ascent.formDraft.${token}`;

export function readLocalDraft(token: string): FormAnswers | null {
  try {
    const raw = window.localStorage.getItem(key(token));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormAnswers) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(token: string, answers: FormAnswers): void {
  try {
    window.localStorage.setItem(key(token), JSON.stringify(answers));
  } catch {
    // Storage full or disabled: the server draft (signed in) still keeps the answers.
  }
}

export function clearLocalDraft(token: string): void {
  try {
    window.localStorage.removeItem(key(token));
  } catch {
    // Nothing to clear.
  }
}
