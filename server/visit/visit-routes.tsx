import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, parseCalendarDate, parseInstant, todayInKolkata } from '../../common/booking-dates';
import { visitPage } from '../../content/visit-page';
import type { DeskMailSettings } from '../desk/mail/desk-mail';
import { diaryRules } from '../diary/doctors';
import type { OutboxWorker } from '../mail/outbox-worker';
import { sendPrivatePage } from '../private-page';
import { visitTokenHash } from './visit-links';
import { cancelMail, movedMail } from './visit-mail';
import { Cancelled, Changed, ConfirmCancel, Ended } from './visit-answers';
import { VisitView, type PageSettings, type VisitPageState } from './visit-pages';
import type { PatientVisit, VisitRefusal, VisitStore } from './visit-store';

/**
 * The patient's own page of their visit (docs/decisions/0050-the-visit-link.md), at the personal link their e-mails
 * carry: GET shows the visit, a day's free times (?date=) and the cancel's confirm step, and changes nothing (a mail
 * scanner opens links). The POSTs (cancel, move, and accept of a time the desk offered) register inside the forms'
 * context (rate limit, cross-site refusal); the GETs do not, as a link followed from a webmail page is a cross-site
 * navigation. Every answer is no-store with no referrer (server/private-page.ts).
 */

export interface VisitRouteDeps {
  visits: VisitStore;
  worker: OutboxWorker;
  whatsapp?: { wake(): void };
  page: PageSettings;
  mail: DeskMailSettings;
  now: () => Date;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const tokenOf = (request: FastifyRequest) => textOf((request.params as { token?: unknown }).token);

function dayBounds(now: Date) {
  const today = todayInKolkata(now);
  return { firstDate: today, lastDate: addDays(today, diaryRules.horizonDays) };
}

function ended(reply: FastifyReply, deps: VisitRouteDeps) {
  return sendPrivatePage(reply, deps.page, 410, visitPage.ended.title, <Ended phone={deps.page.clinicPhone} />);
}

function showVisit(
  reply: FastifyReply,
  deps: VisitRouteDeps,
  status: number,
  token: string,
  visit: PatientVisit,
  state: Partial<VisitPageState> = {},
) {
  return sendPrivatePage(
    reply,
    deps.page,
    status,
    visitPage.title,
    <VisitView
      token={token}
      visit={visit}
      phone={deps.page.clinicPhone}
      state={{ ...dayBounds(deps.now()), ...state }}
    />,
  );
}

/** A change refused: nothing changed; the page says why (409), or that the link has ended (410). */
function refused(reply: FastifyReply, deps: VisitRouteDeps, token: string, why: VisitRefusal) {
  if (why.reason === 'ended') return ended(reply, deps);
  const state =
    why.reason === 'refused'
      ? { refusal: why.refusal }
      : why.reason === 'not offered'
        ? { refusal: { message: visitPage.accept.notOffered, alternatives: [] } }
        : {};
  return showVisit(reply, deps, 409, token, why.visit, state);
}

/** The link's visit, or the "ended" answer already sent. */
async function openVisit(request: FastifyRequest, reply: FastifyReply, deps: VisitRouteDeps) {
  const hash = visitTokenHash(tokenOf(request));
  const visit = hash ? await deps.visits.find(hash, deps.now()) : null;
  if (!hash || !visit) {
    ended(reply, deps);
    return null;
  }
  return { hash, visit };
}

/** GET of the link, and of the cancel's confirm step. */
export function registerVisitPages(app: FastifyInstance, deps: VisitRouteDeps): void {
  app.get(`${visitPage.path}/:token`, async (request, reply) => {
    const opened = await openVisit(request, reply, deps);
    if (!opened) return reply;
    const date = textOf((request.query as Record<string, unknown>).date);
    if (!date || !opened.visit.changeable) return showVisit(reply, deps, 200, tokenOf(request), opened.visit);
    if (parseCalendarDate(date) === null)
      return showVisit(reply, deps, 422, tokenOf(request), opened.visit, { dateProblem: visitPage.move.badDate });
    const times = await deps.visits.freeTimes(opened.visit, date, deps.now());
    return showVisit(reply, deps, 200, tokenOf(request), opened.visit, { day: { date, times } });
  });

  app.get(`${visitPage.path}/:token/cancel`, async (request, reply) => {
    const opened = await openVisit(request, reply, deps);
    if (!opened) return reply;
    if (!opened.visit.changeable) return showVisit(reply, deps, 200, tokenOf(request), opened.visit);
    return sendPrivatePage(
      reply,
      deps.page,
      200,
      visitPage.cancel.heading,
      <ConfirmCancel token={tokenOf(request)} visit={opened.visit} />,
    );
  });
}

/** The cancel and the move: register inside the forms' context. */
export function registerVisitPosts(app: FastifyInstance, deps: VisitRouteDeps): void {
  const woken = () => {
    deps.worker.wake();
    deps.whatsapp?.wake();
  };

  app.post(`${visitPage.path}/:token/cancel`, async (request, reply) => {
    const hash = visitTokenHash(tokenOf(request));
    if (!hash) return ended(reply, deps);
    const now = deps.now();
    const result = await deps.visits.cancel(hash, now, (before) => cancelMail(before, deps.mail, now));
    const cancelled = () => sendPrivatePage(reply, deps.page, 200, visitPage.done.cancelledTitle, <Cancelled />);
    if (!result.done && result.why.reason === 'ended' && (await deps.visits.cancelledByPatient(hash)))
      return cancelled();
    if (!result.done) return refused(reply, deps, tokenOf(request), result.why);
    woken();
    request.log.info({ requestId: result.visit.request.id }, 'visit cancelled by the patient');
    return cancelled();
  });

  app.post(`${visitPage.path}/:token/move`, async (request, reply) => {
    const token = tokenOf(request);
    const hash = visitTokenHash(token);
    if (!hash) return ended(reply, deps);
    const moved = (visit: PatientVisit) =>
      sendPrivatePage(
        reply,
        deps.page,
        200,
        visitPage.done.movedTitle,
        <Changed token={token} visit={visit} sentence={visitPage.done.moved} />,
      );
    const start = parseInstant(textOf(((request.body ?? {}) as Record<string, unknown>).start));
    if (start === null) {
      const visit = await deps.visits.find(hash, deps.now());
      if (!visit) return ended(reply, deps);
      return showVisit(reply, deps, 422, token, visit, { dateProblem: visitPage.move.noTimeChosen });
    }
    const now = deps.now();
    const link = new URL(`${visitPage.path}/${token}`, deps.mail.siteOrigin).href;
    const result = await deps.visits.move(hash, start, now, (before, after) =>
      movedMail(before, after, deps.mail, now, link),
    );
    if (!result.done) return refused(reply, deps, token, result.why);
    if (result.visit === result.before) return moved(result.visit); // a replay: nothing was written or sent
    woken();
    request.log.info({ requestId: result.visit.request.id }, 'visit moved by the patient');
    return moved(result.visit);
  });

  app.post(`${visitPage.path}/:token/accept`, async (request, reply) => {
    const token = tokenOf(request);
    const hash = visitTokenHash(token);
    if (!hash) return ended(reply, deps);
    const now = deps.now();
    const link = new URL(`${visitPage.path}/${token}`, deps.mail.siteOrigin).href;
    // The confirmation of a time offered is the desk's confirmation, with its calendar entry (visit-mail.ts).
    const result = await deps.visits.accept(hash, now, (before, after) =>
      movedMail(before, after, deps.mail, now, link),
    );
    if (!result.done) return refused(reply, deps, token, result.why);
    const accepted = () =>
      sendPrivatePage(
        reply,
        deps.page,
        200,
        visitPage.done.acceptedTitle,
        <Changed token={token} visit={result.visit} sentence={visitPage.done.accepted} />,
      );
    if (result.visit === result.before) return accepted(); // already confirmed: nothing was written or sent
    woken();
    request.log.info({ requestId: result.visit.request.id }, 'offered time taken by the patient');
    return accepted();
  });
}
