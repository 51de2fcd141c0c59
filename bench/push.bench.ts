// `npm run bench:push`: live updates across two instances at scale. Instance A (in this process) and instance B (a
// child process) share a scratch PostgreSQL database and Redis, as two instances behind a load balancer do.
// BENCH_SOCKETS graphql-ws clients (1,000) connect to B, spread over ten of Lakeside's people, each subscribed to
// `notificationCreated`; each round, A raises one notification for each of the ten (`notify`, as a module does),
// and every socket of a recipient must receive it. Prints how many arrived, the latency from the call on A to
// arrival on each socket (p50, p99, max), and the time of the call itself as the baseline measured in the same run
// (what a push cannot be faster than). Goal (issue #15): all delivered, p99 ≤ 100 ms on an idle machine.
//
// Settings (environment): BENCH_SOCKETS (1000), BENCH_ROUNDS (10), DATABASE_URL and REDIS_URL (default: the local
// servers at 127.0.0.1:5432/test and 127.0.0.1:6379).
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { intSetting, pct } from './report.ts';

const SOCKETS = intSetting('BENCH_SOCKETS', 1000);
const ROUNDS = intSetting('BENCH_ROUNDS', 10);
process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

const { startTwoInstances } = await import('../packages/server/test/processes.ts');
const { notifyIn } = await import('../packages/server/test/factories/notifications.ts');
const P = await import('../packages/server/test/personas.ts');

const PEOPLE = [P.MAYA, P.DANIEL, P.PRIYA, P.LUCAS, P.HANNAH, P.SAMUEL, P.ELENA, P.GRACE, P.AISHA, P.MARCO];
const perUser = Math.ceil(SOCKETS / PEOPLE.length);
const instances = await startTwoInstances(
  { LOG_LEVEL: 'silent' },
  { SOCKETS_PER_ADDRESS: String(SOCKETS + 100), SOCKETS_PER_USER: String(perUser + 10), JOBS: 'false' },
);
const clients: Client[] = [];
try {
  const { a, b } = instances;
  const people: { token: string; id: string }[] = [];
  for (const email of PEOPLE) {
    const token = await a.login(email);
    const me = await a.gql<{ currentUser: { _id: string } }>('{ currentUser { _id } }', { token });
    people.push({ token, id: me.body.data!.currentUser._id });
  }
  // arrivals[round] = one time per socket that received the round's notification.
  const arrivals = new Map<number, number[]>();
  let connected = 0;
  for (let i = 0; i < SOCKETS; i++) {
    const person = people[i % people.length]!;
    const client = createClient({
      url: `ws://127.0.0.1:${b.port}/subscriptions`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { host: 'demo.localhost' } });
        }
      },
      connectionParams: { authorization: `Bearer ${person.token}`, incubatorIdentifier: 'demo' },
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => void connected++ },
    });
    clients.push(client);
    client.subscribe<{ notificationCreated: { message: string } }>(
      { query: 'subscription { notificationCreated { message } }' },
      {
        next: (value) => {
          const round = Number(/Bench round (\d+)/.exec(value.data?.notificationCreated.message ?? '')?.[1]);
          if (!Number.isInteger(round)) return;
          const times = arrivals.get(round) ?? [];
          times.push(performance.now());
          arrivals.set(round, times);
        },
        error: () => {},
        complete: () => {},
      },
    );
  }
  const waitUntil = async (check: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    return check();
  };
  if (!(await waitUntil(() => connected === SOCKETS, 60_000))) throw new Error(`only ${connected} sockets connected`);
  // Round 0 warms up and proves every subscription is in place before anything is timed.
  const raise = (round: number) =>
    notifyIn(a.running, 'demo', {
      type: 'meetingScheduled',
      url: '/calendar',
      params: { title: `Bench round ${round}` },
      recipients: people.map((p) => p.id),
    });
  await raise(0);
  if (!(await waitUntil(() => (arrivals.get(0)?.length ?? 0) === SOCKETS, 30_000)))
    throw new Error(`warm-up: ${arrivals.get(0)?.length ?? 0} of ${SOCKETS} sockets got the event`);

  const latencies: number[] = [];
  const calls: number[] = [];
  let delivered = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const t0 = performance.now();
    await raise(round);
    calls.push(performance.now() - t0);
    await waitUntil(() => (arrivals.get(round)?.length ?? 0) === SOCKETS, 10_000);
    const times = arrivals.get(round) ?? [];
    delivered += times.length;
    latencies.push(...times.map((t) => t - t0));
    await new Promise((r) => setTimeout(r, 200));
  }
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(`sockets on B: ${SOCKETS} (${PEOPLE.length} people × ${perUser}), rounds: ${ROUNDS}`);
  console.log(`delivered: ${delivered} of ${SOCKETS * ROUNDS}`);
  console.log(`                                 p50 ms   p99 ms   max ms`);
  console.log(
    `push, call on A → socket on B  ${f(pct(latencies, 50))} ${f(pct(latencies, 99))} ${f(Math.max(...latencies))}`,
  );
  console.log(`baseline: the notify call on A ${f(pct(calls, 50))} ${f(pct(calls, 99))} ${f(Math.max(...calls))}`);
  console.log(
    `goal: all delivered, p99 ≤ 100 ms → ${delivered === SOCKETS * ROUNDS && pct(latencies, 99) <= 100 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `load average: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await Promise.all(clients.map((c) => c.dispose()));
  await instances.close();
}
