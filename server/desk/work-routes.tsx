import type { FastifyInstance } from 'fastify';
import { addDays, todayInKolkata } from '../../common/booking-dates';
import { deskVisitsOn, findDeskVisits } from '../diary/store/desk-visits';
import { signedIn } from './auth/guard';
import { field, sendPage, type DeskDeps } from './deps';
import { cancelledMail, declinedMail } from './mail/desk-mail';
import { readInboxFilters, inboxQueryOf } from './inbox-filters';
import { Inbox } from './pages/inbox-page';
import { renderDeskPage } from './pages/layout';
import { statusChoices } from './pages/request-page';
import type { WorkStatus } from './store/types';
import { readCorrection } from './corrections';
import { requestPath } from './request-path';
import { requestWork } from './request-work';
import { redirectSaved, takeSaved } from './saved-notice';
import { registerTimeRoutes } from './time-routes';

/**
 * The inbox and the work on one request. Each change is one transaction: the work, its audit row
 * and the patient's e-mail (queued in the outbox); then 303 back to the request's page.
 */

export function registerWorkRoutes(app: FastifyInstance, deps: DeskDeps): void {
  const { store, now } = deps;

  app.get('/desk', async (request, reply) => {
    const staff = signedIn(request);
    const filters = readInboxFilters(request.query as Record<string, unknown>);
    const query = inboxQueryOf(filters, deps.doctors, now());
    const today = todayInKolkata(now());
    const days = [today, addDays(today, 1)];
    const [inbox, visits, booked, found, failed, whatsappFailed] = await Promise.all([
      store.inbox(query),
      store.visitsOn(days),
      deskVisitsOn(deps.day.db, days),
      query.lookup ? findDeskVisits(deps.day.db, query.lookup, today) : [],
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
        booked={{
          today: booked.filter((visit) => visit.date === today),
          tomorrow: booked.filter((visit) => visit.date !== today),
        }}
        found={found}
        failed={failed}
        whatsapp={{ configuration, messages: whatsappFailed }}
        saved={takeSaved(request, reply)}
      />
    );
    return sendPage(reply, renderDeskPage(page));
  });

  const work = requestWork(deps);
  const { showRequest, savedAnswer, context, change } = work;

  app.get('/desk/requests/:ref', async (request, reply) => {
    const ctx = await context(request, reply);
    return ctx && showRequest(reply, ctx.staff, ctx.found, { saved: takeSaved(request, reply) });
  });

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
    const withdrawTime = status === 'new' || status === 'called';
    return change(reply, staff, found, 'status', status, { status, withdrawTime });
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

  registerTimeRoutes(app, deps, work);

  app.post('/desk/requests/:ref/decline', async (request, reply) => {
    const ctx = await context(request, reply);
    if (!ctx) return;
    if (ctx.found.kind !== 'appointment')
      return showRequest(reply, ctx.staff, ctx.found, { problem: 'Only an appointment request can be declined.' });
    const reason = field(request.body, 'reason').slice(0, 500);
    return change(reply, ctx.staff, ctx.found, 'declined', null, {
      status: 'declined',
      mail: { ...declinedMail(ctx.found, reason, deps.mail), whatsapp: { kind: 'decline' } },
    });
  });

  app.post('/desk/mail/:id/resend', async (request, reply) => {
    const staff = signedIn(request);
    const id = Number((request.params as { id: string }).id);
    if (Number.isInteger(id) && (await store.resendMail(id, now().toISOString(), staff))) deps.worker.wake();
    return redirectSaved(reply, '/desk');
  });
}
