// Signed access tokens. HS256 only (an allow-list: a token naming another algorithm is refused), with an
// expiry and an audience bound to the tenant, so a token of one organisation is worthless at another.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { createHmac, timingSafeEqual } from 'node:crypto';

const ALGORITHMS = ['HS256'];
const ISSUER = 'ascent';
// A token lives as long as the longest a session may (the absolute timeout); the session decides sooner.
export const TOKEN_TTL_SECONDS = 60 * 60 * 24 * 30;

export interface TokenClaims {
  userId: string;
  incubatorId: string;
  /** The session the token was issued for: ending the session revokes the token. */
  sessionId: string;
}

export const audienceOf = (incubatorId: string) => `incubator:${incubatorId}`;

export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  sign(claims: TokenClaims, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setAudience(audienceOf(claims.incubatorId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.secret);
  }

  /** Verifies signature, algorithm, issuer and expiry; the audience when a tenant is given. Null when invalid. */
  async verify(token: string, incubatorId?: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        ...(incubatorId ? { audience: audienceOf(incubatorId) } : {}),
      });
      const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      if (!payload.sub || !aud?.startsWith('incubator:') || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, incubatorId: aud.slice('incubator:'.length), sessionId: payload.sid };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }

  /**
   * The signature of a file address (modules/attachments/attachment-urls.ts): HMAC-SHA256 with the server secret
   * over the tenant, the attachment and the expiry (unix seconds), so it is worthless for another file, another
   * organisation or after it expires. Domain-separated from the access tokens by its prefix.
   */
  fileSignature(incubatorId: string, attachmentId: string, expiresAt: number): string {
    return createHmac('sha256', this.secret)
      .update(`ascent-file:v1:${incubatorId}:${attachmentId}:${expiresAt}`)
      .digest('base64url');
  }

  /** True when `signature` is the file signature of these values and `expiresAt` is still ahead of `nowSeconds`. */
  verifyFileSignature(
    incubatorId: string,
    attachmentId: string,
    expiresAt: number,
    signature: string,
    nowSeconds = Date.now() / 1000,
  ): boolean {
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= nowSeconds) return false;
    const expected = Buffer.from(this.fileSignature(incubatorId, attachmentId, expiresAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The token of an `authorization: Bearer x` header (or a bare token, as connection params may send). */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^\s*(?:Bearer\s+)?([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
