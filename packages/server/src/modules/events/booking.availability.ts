// Availability (issue 19, spec 02 §9): the caller's weekly schedule in their own zone and their date overrides.
// Each save replaces the whole list in one transaction, after the shared rules (overlaps, zone, hours mode) have
// passed: a refused save stores nothing.
import {
  AVAILABILITY_ERROR_MESSAGES,
  defaultWeeklyRules,
  overridesError,
  weeklyAvailabilityError,
  type AvailabilityErrorName,
  type DateOverride,
  type HoursMode,
  type WeeklyRule,
} from '@ascent/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { MyAvailability } from '../../generated/graphql.ts';
import { reasonError, type AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/db/tenant-db.ts';
import type { SignedIn } from '../../core/scope.ts';
import { availabilityOverrides, availabilityRules, availabilitySettings } from './booking.schema.ts';

export const availabilityError = (name: AvailabilityErrorName, field: string): AppError =>
  reasonError('VALIDATION_FAILED', AVAILABILITY_ERROR_MESSAGES, name, undefined, { fields: { [field]: name } });

export interface StoredAvailability {
  userId: string;
  timezone: string;
  hoursMode: HoursMode;
  isSet: boolean;
  rules: WeeklyRule[];
  overrides: DateOverride[];
}

/** The stored schedules of several people (those without one are absent), overrides from `fromDate` on. */
export async function loadAvailability(
  tdb: TenantDb,
  userIds: readonly string[],
  fromDate = '0000-01-01',
): Promise<Map<string, StoredAvailability>> {
  const out = new Map<string, StoredAvailability>();
  if (userIds.length === 0) return out;
  const ids = [...userIds];
  const settings = await tdb
    .select()
    .from(availabilitySettings)
    .where(tdb.where(availabilitySettings, inArray(availabilitySettings.userId, ids)));
  for (const s of settings)
    out.set(s.userId, {
      userId: s.userId,
      timezone: s.timezone,
      hoursMode: s.hoursMode as HoursMode,
      isSet: true,
      rules: [],
      overrides: [],
    });
  const rules = await tdb
    .select()
    .from(availabilityRules)
    .where(tdb.where(availabilityRules, inArray(availabilityRules.userId, ids)))
    .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute));
  for (const r of rules) out.get(r.userId)?.rules.push({ weekday: r.weekday, start: r.startMinute, end: r.endMinute });
  const overrides = await tdb
    .select()
    .from(availabilityOverrides)
    .where(tdb.where(availabilityOverrides, inArray(availabilityOverrides.userId, ids)))
    .orderBy(asc(availabilityOverrides.date), asc(availabilityOverrides.startMinute));
  for (const o of overrides) {
    if (o.date < fromDate) continue;
    const list = out.get(o.userId)?.overrides;
    if (!list) continue;
    let day = list.at(-1);
    if (!day || day.date !== o.date) list.push((day = { date: o.date, ranges: [] }));
    if (o.startMinute !== null && o.endMinute !== null)
      (day.ranges as { start: number; end: number }[]).push({ start: o.startMinute, end: o.endMinute });
  }
  return out;
}

async function present(scope: SignedIn): Promise<MyAvailability> {
  const stored = (await loadAvailability(scope.tdb, [scope.user.id])).get(scope.user.id);
  if (stored) return { ...stored, overrides: stored.overrides.map((o) => ({ ...o, ranges: [...o.ranges] })) };
  return {
    timezone: scope.user.timezone || scope.tenant.timezone || 'UTC',
    hoursMode: 'BUSINESS_HOURS',
    isSet: false,
    rules: defaultWeeklyRules(),
    overrides: [],
  };
}

export const myAvailability = (scope: SignedIn) => present(scope);

export async function setWeeklyAvailability(
  scope: SignedIn,
  args: { timezone: string; hoursMode: string; rules: readonly WeeklyRule[] },
): Promise<MyAvailability> {
  const hoursMode = args.hoursMode as HoursMode;
  const bad = weeklyAvailabilityError({ timezone: args.timezone, hoursMode, rules: args.rules });
  if (bad) throw availabilityError(bad, bad === 'badTimezone' ? 'timezone' : 'rules');
  const current = (await loadAvailability(scope.tdb, [scope.user.id])).get(scope.user.id);
  // Overrides follow the hours mode: switching to business hours must not leave them outside it.
  const overBad = current ? overridesError(current.overrides, hoursMode) : null;
  if (overBad) throw availabilityError('outsideHours', 'hoursMode');
  const userId = scope.user.id;
  await scope.tdb.transaction(async (tdb) => {
    await tdb.insert(availabilitySettings, { userId, timezone: args.timezone, hoursMode }).onConflictDoUpdate({
      target: [availabilitySettings.incubatorId, availabilitySettings.userId],
      set: { timezone: args.timezone, hoursMode, updatedAt: new Date() },
    });
    await tdb.delete(availabilityRules, eq(availabilityRules.userId, userId));
    if (args.rules.length)
      await tdb.insert(
        availabilityRules,
        args.rules.map((r) => ({ userId, weekday: r.weekday, startMinute: r.start, endMinute: r.end })),
      );
    await scope.services.events.publish(tdb, 'availability.saved', { userId });
  });
  return present(scope);
}

export async function setAvailabilityOverrides(
  scope: SignedIn,
  overrides: readonly DateOverride[],
): Promise<MyAvailability> {
  const current = await present(scope);
  const bad = overridesError(overrides, current.hoursMode as HoursMode);
  if (bad) throw availabilityError(bad, 'overrides');
  const userId = scope.user.id;
  await scope.tdb.transaction(async (tdb) => {
    // Someone saving time off before a schedule keeps the suggested one they were shown.
    // A concurrent first save may have set the schedule meanwhile: theirs stands, and its rules with it.
    const created = current.isSet
      ? []
      : await tdb
          .insert(availabilitySettings, { userId, timezone: current.timezone, hoursMode: current.hoursMode })
          .onConflictDoNothing()
          .returning({ userId: availabilitySettings.userId });
    // Taking the schedule's row lock makes one person's concurrent saves run one after another.
    if (!created.length)
      await tdb.update(availabilitySettings, { updatedAt: new Date() }, eq(availabilitySettings.userId, userId));
    if (created.length && current.rules.length)
      await tdb.insert(
        availabilityRules,
        current.rules.map((r) => ({ userId, weekday: r.weekday, startMinute: r.start, endMinute: r.end })),
      );
    await tdb.delete(availabilityOverrides, eq(availabilityOverrides.userId, userId));
    const rows = overrides.flatMap(
      (o): { userId: string; date: string; startMinute: number | null; endMinute: number | null }[] =>
        o.ranges.length === 0
          ? [{ userId, date: o.date, startMinute: null, endMinute: null }]
          : o.ranges.map((r) => ({ userId, date: o.date, startMinute: r.start, endMinute: r.end })),
    );
    if (rows.length) await tdb.insert(availabilityOverrides, rows);
    await scope.services.events.publish(tdb, 'availability.saved', { userId });
  });
  return present(scope);
}
