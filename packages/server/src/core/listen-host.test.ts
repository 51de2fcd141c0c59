import { describe, expect, it } from 'vitest';
import { chooseListenHost, isLoopbackHost } from './listen-host.ts';

describe('where the server listens', () => {
  it('keeps a server with the demo programmes on loopback unless HOST says otherwise', () => {
    expect(chooseListenHost(undefined, true)).toEqual({ host: 'localhost', reason: 'demo' });
    expect(chooseListenHost(undefined, false)).toEqual({ host: '0.0.0.0', reason: 'default' });
    expect(chooseListenHost('0.0.0.0', true)).toEqual({ host: '0.0.0.0', reason: 'configured' });
    expect(chooseListenHost('10.0.0.5', false)).toEqual({ host: '10.0.0.5', reason: 'configured' });
  });

  it('tells loopback addresses from the others', () => {
    for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '::1', 'LOCALHOST'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.5', 'example.org', '128.0.0.1']) expect(isLoopbackHost(h), h).toBe(false);
  });
});
