// Retryable calls on the real server: Idempotency-Key on mutations (a repeat answers the first answer, per
// organisation and user, and never runs twice) and the 503 DEPENDENCY_UNAVAILABLE with Retry-After of an outage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { startTestServer, type HttpResult, type TestServer } from '../../../test/harness.ts';
import { tasks } from '../../modules/tasks/tasks.schema.ts';
import { users } from '../../modules/users/users.schema.ts';
import { idempotencyKeys } from './idempotency.schema.ts';

const HANNAH = 'hannah.schultz@lakeside.example';
const PRIYA = 'priya.raman@lakeside.example';
const CREATE = `mutation($name: String!, $dueDate: String!, $assignees: [TaskAssigneeInput!]!) {
  createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id name } }`;

describe('idempotency keys and outages', () => {
  let server: TestServer;
  let hannah: string;
  let priya: string;
  let hannahId: string;

  beforeAll(async () => {
    server = await startTestServer();
    hannah = await server.login(HANNAH);
    priya = await server.login(PRIYA);
    const [row] = await server.running.services.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, HANNAH));
    hannahId = row!.id;
  });
  afterAll(() => server?.close());

  const create = (name: string, key: string | null, token = hannah): Promise<HttpResult> =>
    server.http({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify({
        query: CREATE,
        variables: { name, dueDate: '2031-01-01', assignees: [{ type: 'user', value: hannahId }] },
      }),
    });
  const stored = async (name: string) => {
    const [row] = await server.running.services.database.db
      .select({ n: count() })
      .from(tasks)
      .where(eq(tasks.name, name));
    return row!.n;
  };

  it('runs a mutation once per key and answers a repeat with the first answer', async () => {
    const first = await create('Idempotent one', 'key-one');
    expect(first.status).toBe(200);
    const again = await create('Idempotent one', 'key-one');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await stored('Idempotent one')).toBe(1);
    // Without a key, each call runs.
    await create('No key', null);
    await create('No key', null);
    expect(await stored('No key')).toBe(2);
  });

  it('keeps keys per user and refuses a key reused for another request', async () => {
    await create('Per user', 'shared-key');
    const other = await create('Per user', 'shared-key', priya);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    const reused = (await create('Something else', 'shared-key')) as HttpResult<{
      errors: { extensions: { code: string; reason: string } }[];
    }>;
    expect(reused.body.errors[0]!.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'idempotencyKeyReused' });
    expect(await stored('Something else')).toBe(0);
    const bad = (await create('Bad key', 'not a key!')) as HttpResult<{ errors: { extensions: { code: string } }[] }>;
    expect(bad.body.errors[0]!.extensions.code).toBe('BAD_REQUEST');
    expect(await stored('Bad key')).toBe(0);
  });

  it('marks the key applied in the mutation transaction, and says so when the first answer was lost', async () => {
    const db = server.running.services.database.db;
    await create('Committed', 'key-committed');
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-committed'));
    expect(row!.committed).toBe(true);
    // As if the answer had failed after the commit: no stored answer, but applied.
    await db
      .update(idempotencyKeys)
      .set({ status: null, response: null })
      .where(and(eq(idempotencyKeys.key, 'key-committed')));
    const retry = (await create('Committed', 'key-committed')) as HttpResult<{
      errors: { extensions: { code: string; reason: string } }[];
    }>;
    expect(retry.body.errors[0]!.extensions).toMatchObject({ code: 'CONFLICT', reason: 'alreadyApplied' });
    expect(await stored('Committed')).toBe(1);
  });

  it('marks the key applied after a write made outside a transaction too', async () => {
    const db = server.running.services.database.db;
    const res = await server.http({
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${hannah}`,
        'idempotency-key': 'key-single-write',
      },
      body: JSON.stringify({
        query: 'mutation($t: Float!) { updateLastSeenNotifications(timestamp: $t) { __typename } }',
        variables: { t: Date.now() },
      }),
    });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-single-write'));
    expect(row!.committed).toBe(true);
  });

  it('answers 503 DEPENDENCY_UNAVAILABLE with Retry-After when the database cannot be reached', async () => {
    const ports = server.running.services.ports as { findUserInSession: (...a: never[]) => Promise<unknown> };
    const original = ports.findUserInSession;
    ports.findUserInSession = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    try {
      const res = (await create('During outage', 'key-outage')) as HttpResult<{
        errors: { extensions: { code: string } }[];
      }>;
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.body.errors[0]!.extensions.code).toBe('DEPENDENCY_UNAVAILABLE');
    } finally {
      ports.findUserInSession = original;
    }
    // The key of the failed attempt was freed: the retry runs.
    const retry = await create('During outage', 'key-outage');
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored('During outage')).toBe(1);
  });
});
