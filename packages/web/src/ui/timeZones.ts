// The IANA time zones offered by every zone picker (profile, welcome, account settings, organisation settings,
// events): the browser's list with UTC first, and a stored zone the list lacks kept at the front rather than lost.
export function timeZones(current?: string | null): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const list = zones.includes('UTC') ? zones : ['UTC', ...zones];
  return current && !list.includes(current) ? [current, ...list] : list;
}

/** The browser's own zone (UTC when it does not say). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
