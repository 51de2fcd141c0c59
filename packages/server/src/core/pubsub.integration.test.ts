// Two server processes sharing one PostgreSQL database and one Redis: an event published by one instance
// reaches a subscriber connected to the other. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both;
// two processes cannot share an embedded PGlite directory).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { subscribe, settle } from '../../test/ws.ts';
import { notifyIn } from '../../test/factories/notifications.ts';
import { AISHA } from '../../test/personas.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SECRET = 'two-instances-share-this-secret-two-instances';
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`instance B did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`instance B exited with ${code}:\n${out}`)));
  });
}

describe.skipIf(!databaseUrl || !redisUrl)('live updates through Redis across two instances', () => {
  let a: TestServer;
  let b: { child: ChildProcess; port: number };
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(databaseUrl!);
    drop = scratch.drop;
    a = await startTestServer({ REDIS_URL: redisUrl!, SECRET }, { databaseUrl: scratch.url });
    b = await startChild({
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl!,
      SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ascent-b-')),
    });
  });
  afterAll(async () => {
    b?.child.kill('SIGTERM');
    await a?.close();
    await drop?.();
  });

  it('delivers a notification published on instance A to a subscriber on instance B', async () => {
    const token = await a.login(AISHA);
    const me = await a.gql<{ currentUser: { _id: string; incubator: { _id: string } } }>(
      '{ currentUser { _id incubator { _id } } }',
      { token },
    );
    const user = me.body.data!.currentUser;
    const sub = subscribe<{ notificationCreated: { message: string } }>({
      port: b.port,
      host: 'demo.localhost',
      query: 'subscription { notificationCreated { message } }',
      connectionParams: { authorization: `Bearer ${token}`, incubatorIdentifier: 'demo' },
    });
    await settle(500);
    await notifyIn(a.running, 'demo', {
      type: 'meetingScheduled',
      url: '/calendar',
      params: { title: 'Coaching with Hannah on Tuesday' },
      recipients: [user._id],
    });
    expect((await sub.next(5000)).notificationCreated.message).toBe(
      'Lakeside Ventures Accelerator scheduled a meeting with you: Coaching with Hannah on Tuesday',
    );
    await sub.close();
  });
});
