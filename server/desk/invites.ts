import { randomUUID } from 'node:crypto';
import { desk } from '../../content/desk';
import { hashToken, newToken } from './auth/tokens';
import type { DeskStore, Staff, StaffRole } from './store/types';

/**
 * An enrolment link for a new person (or a new link for one already on staff who has not been
 * revoked): valid `desk.inviteHours` hours, used once, only its token's hash stored. The link is
 * printed or shown once and, when SMTP is set, e-mailed at once outside the outbox, so the token
 * is never written anywhere.
 */
export async function createInvite(
  store: DeskStore,
  person: { name: string; email: string; role: StaffRole },
  siteOrigin: string,
  now: Date,
): Promise<{ staff: Staff; link: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + desk.inviteHours * 3_600_000).toISOString();
  const existing = await store.findStaffByEmail(person.email);
  let staff: Staff;
  if (existing) {
    if (existing.revokedAt)
      throw new Error(`${person.email} was revoked; a revoked person cannot be invited again under the same address`);
    staff = existing;
    await store.addInvite(staff.id, { tokenHash: hashToken(token), createdAt: now.toISOString(), expiresAt });
  } else {
    staff = {
      id: randomUUID(),
      name: person.name,
      email: person.email,
      role: person.role,
      createdAt: now.toISOString(),
      revokedAt: null,
    };
    await store.addStaff(staff, { tokenHash: hashToken(token), expiresAt });
  }
  const link = new URL('/desk/enrol', siteOrigin);
  link.searchParams.set('token', token);
  return { staff, link: link.href };
}
