// List totals are counted up to a cap, so a page of a large list costs what a page of a small one does: the server
// answers at most LIST_COUNT_CAP + 1, which means "more than the cap", and screens show it as "1,000+".

/** Totals are exact up to this many; above it the server answers LIST_COUNT_CAP + 1. */
export const LIST_COUNT_CAP = 1000;

/** Whether a total from the server stands for "more than the cap" rather than an exact figure. */
export function isOverCap(total: number): boolean {
  return total > LIST_COUNT_CAP;
}

/** A list total as shown: in the locale's digits and grouping, "1,000+" (or "١٬٠٠٠+", "1.000+") above the cap. */
export function formatListCount(total: number, locale: string): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale);
  } catch {
    format = new Intl.NumberFormat('en');
  }
  if (!Number.isFinite(total) || total < 0) return format.format(0);
  return isOverCap(total) ? `${format.format(LIST_COUNT_CAP)}+` : format.format(Math.floor(total));
}
