// The tenant (incubator) is the first label of the host name (spec 01 §1).

/** A tenant slug is one DNS label: lower-case letters, digits and inner hyphens, 1 to 63 long. */
export const TENANT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidTenantSlug(value: string): boolean {
  return TENANT_SLUG_PATTERN.test(value);
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const PORT = /^\d{0,5}$/;
const MAX_HOST_LENGTH = 253;

function splitPort(hostWithPort: string): { host: string; port: string } | null {
  const colon = hostWithPort.lastIndexOf(':');
  if (colon === -1) return { host: hostWithPort, port: '' };
  const host = hostWithPort.slice(0, colon);
  // A second colon outside brackets is an unbracketed IPv6 address, which a Host header can't carry.
  if (host.includes(':')) return null;
  return { host, port: hostWithPort.slice(colon + 1) };
}

/**
 * Tenant slug for a Host header value (or URL host).
 * - the first label, lower-cased, port stripped: 'Acme.example.com:8080' gives 'acme';
 * - localhost, an IPv4 address, a bracketed IPv6 address or any other single-label host
 *   ('web:3000' inside a container network) gives `defaultTenant`;
 * - a missing host, a malformed port, an empty label or a label outside TENANT_SLUG_PATTERN
 *   gives null: the caller answers "incubator not found" rather than guessing a tenant.
 */
export function tenantFromHost(host: string | undefined, defaultTenant: string): string | null {
  const value = (host ?? '').trim().toLowerCase();
  if (value === '') return null;

  if (value.startsWith('[')) {
    const close = value.indexOf(']');
    if (close === -1) return null;
    const rest = value.slice(close + 1);
    if (rest !== '' && !(rest.startsWith(':') && PORT.test(rest.slice(1)))) return null;
    const address = value.slice(1, close);
    return /^[0-9a-f:.]+$/.test(address) && address.includes(':') ? defaultTenant : null;
  }

  const split = splitPort(value);
  if (!split || !PORT.test(split.port)) return null;
  // A fully qualified name may end with a dot ('acme.example.com.').
  const name = split.host.endsWith('.') ? split.host.slice(0, -1) : split.host;
  if (name === '' || name.length > MAX_HOST_LENGTH) return null;

  const ipv4 = IPV4.exec(name);
  if (ipv4) return ipv4.slice(1).every((octet) => Number(octet) <= 255) ? defaultTenant : null;

  const labels = name.split('.');
  if (!labels.every(isValidTenantSlug)) return null;
  if (labels.length === 1) return defaultTenant; // localhost and other bare hosts
  return labels[0] ?? null;
}
