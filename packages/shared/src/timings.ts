// Timings, limits, layout sizes, storage keys and shortcuts (spec 01 §4, §9; spec 02 §9).
// Durations are in milliseconds and say so in their names.

// Alerts, toasts, modals
export const ALERT_DISMISS_MS = 7000;
export const TOAST_MS = 10_000;
export const CONFIRMATION_TOAST_MS = 5000;
/** "Email sent, please check your email" after resending the confirmation. */
export const EMAIL_SENT_ALERT_MS = 5000;
export const BATCH_TOAST_APPLICATIONS_MS = 5000;
export const BATCH_TOAST_STARTUPS_MS = 3000;
export const BATCH_TOAST_USERS_MS = 3000;
export const MODAL_CLOSE_MS = 300;

// Session and requests
export const SESSION_REFRESH_MS = 30_000;
export const SESSION_DEBOUNCE_MS = 500;
/** A session with no activity (heartbeat every SESSION_REFRESH_MS while a tab is open) for this long ends. */
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in whatever the activity; the user signs in again. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
/** Concurrent sessions per user unless the organisation sets another limit. */
export const DEFAULT_MAX_SESSIONS_PER_USER = 5;
/** Passwords: at least this many characters (and at most PASSWORD_MAX_LENGTH). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;
export const RETRY_INITIAL_DELAY_MS = 3000;
export const RETRY_MAX_DELAY_MS = 20_000;
/** Attempts in all, the first one included. */
export const RETRY_MAX_ATTEMPTS = 6;
/** Responses never retried: the caller must sign in again or lacks the right. */
export const RETRY_EXCLUDED_STATUSES = [401, 403] as const;
export const PUSH_RETRIES = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Shell
export const NAV_RESIZE_DEBOUNCE_MS = 500;
export const NAV_ITEM_PADDING_PX = 16;
export const HOVER_CARD_HIDE_MS = 500;
export const HOVER_CARD_POPPER_OFFSET_PX = 10;
export const CLOCK_REFRESH_MS = 1000;
/** dayjs tokens; the clock shows this in a given time zone. */
export const CLOCK_DEFAULT_FORMAT = 'hh:mm A';
/** Share of the sentinel that must be visible before the next page loads. */
export const INFINITE_SCROLL_THRESHOLD = 0.2;
export const NOTIFICATION_REFETCH_DELAY_MS = 1000;
export const RELATIVE_TIME_REFRESH_MS = 10_000;
export const TASK_REMOVED_ICON_MS = 2000;
export const TASK_ADDED_PULSE_MS = 1000;
/** Focus moves to the assignee selector after the default assignees are restored. */
export const ASSIGNEE_FOCUS_DELAY_MS = 200;

// Page sizes (tasks: TASK_PAGE_SIZE in tasks.ts; notifications: NOTIFICATION_PAGE_SIZE in notifications.ts)
export const GENERIC_PAGE_SIZE = 25;

// Layout, in px unless stated
export const SIDEBAR_WIDTH = 210;
export const TOP_NAV_HEIGHT = '3.5rem';
export const CONTAINER_MAX_WIDTH = 1280;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
/** Below this width a bottom bar replaces the top navigation. */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.sm;
/** Desktop layout from this width. */
export const DESKTOP_MIN_WIDTH = BREAKPOINTS.md;

// Avatar lists: the rest are shown as "+N"
export const AVATAR_LIST_DEFAULT = 3;
export const AVATAR_LIST_COMPACT = 2;
export const AVATAR_LIST_LARGE_MAX = 5;

// Browser storage and cookies
export const SESSION_ID_STORAGE_KEY = 'accelerator-sid';
export const TOKEN_STORAGE_KEY = 'accelerator-token';
export const LANGUAGE_COOKIE = 'lang_pref';
/** The spec gives 60 without a unit; cookies elsewhere expire in days, so days. */
export const LANGUAGE_COOKIE_DAYS = 60;
// The spec does not name these keys; ours.
export const METRIC_PROMPT_SKIPPED_SESSION_KEY = 'metric-prompt-skipped';
export const DARK_MODE_STORAGE_KEY = 'dark-mode';
export const SIDEBAR_OPEN_STORAGE_KEY = 'sidebar-open';

// Keyboard
export const SHORTCUT_KEYS = {
  openSearch: '/',
  /** With Ctrl (or Cmd on macOS). */
  openSearchWithModifier: 'k',
  closeSearch: 'Escape',
} as const;

export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/** '/' alone, or Ctrl/Cmd+K, opens search. */
export function isOpenSearchShortcut(press: KeyPress): boolean {
  const modifier = Boolean(press.ctrlKey || press.metaKey);
  if (press.altKey) return false;
  if (press.key === SHORTCUT_KEYS.openSearch) return !modifier;
  return modifier && press.key.toLowerCase() === SHORTCUT_KEYS.openSearchWithModifier;
}

// Dates
export const YEAR_MIN = 1950;

/** Year choices from 1950 to the current (UTC) year, latest first. */
export function yearChoices(now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= YEAR_MIN; year -= 1) years.push(year);
  return years;
}

/**
 * Delay before retry number `attempt` (1 for the first retry). The step starts at 3 s and doubles
 * up to 20 s; jitter draws from the upper half of the step, so retries from many clients spread
 * out yet no delay exceeds 20 s or drops below half its step. `random` is a value in [0, 1)
 * (Math.random()), passed in to keep the function pure.
 */
export function retryDelay(attempt: number, random: number): number {
  const n = Number.isFinite(attempt) && attempt >= 1 ? Math.floor(attempt) : 1;
  // Cap the exponent before it overflows; 2 ** 30 steps are far past the maximum anyway.
  const step = Math.min(RETRY_MAX_DELAY_MS, RETRY_INITIAL_DELAY_MS * 2 ** Math.min(n - 1, 30));
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1) : 0;
  return Math.round(step / 2 + (step / 2) * r);
}

/** Whether another attempt is allowed after `attemptsMade` attempts failed with `status`. */
export function shouldRetryRequest(attemptsMade: number, status?: number | null): boolean {
  if (status != null && (RETRY_EXCLUDED_STATUSES as readonly number[]).includes(status)) return false;
  return attemptsMade < RETRY_MAX_ATTEMPTS;
}
