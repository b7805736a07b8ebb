import { createHash } from 'node:crypto';
import { formResend } from '../../content/forms/resend';
import type { FormKind } from '../validation';

/**
 * The key of a form's content, for a form sent again (content/forms/resend.ts, decision 0071): the SHA-256 of the
 * form's kind and every field it stores, as validated, keys in a fixed order. Stored with the request (its
 * `resend_key`), and gone with it.
 */
export function resendKey(kind: FormKind, data: object): string {
  const fields = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([kind, fields]))
    .digest('hex');
}

/** What a post stores to be found again: its key, and the earliest time a first post still counts as the same. */
export const resendOf = (kind: FormKind, data: object, now: Date) => ({
  key: resendKey(kind, data),
  since: new Date(now.getTime() - formResend.windowMinutes * 60_000).toISOString(),
});
