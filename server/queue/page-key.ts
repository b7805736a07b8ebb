import { createHash } from 'node:crypto';

/** The hash a live page's key is kept as: only the hash is stored, as for the visit link. */
export const pageHashOf = (key: string) => createHash('sha256').update(key).digest('hex');
