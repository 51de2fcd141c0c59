// After a deployment, a tab still running the old build asks for chunks that no longer exist.
// Reloading fetches the new build; a session flag stops a reload loop when the chunk is really gone.
const FLAG = 'ascent-chunk-reload';
const RETRY_WINDOW_MS = 60_000;
const CHUNK_ERROR =
  /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** False when a reload was already tried in the last minute (or session storage is unusable). */
export function canReloadForStaleChunk(): boolean {
  try {
    return Date.now() - Number(window.sessionStorage.getItem(FLAG) ?? 0) >= RETRY_WINDOW_MS;
  } catch {
    return false;
  }
}

export function reloadForStaleChunk(): void {
  try {
    window.sessionStorage.setItem(FLAG, String(Date.now()));
  } catch {
    return;
  }
  coverPage();
  window.location.reload();
}

/** Spec §8: the page reloads behind a loading overlay (plain DOM: React may be what failed). */
function coverPage(): void {
  const overlay = document.createElement('div');
  overlay.setAttribute('aria-busy', 'true');
  overlay.dataset.testid = 'chunk-reload-overlay';
  overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:Canvas;opacity:0.85;cursor:progress';
  document.body.append(overlay);
}
