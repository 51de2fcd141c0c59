// Credentials stored for later use (an SSO connection's client secret; later webhook and feed credentials) are
// sealed at rest: AES-256-GCM under a key derived from SECRET (HKDF-SHA256, its own info string, so the key is
// not the token-signing key), the tenant's id as associated data — a sealed value copied into another tenant's
// row does not open. Stored as `v1:<iv>:<ciphertext+tag>`, base64url. Rotation: SECRET_PREVIOUS opens what the
// former SECRET sealed; `reseal` gives the value to write back under the current key (docs/operations.md).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'ascent stored credentials v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v1:([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22,})$/;

/** A sealed value that opens with neither the current nor the previous key (or was altered). */
export class SealedOpenError extends Error {
  constructor() {
    super('A stored credential does not open with SECRET (nor SECRET_PREVIOUS)');
    this.name = 'SealedOpenError';
  }
}

/** Whether a stored value has the sealed form (otherwise it is a plaintext row written before sealing). */
export const isSealed = (stored: string) => SEALED.test(stored);

const deriveKey = (secret: Uint8Array) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));

export class CredentialSealer {
  private readonly current: Buffer;
  private readonly previous: Buffer | null;

  constructor(secret: Uint8Array, previousSecret?: Uint8Array | null) {
    this.current = deriveKey(secret);
    this.previous = previousSecret?.length ? deriveKey(previousSecret) : null;
  }

  seal(plaintext: string, tenantId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(Buffer.from(tenantId, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1:${iv.toString('base64url')}:${body.toString('base64url')}`;
  }

  /** The plaintext of a stored value: sealed with the current or the previous key, or plaintext as stored. */
  open(stored: string, tenantId: string): string {
    return this.inspect(stored, tenantId).plaintext;
  }

  /**
   * The value to write back instead of `stored` so that it is sealed with the current key: for a plaintext row
   * or one sealed with the previous key. Null when there is nothing to do. Throws SealedOpenError.
   */
  reseal(stored: string, tenantId: string): string | null {
    const { plaintext, sealedWith } = this.inspect(stored, tenantId);
    return sealedWith === 'current' ? null : this.seal(plaintext, tenantId);
  }

  private inspect(
    stored: string,
    tenantId: string,
  ): { plaintext: string; sealedWith: 'current' | 'previous' | 'none' } {
    const match = SEALED.exec(stored);
    if (!match) return { plaintext: stored, sealedWith: 'none' };
    const iv = Buffer.from(match[1]!, 'base64url');
    const body = Buffer.from(match[2]!, 'base64url');
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new SealedOpenError();
    const current = tryOpen(this.current, iv, body, tenantId);
    if (current !== null) return { plaintext: current, sealedWith: 'current' };
    const previous = this.previous ? tryOpen(this.previous, iv, body, tenantId) : null;
    if (previous !== null) return { plaintext: previous, sealedWith: 'previous' };
    throw new SealedOpenError();
  }
}

function tryOpen(key: Buffer, iv: Buffer, body: Buffer, tenantId: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(tenantId, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
