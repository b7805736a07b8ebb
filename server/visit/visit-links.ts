import { visitPage } from '../../content/visit-page';
import { hashToken, newToken, TOKEN_PATTERN } from '../desk/auth/tokens';
import type { Sql } from '../storage/sql/database';

/**
 * The patient's personal link to their visit (docs/decisions/0050-the-visit-link.md): 256 random bits in the URL and
 * nothing else; only the SHA-256 hash is stored (table visit_links), beside the request it opens. The link needs no
 * expiry of its own: it ends with the visit (server/visit/visit-store.ts), and goes with its request.
 */

export interface NewVisitLink {
  /** The URL the e-mail carries. */
  url: string;
  /** What is stored. */
  tokenHash: string;
}

export function newVisitLink(siteOrigin: string): NewVisitLink {
  const token = newToken();
  return { url: new URL(`${visitPage.path}/${token}`, siteOrigin).href, tokenHash: hashToken(token) };
}

/** The stored hash of a token from a URL, or null for anything that cannot be one (refused before any lookup). */
export const visitTokenHash = (token: string): string | null => (TOKEN_PATTERN.test(token) ? hashToken(token) : null);

/** Stores a link's hash inside the transaction that stores what its e-mail is about. */
export async function issueVisitLink(sql: Sql, requestId: string, tokenHash: string, now: string): Promise<void> {
  await sql.run('INSERT INTO visit_links (token_hash, request_id, created_at) VALUES (?, ?, ?)', [
    tokenHash,
    requestId,
    now,
  ]);
}
