import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, todayInKolkata } from '../../common/booking-dates';
import { signedIn } from './auth/guard';
import { field, sendPage, type DeskDeps } from './deps';
import { confirmedMail, declinedMail, proposedMail } from './mail/desk-mail';
import { InboxPage } from './pages/inbox-page';
import { renderDeskPage } from './pages/layout';
import { RequestPage } from './pages/request-page';
import {
  APPOINTMENT_STATUSES,
  MESSAGE_STATUSES,
  type DeskRequest,
  type Staff,
  type Visit,
  type WorkChange,
  type WorkStatus,
} from './store/types';
import { visitProblem } from './visit-rules';

/**
 * The inbox and the work on one request. Each change is one transaction: the work, its audit row
 * and the patient's e-mail (queued in the outbox); then 303 back to the request's page.
 */

export function registerWorkRoutes(app: FastifyInstance, deps: DeskDeps): void {
  const { store, now } = deps;
  const saved = (request: FastifyRequest) => (request.query as Record<string, unknown>).saved === '1';

  app.get('/desk', async (request, reply) => {
    const staff = signedIn(request);
    const search = String((request.query as Record<string, unknown>).q ?? '').slice(0, 100);
    const today = todayInKolkata(now());
    const [requests, visits, failed, whatsappFailed] = await Promise.all([
      store.inbox({ search, limit: 200 }),
      store.visitsOn([today, addDays(today, 1)]),
      store.failedMail(),
      deps.whatsapp ? deps.whatsapp.outbox.needingStaff() : [],
    ]);
    const configuration = deps.whatsapp
      ? (deps.whatsapp.worker.status().configuration?.reason ?? (await deps.whatsapp.outbox.summary()).configuration)
      : null;
    const page = (
      <InboxPage
        practiceName={deps.practiceName}
        staff={staff}
        requests={requests}
        search={search}
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
    options: { saved?: boolean; problem?: string; tried?: Partial<Visit> } = {},
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
          whatsapp={
            deps.whatsapp && found.kind === 'appointment' ? await deps.whatsapp.outbox.ofRequest(found.id) : null
          }
        />,
      ),
      options.problem ? 422 : 200,
    );

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
    return reply
      .code(303)
      .header('location', `/desk/requests/${encodeURIComponent(found.ref)}?saved=1`)
      .send();
  }

  app.post('/desk/requests/:ref/status', async (request, reply) => {
    const ctx = await context(request, reply);
    if (!ctx) return;
    const status = field(request.body, 'status') as WorkStatus;
    const allowed: readonly WorkStatus[] = (
      ctx.found.kind === 'appointment' ? APPOINTMENT_STATUSES : MESSAGE_STATUSES
    ).filter((s) => s !== 'confirmed');
    if (!allowed.includes(status))
      return showRequest(reply, ctx.staff, ctx.found, { problem: 'Choose a status from the list.' });
    return change(reply, ctx.staff, ctx.found, 'status', status, { status });
  });

  app.post('/desk/requests/:ref/note', async (request, reply) => {
    const ctx = await context(request, reply);
    // The note's text stays with the request; the log records only that it changed.
    return (
      ctx && change(reply, ctx.staff, ctx.found, 'note', null, { note: field(request.body, 'note').slice(0, 2000) })
    );
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
      if (action === 'confirm') {
        return change(reply, ctx.staff, ctx.found, 'confirmed', detail, {
          status: 'confirmed',
          visit,
          // On WhatsApp a confirmation of a visit that had another time is its change (desk-work.ts changeWork).
          mail: { ...confirmedMail(ctx.found, visit, deps.mail, now()), whatsapp: { kind: 'confirmation', visit } },
        });
      }
      return change(reply, ctx.staff, ctx.found, 'proposed', detail, {
        status: 'called',
        mail: proposedMail(ctx.found, visit, deps.mail),
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
