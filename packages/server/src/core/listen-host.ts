// Where the server listens. The demo programmes share a password printed in the README, so while they are in the
// database a server whose operator did not choose HOST listens on the loopback interface only: nobody on the network
// can sign in with the published password. An operator who sets HOST (e.g. 0.0.0.0 in a container) decides.

/** Fastify listens on every loopback address of `localhost` (127.0.0.1 and ::1). */
export const LOOPBACK_HOST = 'localhost';
/** Every interface: the default when no demo data is present. */
export const ALL_INTERFACES_HOST = '0.0.0.0';

export interface ListenChoice {
  host: string;
  /** Why: HOST was set, loopback because the demo is present, or every interface. */
  reason: 'configured' | 'demo' | 'default';
}

export function chooseListenHost(configured: string | undefined, demoPresent: boolean): ListenChoice {
  if (configured) return { host: configured, reason: 'configured' };
  return demoPresent ? { host: LOOPBACK_HOST, reason: 'demo' } : { host: ALL_INTERFACES_HOST, reason: 'default' };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Whether a host name or address reaches only this machine. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_NAMES.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);
}
