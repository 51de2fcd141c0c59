// Load shedding (core/overload.ts) on the real server: past OVERLOAD_MAX_IN_FLIGHT requests in progress, or with the
// event loop running late, a request is refused at once with 503, SERVICE_UNAVAILABLE and Retry-After, never a 500;
// the health probe keeps answering; the requests already admitted finish normally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const QUERY = JSON.stringify({ query: '{ publicIncubator { slug } }' });
const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', host: 'demo.localhost' };

describe('load shedding: requests in progress', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ OVERLOAD_MAX_IN_FLIGHT: '1' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a request beyond the limit with 503 + Retry-After while one is in progress, then serves again', async () => {
    // A request whose body is still arriving is in progress. It races the first probe to the server: if the probe
    // was taken in first, the slow one may be the request refused, and it is opened again.
    const openSlow = async () => {
      const req = httpRequest({
        port: s.port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/graphql',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(QUERY)) },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        });
        req.on('error', reject);
      });
      await new Promise<void>((resolve) => req.write(QUERY.slice(0, 5), () => resolve()));
      let answered = false;
      void answer.then(
        () => (answered = true),
        () => (answered = true),
      );
      return { req, answer, answered: () => answered };
    };
    let slow = await openSlow();
    // Once the server has taken the slow request in (a loaded machine may take a moment), the next is refused.
    let refused = await s.http({ method: 'POST', path: '/graphql', headers, body: QUERY });
    for (let attempt = 0; attempt < 50 && refused.status !== 503; attempt += 1) {
      expect(refused.status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      if (slow.answered()) {
        expect((await slow.answer).status).toBe(503);
        slow = await openSlow();
      }
      refused = await s.http({ method: 'POST', path: '/graphql', headers, body: QUERY });
    }
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((refused.body as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
      'SERVICE_UNAVAILABLE',
    );
    const rest = await s.http({ method: 'GET', path: '/api/nothing-here' });
    expect(rest.status).toBe(503);
    expect((rest.body as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await s.http({ method: 'GET', path: '/healthz' })).status).toBe(200);

    slow.req.end(QUERY.slice(5));
    const admitted = await slow.answer;
    expect(admitted.status, admitted.body).toBe(200);
    const after = await s.http({ method: 'POST', path: '/graphql', headers, body: QUERY });
    expect(after.status, after.text).toBe(200);
  });
});

describe('load shedding: a late event loop', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers 503 + Retry-After while the loop runs late, keeps the probe up, and recovers', async () => {
    // Block the loop (the server runs in this process) a few times, then ask before the next sample clears it.
    let refused = null as Awaited<ReturnType<TestServer['http']>> | null;
    for (let attempt = 0; attempt < 10 && !refused; attempt += 1) {
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        // busy
      }
      await new Promise((r) => setTimeout(r, 30)); // the sample taken right after the block says "late"
      const res = await s.http({ method: 'POST', path: '/graphql', headers, body: QUERY });
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) {
        refused = res;
        expect((await s.http({ method: 'GET', path: '/healthz' })).status).toBe(200);
      }
    }
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
    let ok = false;
    for (let attempt = 0; attempt < 20 && !ok; attempt += 1) {
      await new Promise((r) => setTimeout(r, 500));
      ok = (await s.http({ method: 'POST', path: '/graphql', headers, body: QUERY })).status === 200;
    }
    expect(ok).toBe(true);
  });
});
