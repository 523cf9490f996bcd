/** Secrets we hand out (refresh tokens, sign-in codes) are random and stored only as their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: unguessable and safe in a URL or a cookie. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
