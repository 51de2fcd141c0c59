import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DEFAULT_TENANT: 'demo',
      TRUST_PROXY: false,
      production: false,
      SEED_DEMO: true,
    });
    expect(c.DATA_DIR).toMatch(/\/data$/);
  });

  it('resolves a relative DATA_DIR against the directory the command was typed in', () => {
    expect(loadConfig({ DATA_DIR: 'var/ascent', INIT_CWD: '/srv/app' }).DATA_DIR).toBe('/srv/app/var/ascent');
    expect(loadConfig({ DATA_DIR: '/abs/dir' }).DATA_DIR).toBe('/abs/dir');
  });

  it('reads production, proxy trust and URLs', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgresql://u@h/db',
      REDIS_URL: 'redis://h:6379',
      PORT: '8080',
    });
    expect(c).toMatchObject({ production: true, TRUST_PROXY: true, PORT: 8080, DATABASE_URL: 'postgresql://u@h/db' });
  });

  it('turns the secret-printing mail switch on in development only', () => {
    expect(loadConfig({}).MAIL_LOG_SECRETS).toBe(false);
    expect(loadConfig({ MAIL_LOG_SECRETS: 'true' }).MAIL_LOG_SECRETS).toBe(true);
    expect(loadConfig({ MAIL_LOG_SECRETS: 'true', NODE_ENV: 'production' }).MAIL_LOG_SECRETS).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads the outbound allow list and the previous secret', () => {
    expect(loadConfig({}).OUTBOUND_ALLOW_HOSTS).toEqual([]);
    expect(
      loadConfig({ OUTBOUND_ALLOW_HOSTS: 'idp.internal, 127.0.0.1:8080,[::1]:9000' }).OUTBOUND_ALLOW_HOSTS,
    ).toEqual(['idp.internal', '127.0.0.1:8080', '[::1]:9000']);
    expect(loadConfig({ SECRET_PREVIOUS: 'p'.repeat(32) }).SECRET_PREVIOUS).toBe('p'.repeat(32));
  });

  it.each([
    [{ SECRET_PREVIOUS: 'too-short' }, 'SECRET_PREVIOUS'],
    [{ OUTBOUND_ALLOW_HOSTS: 'https://idp.internal/' }, 'OUTBOUND_ALLOW_HOSTS'],
    [{ OUTBOUND_ALLOW_HOSTS: 'idp:99999' }, 'OUTBOUND_ALLOW_HOSTS'],
    [{ OUTBOUND_ALLOW_HOSTS: '169.254.169.254' }, 'OUTBOUND_ALLOW_HOSTS'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ DEFAULT_TENANT: 'Has Spaces' }, 'DEFAULT_TENANT'],
    [{ SECRET: 'too-short' }, 'SECRET'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
