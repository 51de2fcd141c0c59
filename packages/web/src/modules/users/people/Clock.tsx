// A clock in a given time zone (spec 02 §9): "hh:mm A" by default, refreshed every second. Renders nothing for
// an unknown zone.
import { CLOCK_DEFAULT_FORMAT, CLOCK_REFRESH_MS } from '@ascent/shared';
import { useEffect, useState } from 'react';
import { formatClock } from './clock.ts';

export function useClock(timeZone: string | null | undefined, format: string = CLOCK_DEFAULT_FORMAT): string | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!timeZone) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return timeZone ? formatClock(now, timeZone, format) : null;
}

export function Clock({ timeZone, format }: { readonly timeZone: string; readonly format?: string }) {
  const text = useClock(timeZone, format);
  if (text === null) return null;
  return (
    <time data-testid="clock" suppressHydrationWarning>
      {text}
    </time>
  );
}
