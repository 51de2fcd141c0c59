// Export files are served to their requester with the bearer token: fetched, then handed to the browser as a blob.
import { readToken } from '../auth/tokenStore.ts';

export async function downloadExport(url: string, fileName: string): Promise<boolean> {
  const token = readToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) return false;
  const blob = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = blob;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(blob), 10_000);
  return true;
}

/** While an export is queued or being written, the list asks again every 2 s. */
export const EXPORT_POLL_MS = 2000;
export const isRunning = (status: string) => status === 'QUEUED' || status === 'IN_PROGRESS';
