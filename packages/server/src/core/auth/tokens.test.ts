import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-a-test-secret-a-test-secret');
const claims = { userId: 'u-1', incubatorId: 'i-1', sessionId: 's-1' };

describe('access tokens', () => {
  it('verifies a token for its own organisation only, the first time and again from the cache', async () => {
    const tokens = new TokenService(secret);
    const token = await tokens.sign(claims);
    for (let i = 0; i < 2; i++) {
      expect(await tokens.verify(token)).toEqual(claims);
      expect(await tokens.verify(token, 'i-1')).toEqual(claims);
      expect(await tokens.verify(token, 'i-2')).toBeNull();
    }
    // A caller changing its answer does not change the cache's.
    const answer = (await tokens.verify(token))!;
    answer.userId = 'someone-else';
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token signed with another secret, altered, expired or of another algorithm, every time', async () => {
    const tokens = new TokenService(secret);
    const other = await new TokenService(new TextEncoder().encode('another-secret-another-secret-another')).sign(
      claims,
    );
    const good = await tokens.sign(claims);
    const [head, body, signature] = good.split('.');
    const altered = `${head}.${body}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = await tokens.sign(claims, -10);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    for (let i = 0; i < 2; i++) {
      for (const bad of [other, altered, expired, unsigned]) expect(await tokens.verify(bad)).toBeNull();
    }
  });

  it('stops answering for a token once it expires, though it was verified while valid', async () => {
    const tokens = new TokenService(secret);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const shortLived = await new SignJWT({ sid: 's-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .setAudience('incubator:i-1')
      .setIssuer('ascent')
      .setExpirationTime(exp)
      .sign(secret);
    expect(await tokens.verify(shortLived)).toEqual(claims);
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
    expect(await tokens.verify(shortLived)).toBeNull();
  });
});
