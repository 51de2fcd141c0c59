// The session id of this browser (spec §4 "User session": storage key accelerator-sid).
import { SESSION_ID_STORAGE_KEY } from '@ascent/shared';

export function readSessionId(): string | null {
  try {
    return window.localStorage.getItem(SESSION_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeSessionId(id: string): void {
  try {
    window.localStorage.setItem(SESSION_ID_STORAGE_KEY, id);
  } catch {
    // Storage unavailable: the session still works, only the heartbeat cannot name it.
  }
}

export function clearSessionId(): void {
  try {
    window.localStorage.removeItem(SESSION_ID_STORAGE_KEY);
  } catch {
    // Nothing was kept either.
  }
}
