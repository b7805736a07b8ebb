import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCalendarDate, todayInKolkata } from '../../common/booking-dates';
import { requestSlotOf } from '../diary/store/request-visit';
import { signedIn } from './auth/guard';
import { field, sendPage, type DeskDeps } from './deps';
import { renderDeskPage } from './pages/layout';
import { RequestPage } from './pages/request-page';
import type { Tried } from './pages/request-records';
import { requestPath } from './request-path';
import { redirectSaved } from './saved-notice';
import type { DeskRequest, Staff, Visit, WorkChange } from './store/types';

/**
 * What the routes on one request share (work-routes.tsx, time-routes.tsx): finding the request the URL names, drawing
 * its page (with the day's free times, or a refusal's nearest ones), and writing a change: the work, its audit row and
 * the patient's e-mail in one transaction, then 303 back to the request's page (or the page the change came from).
 */
export type RequestWork = ReturnType<typeof requestWork>;

export function requestWork(deps: DeskDeps) {
  const { store, now } = deps;

  /** The doctors' free times on the day the request is about, as the desk books (from now on, no notice). */
  async function freeOn(found: DeskRequest, tried: Partial<Visit>) {
    const date = tried.date || found.held?.date || found.visit?.date || found.date;
    if (found.kind !== 'appointment' || !date || parseCalendarDate(date) === null) return null;
    if (date < todayInKolkata(now())) return null;
    const doctors = (await deps.day.day(date, now())).map(({ doctor, slots }) => ({
      doctor: doctor.name,
      times: slots.filter((slot) => slot.state === 'free').map((slot) => slot.time),
    }));
    return { date, doctors };
  }

  const showRequest = async (
    reply: FastifyReply,
    staff: Staff,
    found: DeskRequest,
    options: {
      saved?: boolean;
      problem?: string;
      status?: number;
      nearest?: Visit[];
      tried?: Partial<Visit>;
      triedDetails?: Tried;
    } = {},
  ) =>
    sendPage(
      reply,
      renderDeskPage(
        <RequestPage
          practiceName={deps.practiceName}
          staff={staff}
          request={found}
          doctors={deps.doctors}
          saved={options.saved ?? false}
          problem={options.problem ?? null}
          tried={options.tried ?? {}}
          triedDetails={options.triedDetails ?? {}}
          notes={await store.listNotes(found.id)}
          whatsapp={
            deps.whatsapp && found.kind === 'appointment' ? await deps.whatsapp.outbox.ofRequest(found.id) : null
          }
          free={await freeOn(found, options.tried ?? {})}
          nearest={options.nearest ?? []}
        />,
      ),
      options.status ?? (options.problem ? 422 : 200),
    );

  /** 303 to the request's page, or back to the page the change came from (the diary's visits to move). */
  const savedAnswer = (reply: FastifyReply, found: DeskRequest, back: string | null = null) =>
    redirectSaved(reply, back ?? requestPath(found.ref));
  const backTo = (request: FastifyRequest) => (field(request.body, 'back') === '/desk/diary' ? '/desk/diary' : null);

  /** The signed-in person and the request the URL names, or an answer already sent (404). */
  async function context(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ staff: Staff; found: DeskRequest } | null> {
    const staff = signedIn(request);
    const found = await store.findRequest(String((request.params as { ref: string }).ref));
    if (!found) {
      void reply.code(404).send('No such request');
      return null;
    }
    return { staff, found };
  }

  /**
   * Writes a change and answers 303 to the request's page; a time the diary refuses changes nothing and shows the
   * page again with the reason and the nearest free times (409 when another patient took it).
   */
  async function change(
    reply: FastifyReply,
    staff: Staff,
    found: DeskRequest,
    action: string,
    detail: string | null,
    work: Partial<WorkChange>,
    back: string | null = null,
  ) {
    const at = now().toISOString();
    const refusal = await store.changeWork({
      requestId: found.id,
      kind: found.kind,
      now: at,
      audit: { at, staffId: staff.id, staffName: staff.name, action, ref: found.ref, detail },
      ...work,
    });
    if (refusal)
      return showRequest(reply, staff, found, {
        problem: refusal.message,
        status: refusal.reason === 'taken' ? 409 : 422,
        nearest: refusal.alternatives.map((span) => slotAt(work.hold!.doctor.key, span.start)),
        tried: work.hold ? slotAt(work.hold.doctor.key, work.hold.start) : {},
      });
    if (work.mail) deps.worker.wake();
    deps.whatsapp?.worker.wake();
    return savedAnswer(reply, found, back);
  }

  return { showRequest, savedAnswer, backTo, context, change };
}

/** A time of the diary as the desk's form shows it. */
function slotAt(doctor: string, start: number) {
  return requestSlotOf({ doctor, startsAt: new Date(start).toISOString() });
}
