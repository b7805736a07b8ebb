import { diary } from '../../content/diary';
import { fill } from '../../content/ui';
import { insertAudit } from '../desk/store/desk-audit';
import { findRequest } from '../desk/store/desk-work';
import { patientMail, visitValues, type DeskMailSettings } from '../desk/mail/desk-mail';
import { queueMail } from '../storage/outbox';
import type { Database } from '../storage/sql/database';
import { issueVisitLink, newVisitLink } from '../visit/visit-links';
import { requestSlotOf } from './store/request-visit';

/**
 * Holds and offers end (issue 44; docs/decisions/0075-a-visit-holds-its-time-until-it-is-over.md): a time held for a
 * request and not confirmed (the patient's own pick, or a time the desk offered) is let go `holdHours` after it was
 * held, or `endsMinutesBeforeVisit` before the visit, whichever comes first (content/diary.ts `holdExpiry`). Its time
 * is free at once; the patient is e-mailed that it ended, with a new link to their page to pick another; the desk's
 * offer is withdrawn from the request; the log says so. Each in its own transaction under the request's lock, so a
 * confirmation at the same moment either comes first (and nothing ends) or finds the time free.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export async function expireHolds(db: Database, settings: DeskMailSettings, now: Date): Promise<number> {
  const { holdHours, endsMinutesBeforeVisit } = diary.holdExpiry;
  const heldBefore = new Date(now.getTime() - holdHours * HOUR_MS).toISOString();
  const startsBefore = new Date(now.getTime() + endsMinutesBeforeVisit * MINUTE_MS).toISOString();
  const due = await db.all<{ id: string; request_id: string }>(
    `SELECT id, request_id FROM visits
     WHERE status = 'held' AND request_id IS NOT NULL AND (updated_at <= ? OR starts_at <= ?)`,
    [heldBefore, startsBefore],
  );
  let ended = 0;
  for (const { id, request_id: requestId } of due) {
    const done = await db.tx(async (sql) => {
      await db.dialect.lockKey(sql, `desk-work:${requestId}`);
      const visit = await sql.get<{ doctor: string; starts_at: string }>(
        "SELECT doctor, starts_at FROM visits WHERE id = ? AND status = 'held'",
        [id],
      );
      const request = await findRequest(sql, requestId);
      if (!visit || !request) return false;
      const at = now.toISOString();
      // An offer the patient did not take is no longer the request's time (desk-request-rows.ts reads it so).
      await sql.run("UPDATE visits SET status = 'cancelled', updated_at = ? WHERE id = ?", [at, id]);
      const slot = requestSlotOf({ doctor: visit.doctor, startsAt: visit.starts_at });
      await insertAudit(sql, {
        at,
        staffId: null,
        staffName: diary.holdExpiry.byClinic,
        action: diary.holdExpiry.logAction,
        ref: request.ref,
        detail: `${slot.date} ${slot.time}, ${slot.doctor}`,
      });
      const link = newVisitLink(settings.siteOrigin);
      const values = { ...visitValues(request, slot, settings), link: link.url };
      const words = diary.holdExpiry.mail;
      const mail = patientMail(
        request,
        fill(words.subject, values),
        [fill(words.ended, values), fill(words.pickAgain, values)],
        settings,
      );
      await queueMail(sql, mail, requestId, at);
      await issueVisitLink(sql, requestId, link.tokenHash, at);
      return true;
    });
    if (done) ended++;
  }
  return ended;
}
