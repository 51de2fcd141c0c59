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

/** Tokens whose signature was checked, kept until their expiry (at most this many; the oldest go first). */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  /**
   * A token already verified is not verified again: a live socket's every event and a signed-in client's every
   * request present the same token, and its HMAC check (with the key's import) was the largest cost of pushing an
   * update to a subscriber (bench:push). The key is the whole token, so a hit is the same signed text; the expiry
   * and the audience are checked on every call. What revokes a token — its session ending — is checked apart.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

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
    const hit = this.verified.get(token);
    if (hit && hit.expiresAt > Date.now()) {
      return incubatorId && hit.claims.incubatorId !== incubatorId ? null : { ...hit.claims };
    }
    if (hit) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        ...(incubatorId ? { audience: audienceOf(incubatorId) } : {}),
      });
      const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      if (!payload.sub || !aud?.startsWith('incubator:') || typeof payload.sid !== 'string') return null;
      // One audience only: a token naming several is verified every time (the cache answers for one tenant).
      const claims = { userId: payload.sub, incubatorId: aud.slice('incubator:'.length), sessionId: payload.sid };
      if (typeof payload.exp === 'number' && (!Array.isArray(payload.aud) || payload.aud.length === 1)) {
        if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
      }
      return { ...claims };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }

  /**
   * An operator's token (the operator console, issue 17): audience `operator:<console label>`, so it is worthless on
   * any organisation's host (whose tokens name `incubator:<id>`), and an organisation's token is worthless here.
   */
  signOperator(claims: { operatorId: string; sessionId: string; label: string }, ttlSeconds: number): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.operatorId)
      .setAudience(`operator:${claims.label}`)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.secret);
  }

  /** The operator and session of a console token for this label; null when invalid, expired or a tenant's token. */
  async verifyOperator(token: string, label: string): Promise<{ operatorId: string; sessionId: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: `operator:${label}`,
      });
      if (!payload.sub || typeof payload.sid !== 'string') return null;
      return { operatorId: payload.sub, sessionId: payload.sid };
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
