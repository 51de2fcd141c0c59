// Web links entered by users, and avatar fallbacks (spec 01 §3, §5, §9).

import { AVATAR_LIST_COMPACT, AVATAR_LIST_DEFAULT, AVATAR_LIST_LARGE_MAX } from './timings.ts';

const KEPT_SCHEME = /^(?:https?:\/\/|mailto:)/i;

/**
 * Prepends http:// unless the link starts with http://, https:// or mailto: (any case).
 * Surrounding spaces are trimmed, an empty link stays empty, and a protocol-relative link
 * ('//host') gets only the scheme.
 */
export function normalizeWebLink(url: string | null | undefined): string {
  const trimmed = (url ?? '').trim();
  if (trimmed === '' || KEPT_SCHEME.test(trimmed)) return trimmed;
  return `http://${trimmed.replace(/^\/\//, '')}`;
}

function firstChar(word: string | null | undefined): string {
  const [first] = Array.from((word ?? '').trim());
  return first ? first.toLocaleUpperCase() : '';
}

/**
 * Initials for an avatar without a picture: from first and last name, else from the first and
 * last words of the full name. '' means none can be made: show the default picture.
 */
export function avatarInitials(person: {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly fullName?: string | null;
}): string {
  const fromNames = firstChar(person.firstName) + firstChar(person.lastName);
  if (fromNames) return fromNames;
  const words = (person.fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  return firstChar(words[0]) + (words.length > 1 ? firstChar(words[words.length - 1]) : '');
}

export const AVATAR_LIST_MODES = ['default', 'compact', 'large'] as const;
export type AvatarListMode = (typeof AVATAR_LIST_MODES)[number];

/**
 * How many avatars of `total` are drawn and how many fold into "+N": 3 by default, 2 compact,
 * up to `max` (default 5) in large mode.
 */
export function avatarListSplit(
  total: number,
  mode: AvatarListMode = 'default',
  max: number = AVATAR_LIST_LARGE_MAX,
): { readonly shown: number; readonly overflow: number } {
  const limit = mode === 'compact' ? AVATAR_LIST_COMPACT : mode === 'large' ? Math.max(0, max) : AVATAR_LIST_DEFAULT;
  const count = Math.max(0, Math.floor(total));
  const shown = Math.min(count, limit);
  return { shown, overflow: count - shown };
}

/** The "+N" label, or '' when nothing overflows. */
export function avatarOverflowLabel(overflow: number): string {
  return overflow > 0 ? `+${overflow}` : '';
}
