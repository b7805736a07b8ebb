import type { FastifyInstance, FastifyReply } from 'fastify';
import { deskTimes } from '../../content/desk-times';
import { slotOf } from '../diary/store/request-visit';
import { newVisitLink } from '../visit/visit-links';
import { field, type DeskDeps } from './deps';
import { confirmedMail, proposedMail } from './mail/desk-mail';
import type { RequestWork } from './request-work';
import type { DeskRequest, Staff, Visit } from './store/types';
import { visitProblem } from './visit-rules';

/** A request's time: confirm it, offer it, or confirm with one tap the time the patient held. */
export function registerTimeRoutes(app: FastifyInstance, deps: DeskDeps, work: RequestWork): void {
  const { now } = deps;
  const { showRequest, backTo, context, change } = work;

  /**
   * Gives the request a time: confirmed (the confirmation, or "moved" with the same calendar entry) or offered (held
   * for the patient until they answer). Either goes through the diary's one hold in the same transaction, from now on
   * without the patients' notice (the desk books as the day view does); the request's earlier time is freed.
   */
  async function giveTime(
    reply: FastifyReply,
    staff: Staff,
    found: DeskRequest,
    action: 'confirm' | 'propose',
    visit: Visit,
    back: string | null = null,
  ) {
    const problem =
      found.kind === 'appointment' ? visitProblem(visit, now()) : 'Only an appointment request can be given a time.';
    if (problem) return showRequest(reply, staff, found, { problem, tried: visit });
    const slot = slotOf(visit);
    if (!slot) return showRequest(reply, staff, found, { problem: deskTimes.request.unknownDoctor, tried: visit });
    const detail = `${visit.date} ${visit.time}, ${visit.doctor}`;
    const confirmed = found.status === 'confirmed' ? found.visit : null;
    if (action === 'confirm') {
      // The patient's own link to the visit, stored (its hash) with the change.
      const link = newVisitLink(deps.mail.siteOrigin);
      return change(
        reply,
        staff,
        found,
        confirmed ? 'moved' : 'confirmed',
        detail,
        {
          status: 'confirmed',
          hold: { ...slot, status: 'confirmed' },
          // On WhatsApp a confirmation of a visit that had another time is its change (desk-work.ts changeWork).
          mail: {
            ...confirmedMail(found, visit, deps.mail, now(), confirmed, link.url),
            whatsapp: { kind: 'confirmation', visit },
          },
          visitLinkHash: link.tokenHash,
        },
        back,
      );
    }
    // The offered time is kept with status called until the patient answers (shown on the request's page), by
    // phone or on their own page, whose new link the e-mail carries.
    const link = newVisitLink(deps.mail.siteOrigin);
    return change(
      reply,
      staff,
      found,
      'proposed',
      detail,
      {
        status: 'called',
        hold: { ...slot, status: 'held' },
        mail: proposedMail(found, visit, deps.mail, now(), confirmed, link.url),
        visitLinkHash: link.tokenHash,
      },
      back,
    );
  }

  for (const action of ['confirm', 'propose'] as const) {
    app.post(`/desk/requests/:ref/${action}`, async (request, reply) => {
      const ctx = await context(request, reply);
      if (!ctx) return;
      const visit: Visit = {
        date: field(request.body, 'date'),
        time: field(request.body, 'time'),
        doctor: field(request.body, 'doctor'),
      };
      return giveTime(reply, ctx.staff, ctx.found, action, visit, backTo(request));
    });
  }

  /** One tap: the time the patient picked (held in the diary) becomes the confirmed visit. */
  app.post('/desk/requests/:ref/confirm-held', async (request, reply) => {
    const ctx = await context(request, reply);
    if (!ctx) return;
    if (!ctx.found.held) return showRequest(reply, ctx.staff, ctx.found, { problem: deskTimes.request.noHeld });
    return giveTime(reply, ctx.staff, ctx.found, 'confirm', ctx.found.held);
  });
}
