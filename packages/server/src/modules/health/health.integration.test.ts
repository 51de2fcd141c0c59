// The probes as a load balancer or Kubernetes uses them: /livez never looks outside the process, /readyz checks the
// database, Redis when configured and the migrations, and says 503 (with Retry-After) while one fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

describe('probes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s?.close());

  it('GET /livez and /readyz answer 200 on any host while everything is reachable', async () => {
    const live = await s.http({ path: '/livez', host: 'no-such-organisation.localhost' });
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await s.http({ path: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', redis: 'not configured', migrations: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 503 with Retry-After while the database does not answer; /livez stays 200', async () => {
    const database = s.running.services.database;
    const ping = database.ping;
    database.ping = () => new Promise(() => {}); // hangs, as a cut connection does
    try {
      const began = Date.now();
      const ready = await s.http({ path: '/readyz' });
      expect(Date.now() - began).toBeLessThan(3000);
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBe('2');
      expect(ready.body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
      expect((await s.http({ path: '/livez' })).status).toBe(200);
    } finally {
      database.ping = ping;
    }
    expect((await s.http({ path: '/readyz' })).status).toBe(200);
  });

  it('GET /readyz answers 503 draining once the process is stopping', async () => {
    s.running.services.lifecycle.draining = true;
    try {
      const ready = await s.http({ path: '/readyz' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'draining', database: 'ok' });
    } finally {
      s.running.services.lifecycle.draining = false;
    }
  });
});
