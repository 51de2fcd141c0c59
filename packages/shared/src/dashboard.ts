// The home dashboard (issue 14 §9): what counts as a silent startup and how much recent activity the home shows.

/** A startup whose founders have written nothing on its timeline (posts, submitted metrics) for this many days. */
export const DASHBOARD_SILENT_DAYS = 30;
/** Posts in the "latest activity" card. */
export const DASHBOARD_ACTIVITY_LIMIT = 8;
