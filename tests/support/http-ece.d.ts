/** The part of `http_ece` (RFC 8188 / RFC 8291, the encoding web-push uses) the stand-in push service decrypts with. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair (the subscription's P-256 ECDH). */
    privateKey?: ECDH;
    /** The subscription's 16-byte auth secret (base64url or bytes). */
    authSecret?: string | Buffer;
    dh?: string | Buffer;
    salt?: string | Buffer;
    rs?: number;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;

  const ece: { decrypt: typeof decrypt };
  export default ece;
}
