import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, parseCalendarDate, todayInKolkata } from '../../common/booking-dates';
import { deskTimes } from '../../content/desk-times';
import { requestSlotOf, slotOf } from '../diary/store/request-visit';
import { signedIn } from './auth/guard';
import { field, sendPage, type DeskDeps } from './deps';
import { cancelledMail, confirmedMail, declinedMail, proposedMail } from './mail/desk-mail';
import { readInboxFilters, inboxQueryOf } from './inbox-filters';
import { Inbox } from './pages/inbox-page';
import { renderDeskPage } from './pages/layout';
import { RequestPage, statusChoices } from './pages/request-page';
import { type DeskRequest, type Staff, type Visit, type WorkChange, type WorkStatus } from './store/types';
import { visitProblem } from './visit-rules';
import { readCorrection } from './corrections';
import type { Tried } from './pages/request-records';
import { requestPath } from './request-path';
import { newVisitLink } from '../visit/visit-links';

/**
 * The inbox and the work on one request. Each change is one transaction: the work, its audit row
 * and the patient's e-mail (queued in the outbox); then 303 back to the request's page.
 */

export function registerWorkRoutes(app: FastifyInstance, deps: DeskDeps): void {
  const { store, now } = deps;
  const saved = (request: FastifyRequest) => (request.query as Record<string, unknown>).saved === '1';

  app.get('/desk', async (request, reply) => {
    const staff = signedIn(request);
    const filters = readInboxFilters(request.query as Record<string, unknown>);
    const query = inboxQueryOf(filters, deps.doctors, now());
    const today = todayInKolkata(now());
    const [inbox, visits, failed, whatsappFailed] = await Promise.all([
      store.inbox(query),
      store.visitsOn([today, addDays(today, 1)]),
      store.failedMail(),
      deps.whatsapp ? deps.whatsapp.outbox.needingStaff() : [],
    ]);
    const configuration = deps.whatsapp
      ? (deps.whatsapp.worker.status().configuration?.reason ?? (await deps.whatsapp.outbox.summary()).configuration)
      : null;
    const page = (
      <Inbox
        practiceName={deps.practiceName}
        staff={staff}
        inbox={inbox}
        filters={filters}
        page={query.page}
        pageSize={query.pageSize}
        doctors={deps.doctors}
        today={visits.filter((visit) => visit.visit?.date === today)}
        tomorrow={visits.filter((visit) => visit.visit?.date !== today)}
        failed={failed}
        whatsapp={{ configuration, messages: whatsappFailed }}
        saved={saved(request)}
      />
    );
    return sendPage(reply, renderDeskPage(page));
  });

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
    reply
      .code(303)
      .header('location', `${back ?? requestPath(found.ref)}?saved=1`)
      .send();
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

  app.get('/desk/requests/:ref', async (request, reply) => {
    const ctx = await context(request, reply);
    return ctx && showRequest(reply, ctx.staff, ctx.found, { saved: saved(request) });
  });

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
        nearest: refusal.alternatives.map((span) =>
          requestSlotOf({ doctor: work.hold!.doctor.key, startsAt: new Date(span.start).toISOString() }),
        ),
        tried: work.visit ?? {},
      });
    if (work.mail) deps.worker.wake();
    deps.whatsapp?.worker.wake();
    return savedAnswer(reply, found, back);
  }

  app.post('/desk/requests/:ref/status', async (request, reply) => {
    const ctx = await context(request, reply);
    if (!ctx) return;
    const { found, staff } = ctx;
    const status = field(request.body, 'status') as WorkStatus;
    if (!statusChoices(found).includes(status))
      return showRequest(reply, staff, found, { problem: 'Choose a status from the list.' });
    if (status === found.status) return reply.code(303).header('location', requestPath(found.ref)).send();
    // A confirmed visit called off reaches the patient, with the cancellation of their calendar entry.
    if (status === 'cancelled' && found.status === 'confirmed' && found.visit)
      return change(reply, staff, found, 'status', status, {
        status,
        mail: cancelledMail(found, found.visit, deps.mail, now()),
      });
    // Back to new or called, a time offered and not taken is withdrawn with it.
    const visit = status === 'new' || status === 'called' ? { visit: null } : {};
    return change(reply, staff, found, 'status', status, { status, ...visit });
  });

  app.post('/desk/requests/:ref/note', async (request, reply) => {
    const ctx = await context(request, reply);
    if (!ctx) return;
    const text = field(request.body, 'note').slice(0, 2000);
    if (!text) return showRequest(reply, ctx.staff, ctx.found, { problem: 'Write the note first.' });
    // The note's text stays with the request; the log records only that one was added.
    await store.addNote(
      ctx.found.id,
      { at: now().toISOString(), staffId: ctx.staff.id, staffName: ctx.staff.name, text },
      ctx.found.ref,
    );
    return savedAnswer(reply, ctx.found);
  });

  app.post('/desk/requests/:ref/correct', async (request, reply) => {
    const ctx = await context(request, reply);
    if (!ctx) return;
    const typed = {
      name: field(request.body, 'name'),
      email: field(request.body, 'email'),
      phone: field(request.body, 'phone'),
    };
    const read = readCorrection(ctx.found, typed, now());
    if ('problem' in read)
      return showRequest(reply, ctx.staff, ctx.found, { problem: read.problem, triedDetails: typed });
    if (read.changes.length > 0) {
      await store.correctRequest(
        {
          requestId: ctx.found.id,
          kind: ctx.found.kind,
          changes: read.changes,
          by: ctx.staff,
          now: now().toISOString(),
        },
        ctx.found.ref,
      );
      deps.worker.wake();
    }
    return savedAnswer(reply, ctx.found);
  });

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
          visit,
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
    // The offered time is kept with status called until the patient answers (shown on the request's page).
    return change(
      reply,
      staff,
      found,
      'proposed',
      detail,
      {
        status: 'called',
        visit,
        hold: { ...slot, status: 'held' },
        mail: proposedMail(found, visit, deps.mail, now(), confirmed),
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

  app.post('/desk/requests/:ref/decline', async (request, reply) => {
    const ctx = await context(request, reply);
    if (!ctx) return;
    if (ctx.found.kind !== 'appointment')
      return showRequest(reply, ctx.staff, ctx.found, { problem: 'Only an appointment request can be declined.' });
    const reason = field(request.body, 'reason').slice(0, 500);
    return change(reply, ctx.staff, ctx.found, 'declined', null, {
      status: 'declined',
      visit: null,
      mail: { ...declinedMail(ctx.found, reason, deps.mail), whatsapp: { kind: 'decline' } },
    });
  });

  app.post('/desk/mail/:id/resend', async (request, reply) => {
    const staff = signedIn(request);
    const id = Number((request.params as { id: string }).id);
    if (Number.isInteger(id) && (await store.resendMail(id, now().toISOString(), staff))) deps.worker.wake();
    return reply.code(303).header('location', '/desk?saved=1').send();
  });
}
