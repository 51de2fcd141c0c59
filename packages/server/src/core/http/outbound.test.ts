import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { addressKind, hostKind } from './addresses.ts';
import { createOutbound, OutboundRefused, outboundRefusalOf, parseAllowHosts, type Resolver } from './outbound.ts';

/** A resolver that knows only the names given (as a test DNS would). */
const stubLookup =
  (names: Record<string, string[]>, calls: string[] = []): Resolver =>
  async (hostname) => {
    calls.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a refusal').toBeInstanceOf(OutboundRefused);
  return (err as OutboundRefused).reason;
};

describe('addressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['[fd00:ec2:0::254]', 'metadata'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    // IPv4-mapped and NAT64 forms judge the IPv4 address inside.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:a00:1]', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::10.0.0.1', 'private'],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (ip) => {
    expect(addressKind(ip)).toBeNull();
  });

  it('knows metadata and localhost names, and literal addresses as URLs normalise them', () => {
    expect(hostKind('metadata.google.internal')).toBe('metadata');
    expect(hostKind('METADATA.GOOGLE.INTERNAL.')).toBe('metadata');
    expect(hostKind('localhost')).toBe('loopback');
    expect(hostKind('idp.localhost')).toBe('loopback');
    expect(hostKind(new URL('http://0x7f.1/').hostname)).toBe('loopback');
    expect(hostKind(new URL('http://2130706433/').hostname)).toBe('loopback');
    expect(hostKind(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('loopback');
    expect(hostKind('idp.example.com')).toBeNull();
  });
});

describe('parseAllowHosts', () => {
  it('reads hosts and host:port entries', () => {
    expect(parseAllowHosts(' idp.internal , 127.0.0.1:8080,[::1]:9000,KEYCLOAK.local')).toEqual({
      hosts: ['idp.internal', '127.0.0.1:8080', '[::1]:9000', 'keycloak.local'],
    });
    expect(parseAllowHosts('')).toEqual({ hosts: [] });
  });
  it.each([
    'http://idp',
    'idp:0',
    'idp:70000',
    'idp/path',
    'user@idp',
    '169.254.169.254',
    'metadata.google.internal:80',
  ])('refuses %s', (entry) => {
    expect(parseAllowHosts(entry)).toHaveProperty('error');
  });
});

describe('the outbound client', () => {
  let server: Server;
  let port: number;
  let other: Server;
  let otherPort: number;
  const seen: { path: string; method: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void = (_req, res) => res.end('{}');

  const listen = async (fn: (req: IncomingMessage, res: ServerResponse) => void) => {
    const s = createServer(fn);
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    return { s, port: (s.address() as AddressInfo).port };
  };

  beforeAll(async () => {
    ({ s: server, port } = await listen((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        seen.push({ path: req.url!, method: req.method!, headers: req.headers, body });
        handler(req, res, body);
      });
    }));
    ({ s: other, port: otherPort } = await listen((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ at: 'other', method: req.method, authorization: req.headers.authorization ?? null }));
    }));
  });
  afterAll(async () => {
    server.closeAllConnections();
    other.closeAllConnections();
    await new Promise((r) => server.close(r));
    await new Promise((r) => other.close(r));
  });

  const local = (path = '/') => `http://127.0.0.1:${port}${path}`;
  const allowed = (extra: Parameters<typeof createOutbound>[0] = {}) =>
    createOutbound({ allowHosts: [`127.0.0.1:${port}`], ...extra });

  it('fetches from an allowed host: status, headers, JSON body, the final address', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true }));
    };
    const res = await allowed().fetch(local('/.well-known/openid-configuration'), {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ ok: true });
    expect(res.url).toBe(local('/.well-known/openid-configuration'));
  });

  it('sends a form body (URLSearchParams) with its content type', async () => {
    handler = (_req, res, body) => res.end(body);
    const res = await allowed().fetch(local('/token'), {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x' }),
    });
    expect(await res.text()).toBe('grant_type=authorization_code&code=x');
    expect(seen.at(-1)!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('refuses other schemes, and http to a host the operator did not allow', async () => {
    const client = allowed();
    expect(await refusal(client.fetch('ftp://example.com/x'))).toBe('SCHEME');
    expect(await refusal(client.fetch('file:///etc/passwd'))).toBe('SCHEME');
    expect(await refusal(client.fetch('http://idp.example.com/'))).toBe('SCHEME');
    expect(await refusal(client.fetch('not a url'))).toBe('BAD_URL');
  });

  it('refuses loopback, private, link-local, metadata and unspecified addresses written literally', async () => {
    const client = createOutbound();
    for (const url of [
      local(),
      'https://127.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://2130706433/',
      'https://10.0.0.1/',
      'https://192.168.0.1/',
      'https://100.64.1.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/',
      'https://[fe80::1]/',
      'https://0.0.0.0/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://localhost/',
    ]) {
      expect(await refusal(client.fetch(url)), url).toBe('PRIVATE_ADDRESS');
    }
    // Another port of an allowed host is not allowed.
    expect(await refusal(allowed().fetch(`http://127.0.0.1:${otherPort}/`))).toBe('PRIVATE_ADDRESS');
  });

  it('refuses a name that resolves to a private address, before connecting', async () => {
    const before = seen.length;
    const calls: string[] = [];
    const client = createOutbound({
      lookup: stubLookup(
        { 'evil.example': ['10.0.0.1'], 'sneaky.example': [`127.0.0.1`], 'mixed.example': ['8.8.8.8', '192.168.1.1'] },
        calls,
      ),
    });
    expect(await refusal(client.fetch('https://evil.example/.well-known/openid-configuration'))).toBe(
      'PRIVATE_ADDRESS',
    );
    expect(await refusal(client.fetch(`https://sneaky.example:${port}/`))).toBe('PRIVATE_ADDRESS');
    // One bad address among good ones is enough to refuse.
    expect(await refusal(client.fetch('https://mixed.example/'))).toBe('PRIVATE_ADDRESS');
    expect(calls).toEqual(['evil.example', 'sneaky.example', 'mixed.example']);
    expect(seen.length).toBe(before);
    const err = (await client.fetch('https://evil.example/').catch((e: unknown) => e)) as OutboundRefused;
    expect(err.message).toBe('evil.example resolves to a private network address (10.0.0.1)');
  });

  it('connects to the address it checked (the name is resolved once, by the client)', async () => {
    handler = (_req, res) => res.end('pinned');
    // idp.test exists in no DNS: only our resolver's answer can have been used to connect.
    const calls: string[] = [];
    const client = createOutbound({
      allowHosts: ['idp.test'],
      lookup: stubLookup({ 'idp.test': ['127.0.0.1'] }, calls),
    });
    const res = await client.fetch(`http://idp.test:${port}/`);
    expect(await res.text()).toBe('pinned');
    expect(calls).toEqual(['idp.test']);
    expect(seen.at(-1)!.headers.host).toBe(`idp.test:${port}`);
    // Even an allowed name never reaches a metadata address.
    const meta = createOutbound({ allowHosts: ['idp.test'], lookup: stubLookup({ 'idp.test': ['169.254.169.254'] }) });
    expect(await refusal(meta.fetch('http://idp.test/'))).toBe('PRIVATE_ADDRESS');
  });

  it('follows redirects, checking every hop: a redirect to a private address or to a name resolving to one is refused', async () => {
    const client = allowed({ lookup: stubLookup({ 'rebind.example': ['10.0.0.1'] }) });
    for (const target of [
      'http://10.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      `http://127.0.0.1:${otherPort}/`,
      'https://rebind.example/',
      'https://[::ffff:10.0.0.1]/',
    ]) {
      handler = (_req, res) => res.writeHead(302, { location: target }).end();
      expect(await refusal(client.fetch(local('/.well-known/openid-configuration'))), target).toBe('PRIVATE_ADDRESS');
    }
    handler = (_req, res) => res.writeHead(302, { location: 'gopher://example.com/' }).end();
    expect(await refusal(client.fetch(local()))).toBe('SCHEME');
  });

  it('follows at most 5 redirects', async () => {
    handler = (req, res) => {
      const n = Number(req.url!.slice(1));
      if (n > 0) res.writeHead(302, { location: `/${n - 1}` }).end();
      else res.end('arrived');
    };
    const res = await allowed().fetch(local('/5'));
    expect(await res.text()).toBe('arrived');
    expect(res.redirected).toBe(true);
    expect(res.url).toBe(local('/0'));
    expect(await refusal(allowed().fetch(local('/6')))).toBe('TOO_MANY_REDIRECTS');
  });

  it('drops credentials on a redirect to another origin; 303 turns a POST into a GET', async () => {
    const client = createOutbound({ allowHosts: ['127.0.0.1'] });
    handler = (_req, res) => res.writeHead(303, { location: `http://127.0.0.1:${otherPort}/next` }).end();
    const res = await client.fetch(local('/token'), {
      method: 'POST',
      body: 'a=b',
      headers: { authorization: 'Basic c2VjcmV0' },
    });
    expect(await res.json()).toEqual({ at: 'other', method: 'GET', authorization: null });
  });

  it('answers a redirect as it is with redirect: manual', async () => {
    handler = (_req, res) => res.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    const res = await allowed().fetch(local(), { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://10.0.0.1/');
  });

  it('refuses an answer larger than the limit: declared, streamed, or decompressed', async () => {
    const client = allowed({ maxBytes: 1024 });
    handler = (_req, res) => res.end('x'.repeat(2048));
    expect(await refusal(client.fetch(local()))).toBe('TOO_LARGE');
    handler = (_req, res) => {
      res.write('x'.repeat(800));
      res.write('x'.repeat(800));
      res.end();
    };
    expect(await refusal(client.fetch(local()))).toBe('TOO_LARGE');
    handler = (_req, res) =>
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(1024 * 1024)));
    expect(await refusal(client.fetch(local()))).toBe('TOO_LARGE');
    handler = (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('small and fine'));
    expect(await (await client.fetch(local())).text()).toBe('small and fine');
  });

  it('gives up after the time limit, also on a slow body', async () => {
    const client = allowed({ timeoutMs: 300 });
    handler = () => {}; // never answers
    expect(await refusal(client.fetch(local()))).toBe('TIMEOUT');
    handler = (_req, res) => {
      res.write('a');
      setTimeout(() => res.end('b'), 2000).unref();
    };
    expect(await refusal(client.fetch(local()))).toBe('TIMEOUT');
  });

  it("passes on the caller's abort as it is", async () => {
    handler = () => {};
    const controller = new AbortController();
    const pending = allowed().fetch(local(), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('caller gave up')), 50);
    await expect(pending).rejects.toThrow('caller gave up');
  });

  it('checks an address as saved (no resolution): urlProblem', () => {
    const client = createOutbound({ allowHosts: ['127.0.0.1:4000', 'idp.internal'] });
    const problem = (u: string) => client.urlProblem(new URL(u))?.reason ?? null;
    expect(problem('https://accounts.google.com')).toBeNull();
    expect(problem('https://evil.example')).toBeNull(); // a name: checked when fetched
    expect(problem('http://127.0.0.1:4000')).toBeNull();
    expect(problem('http://idp.internal:8080/realms/x')).toBeNull();
    expect(problem('http://127.0.0.1:4001')).toBe('PRIVATE_ADDRESS');
    expect(problem('https://169.254.169.254')).toBe('PRIVATE_ADDRESS');
    expect(problem('https://[::ffff:169.254.169.254]')).toBe('PRIVATE_ADDRESS');
    expect(problem('http://idp.example.com')).toBe('SCHEME');
    expect(problem('ftp://idp.example.com')).toBe('SCHEME');
  });

  it('finds a refusal wrapped by a library (cause chain)', () => {
    const inner = new OutboundRefused('TIMEOUT', 'slow');
    expect(outboundRefusalOf(new Error('something went wrong', { cause: new Error('x', { cause: inner }) }))).toBe(
      inner,
    );
    expect(outboundRefusalOf(new Error('plain'))).toBeNull();
  });
});
