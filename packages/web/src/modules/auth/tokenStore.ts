// The local sign-in token lives in localStorage (spec §4, "Sign-in mode").
import { TOKEN_STORAGE_KEY } from '@ascent/shared';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/** Calls back when another tab signs in or out (the 'storage' event only fires in the other tabs). */
export function onTokenChangedElsewhere(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    // key is null when the other tab cleared the whole storage.
    if (event.storageArea === window.localStorage && (event.key === TOKEN_STORAGE_KEY || event.key === null)) {
      callback();
    }
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
