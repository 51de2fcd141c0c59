// What the panel shows, as pure functions: the New / Earlier split (spec 01 §4) and the time recorded when it opens.
import { notificationLabel, notificationSection } from '@ascent/shared';

export interface Dated {
  readonly _id: string;
  readonly createdAt: string;
}

/** Items newer than the baseline under "New", the others under "Earlier"; order kept (newest first). */
export function splitSections<T extends Dated>(
  items: readonly T[],
  baseline: number | null,
): { fresh: T[]; earlier: T[] } {
  const base = baseline === null ? null : new Date(baseline);
  const fresh: T[] = [];
  const earlier: T[] = [];
  for (const item of items)
    (notificationSection(new Date(item.createdAt), base) === 'new' ? fresh : earlier).push(item);
  return { fresh, earlier };
}

/**
 * The last-seen time to record when the panel opens: now, or the newest item's time when this browser's clock is
 * behind the server's (the server clamps a future time to its own now), so what was shown counts as seen.
 */
export function lastSeenTimestamp(items: readonly Dated[], now: number): number {
  let newest = 0;
  for (const item of items) newest = Math.max(newest, Date.parse(item.createdAt) || 0);
  return Math.floor(Math.max(now, newest));
}

/** Appends a further page, skipping any item the list already has (a push may have shifted the pages). */
export function appendPage<T extends Dated>(current: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(current.map((i) => i._id));
  return [...current, ...next.filter((i) => !seen.has(i._id))];
}

/** In-app paths go through the router; anything else is an address of another site. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The catalogue key of a notification's label: "Task" for the task notifications, else its group ("Message"…). */
export function notificationLabelKey(type: string): `notifications.groups.${ReturnType<typeof notificationLabel>}` {
  return `notifications.groups.${notificationLabel(type)}`;
}
