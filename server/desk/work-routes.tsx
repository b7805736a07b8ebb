import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, todayInKolkata } from '../../common/booking-dates';
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

  const showRequest = async (
    reply: FastifyReply,
    staff: Staff,
    found: DeskRequest,
    options: { saved?: boolean; problem?: string; tried?: Partial<Visit>; triedDetails?: Tried } = {},
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
        />,
      ),
      options.problem ? 422 : 200,
    );

  const savedAnswer = (reply: FastifyReply, found: DeskRequest) =>
    reply
      .code(303)
      .header('location', `${requestPath(found.ref)}?saved=1`)
      .send();

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

  async function change(
    reply: FastifyReply,
    staff: Staff,
    found: DeskRequest,
    action: string,
    detail: string | null,
    work: Partial<WorkChange>,
  ) {
    const at = now().toISOString();
    await store.changeWork({
      requestId: found.id,
      kind: found.kind,
      now: at,
      audit: { at, staffId: staff.id, staffName: staff.name, action, ref: found.ref, detail },
      ...work,
    });
    if (work.mail) deps.worker.wake();
    deps.whatsapp?.worker.wake();
    return savedAnswer(reply, found);
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

  for (const action of ['confirm', 'propose'] as const) {
    app.post(`/desk/requests/:ref/${action}`, async (request, reply) => {
      const ctx = await context(request, reply);
      if (!ctx) return;
      const visit: Visit = {
        date: field(request.body, 'date'),
        time: field(request.body, 'time'),
        doctor: field(request.body, 'doctor'),
      };
      const problem =
        ctx.found.kind === 'appointment'
          ? visitProblem(visit, now())
          : 'Only an appointment request can be given a time.';
      if (problem) return showRequest(reply, ctx.staff, ctx.found, { problem, tried: visit });
      const detail = `${visit.date} ${visit.time}, ${visit.doctor}`;
      const confirmed = ctx.found.status === 'confirmed' ? ctx.found.visit : null;
      if (action === 'confirm') {
        return change(reply, ctx.staff, ctx.found, confirmed ? 'moved' : 'confirmed', detail, {
          status: 'confirmed',
          visit,
          // On WhatsApp a confirmation of a visit that had another time is its change (desk-work.ts changeWork).
          mail: {
            ...confirmedMail(ctx.found, visit, deps.mail, now(), confirmed),
            whatsapp: { kind: 'confirmation', visit },
          },
        });
      }
      // The offered time is kept with status called until the patient answers (shown on the request's page).
      return change(reply, ctx.staff, ctx.found, 'proposed', detail, {
        status: 'called',
        visit,
        mail: proposedMail(ctx.found, visit, deps.mail, now(), confirmed),
      });
    });
  }

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
