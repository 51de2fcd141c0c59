// `npm run bench:slots`: free timeslots of a one-on-one event with 10 hosts over 8 weeks (issue 19: under 50 ms).
// The computation the server runs for `eventTimeslots` and `bookEventTimeslot` (computeEventSlots of
// @ascent/shared): hosts in five zones, business hours on weekdays, a date override each, 40 bookings each.
import { performance } from 'node:perf_hooks';
import { computeEventSlots, type SlotHost } from '../packages/shared/src/event-slots.ts';
import { machine, median, percentile } from './report.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WEEK = 7 * 86_400_000;
const zones = ['Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'UTC'];
const from = Date.parse('2026-10-05T00:00:00Z');
const to = from + 8 * WEEK;

const hosts: SlotHost[] = Array.from({ length: 10 }, (_, i) => ({
  id: `host-${i}`,
  timezone: zones[i % zones.length]!,
  rules: [0, 1, 2, 3, 4].flatMap((weekday) => [
    { weekday, start: 7 * 60, end: 12 * 60 },
    { weekday, start: 13 * 60, end: 18 * 60 },
  ]),
  overrides: [{ date: '2026-10-20', ranges: [] }],
  busy: Array.from({ length: 40 }, (_, k) => {
    const start = from + k * 33 * 3_600_000 + i * 1_800_000;
    return { start, end: start + 3_600_000 };
  }),
}));

const run = () =>
  computeEventSlots({
    hosts,
    from,
    to,
    durationMinutes: 30,
    incrementMinutes: 15,
    now: from - WEEK,
    notice: { periodValue: 1, periodUnit: 'DAY' },
    eventStart: from,
    eventEnd: to,
    window: { type: 'UNRESTRICTED', from: null, until: null },
  });

for (let i = 0; i < 5; i++) run();
const times: number[] = [];
let slots = 0;
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  slots = run().length;
  times.push(performance.now() - started);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(machine());
console.log(`free slots, 10 hosts × 8 weeks (${slots} slots), ${RUNS} runs after 5 warm-up`);
console.log(`median ${median(times).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (goal: under 50 ms)`);
