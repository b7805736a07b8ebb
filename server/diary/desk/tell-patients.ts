import { diary } from '../../../content/diary';
import { todayInKolkata } from '../../../common/booking-dates';
import type { DeskDeps } from '../../desk/deps';
import { blockedVisitMail } from '../../desk/mail/blocked-visit-mail';
import type { Staff } from '../../desk/store/types';
import { newVisitLink } from '../../visit/visit-links';
import type { Span } from '../availability';
import type { Block } from '../store/diary-reads';
import type { DiaryStore } from '../store/diary-store';
import { requestSlotOf } from '../store/request-visit';

/** A closure or leave just entered (once, or every week): whether it covers a visit, and for leave whose. */
export interface EnteredBlock extends Pick<Block, 'kind' | 'reason'> {
  covers: (visit: Span) => boolean;
  /** The doctor's key, for leave. */
  doctor?: string;
}

/**
 * Tells each patient whose visit the entered closure or leave covers
 * (docs/decisions/0075-a-visit-holds-its-time-until-it-is-over.md): an e-mail with the reason and a new link to
 * their own page to pick another time, queued with a row in the desk's log. A visit booked at the desk has no e-mail:
 * it stays in "Visits to move", for a call. Returns how many were told.
 */
export async function tellPatientsInside(
  deps: Pick<DeskDeps, 'store' | 'worker' | 'mail'>,
  store: DiaryStore,
  block: EnteredBlock,
  staff: Staff,
  now: Date,
): Promise<number> {
  const inside = (await store.visitsToMove(todayInKolkata(now))).filter(
    (visit) =>
      visit.ref !== null &&
      (!block.doctor || visit.doctor === block.doctor) &&
      block.covers({ start: Date.parse(visit.startsAt), end: Date.parse(visit.endsAt) }),
  );
  let told = 0;
  for (const visit of inside) {
    const request = await deps.store.findRequest(visit.ref!);
    if (!request) continue;
    const minutes = (Date.parse(visit.endsAt) - Date.parse(visit.startsAt)) / 60_000;
    const link = newVisitLink(deps.mail.siteOrigin);
    const slot = { ...requestSlotOf(visit), minutes };
    await deps.store.changeWork({
      requestId: request.id,
      kind: request.kind,
      audit: {
        at: now.toISOString(),
        staffId: staff.id,
        staffName: staff.name,
        action: diary.blockedVisit.logAction,
        ref: request.ref,
        detail: `${slot.date} ${slot.time}, ${slot.doctor}: ${block.kind === 'closure' ? block.reason : 'leave'}`,
      },
      mail: blockedVisitMail(request, slot, block, deps.mail, link.url),
      visitLinkHash: link.tokenHash,
      now: now.toISOString(),
    });
    told++;
  }
  if (told > 0) deps.worker.wake();
  return told;
}
