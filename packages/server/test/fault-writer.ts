// The bounded writer of the fault tests: creates tasks one after another, each with its own Idempotency-Key, on
// the instances given in turn, and retries a write (same key, next instance) after a retryable answer (503) or no
// answer, until it is acknowledged or the writer's deadline passes. Every answer is recorded.
import { DEMO_PASSWORD, sendHttp, type HttpResult } from './harness.ts';

export const CREATE_TASK = `mutation($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!) {
  createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id } }`;

export interface WriteOutcome {
  name: string;
  key: string;
  /** The task's id when acknowledged with the task; null when acknowledged as "already applied". */
  id: string | null;
  acknowledged: boolean;
  /** When the acknowledgement arrived. */
  acknowledgedAt: number;
  attempts: number;
  startedAt: number;
  /** Milliseconds of the first attempt (answered or not). */
  firstAttemptMs: number;
}

export interface Answer {
  status: number | 'no answer';
  code?: string;
  retryAfter?: string;
}

export async function login(port: number, email: string): Promise<string> {
  const res = await sendHttp(port, {
    method: 'POST',
    path: '/auth/local',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return (res.body as { token: string }).token;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms))),
  ]).finally(() => clearTimeout(timer));
}

export function createWriter(opts: { ports: number[]; token: string; assigneeId: string; prefix: string }) {
  const outcomes: WriteOutcome[] = [];
  const answers: Answer[] = [];
  let stopped = false;
  let aborted = false;

  const attempt = async (port: number, name: string, key: string): Promise<HttpResult | null> => {
    try {
      return await withTimeout(
        sendHttp(port, {
          method: 'POST',
          path: '/graphql',
          headers: {
            'content-type': 'application/json',
            'apollo-require-preflight': 'true',
            authorization: `Bearer ${opts.token}`,
            'idempotency-key': key,
          },
          body: JSON.stringify({
            query: CREATE_TASK,
            variables: { name, dueDate: '2031-06-01', assignees: [{ type: 'user', value: opts.assigneeId }] },
          }),
        }),
        8000,
      );
    } catch {
      return null;
    }
  };

  const write = async (i: number, deadline: number) => {
    const name = `${opts.prefix}-${i}`;
    const key = `${opts.prefix}-key-${i}`;
    const outcome: WriteOutcome = {
      name,
      key,
      id: null,
      acknowledged: false,
      acknowledgedAt: 0,
      attempts: 0,
      startedAt: Date.now(),
      firstAttemptMs: 0,
    };
    outcomes.push(outcome);
    for (let n = 0; Date.now() < deadline && !aborted; n++) {
      const began = Date.now();
      const res = await attempt(opts.ports[(i + n) % opts.ports.length]!, name, key);
      outcome.attempts++;
      if (n === 0) outcome.firstAttemptMs = Date.now() - began;
      const body = res?.body as
        | { data?: { createTask?: { _id: string } } | null; errors?: { extensions?: Record<string, unknown> }[] }
        | undefined;
      const ext = body?.errors?.[0]?.extensions ?? {};
      answers.push({
        status: res ? res.status : 'no answer',
        code: typeof ext.code === 'string' ? ext.code : undefined,
        retryAfter: res?.headers['retry-after'] as string | undefined,
      });
      if (body?.data?.createTask) {
        outcome.id = body.data.createTask._id;
        outcome.acknowledged = true;
        outcome.acknowledgedAt = Date.now();
        return;
      }
      if (ext.reason === 'alreadyApplied') {
        outcome.acknowledged = true;
        outcome.acknowledgedAt = Date.now();
        return;
      }
      if (res && res.status !== 503) return; // not retryable: recorded as unacknowledged
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  return {
    outcomes,
    answers,
    /** Writes until stop(); each write is retried for at most `graceMs`. */
    run: async (graceMs: number) => {
      for (let i = 0; !stopped; i++) {
        await write(i, Date.now() + graceMs);
        await new Promise((r) => setTimeout(r, 40));
      }
    },
    stop: () => {
      stopped = true;
    },
    /** Stops at once: the write in progress is left unacknowledged. */
    abort: () => {
      stopped = true;
      aborted = true;
    },
  };
}
