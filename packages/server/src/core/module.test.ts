import { describe, expect, it } from 'vitest';
import { compose, PORT_NAMES, type PlatformPorts, type ServerModule } from './module.ts';
import { SERVER_MODULES } from '../modules.ts';

const provider = (name: string, ports: (keyof PlatformPorts)[]): ServerModule => ({
  name,
  provides: Object.fromEntries(ports.map((p) => [p, () => null])),
});

describe('compose', () => {
  it('gathers every platform port from the registered modules', () => {
    const { ports } = compose(SERVER_MODULES);
    for (const port of PORT_NAMES) expect(typeof ports[port], port).toBe('function');
  });

  it('stops the start naming a port nobody provides, one provided twice, or a module registered twice', () => {
    expect(() =>
      compose([provider('a', ['findTenantBySlug', 'findUserInSession', 'findLiveSession', 'requirePermission'])]),
    ).toThrow('No module provides the platform port(s) isFeatureOn');
    expect(() => compose([provider('a', [...PORT_NAMES]), provider('b', ['isFeatureOn'])])).toThrow(
      'Both a and b provide the platform port isFeatureOn',
    );
    expect(() => compose([provider('a', [...PORT_NAMES]), { name: 'a' }])).toThrow('Two modules are named a');
  });
});
