import { describe, expect, it } from 'vitest';
import { TENANT_SLUG_PATTERN, isValidTenantSlug, tenantFromHost } from './tenancy.ts';

const DEFAULT = 'demo';

describe('tenantFromHost', () => {
  it('takes the first label, lower-cased, without the port', () => {
    expect(tenantFromHost('acme.example.com', DEFAULT)).toBe('acme');
    expect(tenantFromHost('Acme.Example.COM:8080', DEFAULT)).toBe('acme');
    expect(tenantFromHost('acme-labs.ascent.io.', DEFAULT)).toBe('acme-labs');
    expect(tenantFromHost('acme.localhost:5173', DEFAULT)).toBe('acme');
  });

  it('maps localhost and IP addresses to the default tenant', () => {
    expect(tenantFromHost('localhost', DEFAULT)).toBe(DEFAULT);
    expect(tenantFromHost('LOCALHOST:3000', DEFAULT)).toBe(DEFAULT);
    expect(tenantFromHost('127.0.0.1', DEFAULT)).toBe(DEFAULT);
    expect(tenantFromHost('10.1.2.3:8080', DEFAULT)).toBe(DEFAULT);
    expect(tenantFromHost('[::1]', DEFAULT)).toBe(DEFAULT);
    expect(tenantFromHost('[::1]:4000', DEFAULT)).toBe(DEFAULT);
    expect(tenantFromHost('[2001:DB8::1]:443', DEFAULT)).toBe(DEFAULT);
  });

  it('maps other single-label hosts to the default tenant', () => {
    expect(tenantFromHost('web:3000', DEFAULT)).toBe(DEFAULT);
    expect(tenantFromHost('server', DEFAULT)).toBe(DEFAULT);
  });

  it('returns null for a missing host', () => {
    expect(tenantFromHost(undefined, DEFAULT)).toBeNull();
    expect(tenantFromHost('  ', DEFAULT)).toBeNull();
  });

  it('returns null for invalid labels', () => {
    expect(tenantFromHost('-acme.example.com', DEFAULT)).toBeNull();
    expect(tenantFromHost('acme-.example.com', DEFAULT)).toBeNull();
    expect(tenantFromHost('ac_me.example.com', DEFAULT)).toBeNull();
    expect(tenantFromHost('acme..example.com', DEFAULT)).toBeNull();
    expect(tenantFromHost('.example.com', DEFAULT)).toBeNull();
    expect(tenantFromHost('acmé.example.com', DEFAULT)).toBeNull();
    expect(tenantFromHost(`${'a'.repeat(64)}.example.com`, DEFAULT)).toBeNull();
    expect(tenantFromHost('under_score', DEFAULT)).toBeNull();
    expect(tenantFromHost('acme.example.com/path', DEFAULT)).toBeNull();
  });

  it('accepts a label of 63 characters', () => {
    const label = 'a'.repeat(63);
    expect(tenantFromHost(`${label}.example.com`, DEFAULT)).toBe(label);
  });

  it('returns null for malformed ports and addresses', () => {
    expect(tenantFromHost('acme.example.com:http', DEFAULT)).toBeNull();
    expect(tenantFromHost('acme.example.com:123456', DEFAULT)).toBeNull();
    expect(tenantFromHost('::1', DEFAULT)).toBeNull();
    expect(tenantFromHost('[::1', DEFAULT)).toBeNull();
    expect(tenantFromHost('[::1]x', DEFAULT)).toBeNull();
    expect(tenantFromHost('[acme]', DEFAULT)).toBeNull();
    expect(tenantFromHost('[1.2.3.4]', DEFAULT)).toBeNull();
    expect(tenantFromHost('[::ffff:1.2.3.4]', DEFAULT)).toBe(DEFAULT);
    expect(tenantFromHost('300.1.1.1', DEFAULT)).toBeNull();
  });
});

describe('TENANT_SLUG_PATTERN', () => {
  it('accepts DNS labels only', () => {
    expect(isValidTenantSlug('a')).toBe(true);
    expect(isValidTenantSlug('a1-b2')).toBe(true);
    expect(isValidTenantSlug('A1')).toBe(false);
    expect(TENANT_SLUG_PATTERN.test('a-')).toBe(false);
    expect(TENANT_SLUG_PATTERN.test('')).toBe(false);
  });
});
