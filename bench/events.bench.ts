// `npm run bench:events`: what publishing a domain event adds to a mutation. Boots the real server's services
// in-process (PGlite in a temporary DATA_DIR, or DATABASE_URL; JOBS off), then times the same small mutation — a
// transaction writing one row — alone, and with one event published in it and dispatched after the commit to one
// inline handler that does nothing (so what is measured is the bus: the outbox insert in the transaction, the
// after-commit dispatch and the dispatched mark). Runs are interleaved so that both cases see the same machine.
// See bench/README.md.
//
// Then the same two at a fixed rate (BENCH_RATE a second, 200, for BENCH_RATE_SECONDS of each, 5).
// Settings (environment): BENCH_RUNS (measured mutations per case, 2000), BENCH_WARMUP (discarded first, 200),
// BENCH_RATE, BENCH_RATE_SECONDS, DATABASE_URL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRunning } from '../packages/server/src/server.ts';
import { seedDemo } from '../packages/server/src/seed/seed.ts';
import { TenantDb } from '../packages/server/src/core/db/tenant-db.ts';
import { mailOutbox } from '../packages/server/src/core/mail/outbox.schema.ts';
import { createEventBus } from '../packages/server/src/core/events/bus.ts';
import { buildEventRegistry } from '../packages/server/src/core/events/registry.ts';
import type { EventName, EventSubscriptions } from '../packages/server/src/core/events/types.ts';
import { intSetting, pct } from './report.ts';

const RUNS = intSetting('BENCH_RUNS', 2000);
const WARMUP = intSetting('BENCH_WARMUP', 200);
const RATE = intSetting('BENCH_RATE', 200);
const RATE_SECONDS = intSetting('BENCH_RATE_SECONDS', 5);
const EVENT = 'bench.happened' as EventName;

const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(join(tmpdir(), 'ascent-bench-events-'));
const running = await createRunning(
  {
    ...process.env,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    JOBS: 'false',
  },
  { webDist: null },
);
try {
  const { services } = running;
  await seedDemo(services.database.db);
  const tenant = (await services.tenants.bySlug('demo'))!;
  const tdb = new TenantDb(services.database.db, tenant.id);
  let handled = 0;
  const registry = buildEventRegistry([
    { name: 'bench', publishes: [EVENT] },
    { name: 'listener', events: { [EVENT]: async () => void handled++ } as EventSubscriptions },
  ]);
  const bus = createEventBus({
    database: services.database,
    log: services.log,
    registry,
    retryAfterSeconds: 30,
    services: () => services,
    jobs: () => services.jobs,
  });
  const row = {
    toAddress: 'bench@example.test',
    subject: 's',
    textBody: 't',
    htmlBody: 'h',
    kind: 'bench',
    status: 'stored',
  };
  const mutation = (publish: boolean) =>
    tdb.transaction(async (tx) => {
      await tx.insert(mailOutbox, row);
      if (publish) await bus.publish(tx, EVENT, { n: 1 } as never);
    });

  const times: Record<'plain' | 'event', number[]> = { plain: [], event: [] };
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const kind of ['plain', 'event'] as const) {
      const t0 = performance.now();
      await mutation(kind === 'event');
      const ms = performance.now() - t0;
      if (i >= WARMUP) times[kind].push(ms);
    }
  }
  if (handled !== WARMUP + RUNS) throw new Error(`expected ${WARMUP + RUNS} deliveries, got ${handled}`);
  const line = (label: string, xs: number[]) =>
    `${label.padEnd(22)} p50 ${pct(xs, 50).toFixed(3)} ms   p99 ${pct(xs, 99).toFixed(3)} ms`;
  console.log(`database: ${services.database.driver}, ${RUNS} runs per case after ${WARMUP} warm-up`);
  console.log(line('mutation alone', times.plain));
  console.log(line('mutation + 1 event', times.event));
  const added = times.event.map((t, i) => t - times.plain[i]!);
  console.log(line('added (paired)', added));
  console.log(
    `added p99 (p99 with − p99 without): ${(pct(times.event, 99) - pct(times.plain, 99)).toFixed(3)} ms (goal < 1 ms)`,
  );

  // At a fixed rate (issue #16: the outbox adds under 2 ms p99 at 200 mutations a second): mutations started every
  // 1000/RATE ms whether or not the last has answered (an open loop, as users are), alternating one-second blocks
  // with and without the event so both see the same machine.
  const atRate: Record<'plain' | 'event', number[]> = { plain: [], event: [] };
  const interval = 1000 / RATE;
  for (let block = 0; block < 2 * RATE_SECONDS; block++) {
    const kind = block % 2 === 0 ? 'plain' : 'event';
    const start = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < RATE; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inFlight.push(mutation(kind === 'event').then(() => void atRate[kind].push(performance.now() - due)));
    }
    await Promise.all(inFlight);
  }
  console.log(`at ${RATE} mutations a second (open loop, ${RATE_SECONDS} s of each, latency from the planned start):`);
  console.log(line('mutation alone', atRate.plain));
  console.log(line('mutation + 1 event', atRate.event));
  console.log(
    `added p99 at ${RATE}/s: ${(pct(atRate.event, 99) - pct(atRate.plain, 99)).toFixed(3)} ms (goal < 2 ms, issue #16)`,
  );
} finally {
  await running.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
