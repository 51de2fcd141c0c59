// "5 minutes ago", "il y a 2 heures": the time of a notification relative to now, in the interface language.
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
];

export function relativeTime(at: Date | string, now: number, language: string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) return '';
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // Under 10 s (and anything a skewed clock puts in the future) reads "now".
  let value = Math.min(0, (time - now) / 1000);
  if (value > -10) return rtf.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return rtf.format(Math.round(value), unit);
    value /= size;
  }
  return rtf.format(Math.round(value), 'year');
}
