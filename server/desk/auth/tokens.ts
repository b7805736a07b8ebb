import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a cookie (32 bytes, base64url); only `hashToken` of it is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token as it may appear in a URL or cookie (refuses anything else before any lookup). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
