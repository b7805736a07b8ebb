import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { todayInKolkata } from '../../../common/booking-dates';
import { LIMITS, PHONE_PATTERN } from '../../../content/forms/kinds';
import { formMessages } from '../../../content/forms/messages';
import { day } from '../../../content/day';
import { queue } from '../../../content/queue';
import { OWNER_ROUTE, signedIn } from '../../desk/auth/guard';
import { field, sendPage, type DeskDeps } from '../../desk/deps';
import { renderDeskPage } from '../../desk/pages/layout';
import { redirectSaved, takeSaved } from '../../desk/saved-notice';
import { diaryDoctor, diaryDoctors, type DiaryDoctor } from '../../diary/doctors';
import { QUEUE_ACTIONS, type QueueAction } from '../lifecycle';
import type { JoinResult } from '../queue-join';
import { QueueStore, type ChangeResult } from '../queue-store';
import { liveUrl } from '../live-url';
import { queueNumbers } from '../queue-numbers';
import { sessionsOf } from '../sessions';
import { QueueNumbersPage } from './queue-numbers-page';
import { QueuePage, queueHref, type Arrival } from './queue-page';
import { renderSlip, SLIP_WIDTHS, type SlipWidth } from './slip-page';

/**
 * The waiting room at the desk (docs/front-desk.md, docs/decisions/0082-the-waiting-room-on-the-visit.md),
 * staff-only by the desk's one guard: the queue page of a doctor today, and its forms (walk-in, check-in, call next,
 * a token's transition, a move): each answers 303 back to the page, or the page again with the refusal.
 */

const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
const MAX_REASON = 200;
const { problems } = queue;
const STATUS: Record<Exclude<ChangeResult, 'done'>, number> = { gone: 404, notAllowed: 409, edge: 409, reason: 422 };

export function registerQueueRoutes(app: FastifyInstance, deps: DeskDeps): void {
  const { now } = deps;
  const store = new QueueStore(deps.day.db, deps.queueFeed);

  const showQueue = async (
    request: FastifyRequest,
    reply: FastifyReply,
    doctor: DiaryDoctor,
    options: { status?: number; problem?: string } = {},
  ) => {
    const at = now();
    const today = todayInKolkata(at);
    const entries = await store.day(doctor.key, today);
    const tokened = new Set(entries.map((entry) => entry.visitId));
    const column = (await deps.day.day(today, at)).find((one) => one.doctor.key === doctor.key);
    const arrivals: Arrival[] = (column?.slots ?? []).flatMap((slot) =>
      slot.visit && slot.visit.status !== 'held' && !tokened.has(slot.visit.id)
        ? [{ visitId: slot.visit.id, time: slot.time, name: slot.visit.name }]
        : [],
    );
    const query = request.query as Record<string, unknown>;
    const joinedId = typeof query.joined === 'string' ? query.joined : null;
    const joined = joinedId ? (entries.find((entry) => entry.id === joinedId) ?? null) : null;
    const page = (
      <QueuePage
        practiceName={deps.practiceName}
        staff={signedIn(request)}
        doctor={doctor}
        doctors={diaryDoctors}
        sessions={sessionsOf(doctor.key, today)}
        entries={entries}
        arrivals={arrivals}
        joined={joined}
        saved={takeSaved(request, reply)}
        problem={options.problem ?? null}
      />
    );
    return sendPage(reply, renderDeskPage(page), options.status ?? 200);
  };

  const back = (reply: FastifyReply, doctor: string, extra = '') =>
    redirectSaved(reply, `${queueHref(doctor)}${extra}`);

  const afterJoin = (request: FastifyRequest, reply: FastifyReply, doctor: DiaryDoctor, result: JoinResult) =>
    result.joined
      ? // The new token's page shows its slip (joined=), not "Saved.".
        reply
          .code(303)
          .header('location', `${queueHref(doctor.key)}&joined=${result.entry.id}`)
          .send()
      : showQueue(request, reply, doctor, {
          status: result.problem === 'gone' ? 404 : 409,
          problem: problems[result.problem],
        });

  const afterChange = async (
    request: FastifyRequest,
    reply: FastifyReply,
    doctor: DiaryDoctor,
    result: ChangeResult,
  ) =>
    result === 'done'
      ? back(reply, doctor.key)
      : showQueue(request, reply, doctor, { status: STATUS[result], problem: problems[result] });

  app.get('/desk/queue', async (request, reply) => {
    const asked = (request.query as Record<string, unknown>).doctor;
    const doctor = typeof asked === 'string' && asked !== '' ? diaryDoctor(asked) : diaryDoctors[0];
    if (!doctor) return showQueue(request, reply, diaryDoctors[0]!, { status: 404, problem: day.problems.slot });
    return showQueue(request, reply, doctor);
  });

  /** The owner's numbers of the waiting room, the last 14 days. */
  app.get('/desk/queue/numbers', OWNER_ROUTE, async (request, reply) => {
    const sessions = await queueNumbers(deps.day.db, 14, now());
    const page = <QueueNumbersPage practiceName={deps.practiceName} staff={signedIn(request)} sessions={sessions} />;
    return sendPage(reply, renderDeskPage(page));
  });

  /** The token's slip for the counter's printer; ?width=58 (the default) or 80. */
  app.get('/desk/queue/tokens/:id/slip', async (request, reply) => {
    const entry = await store.entry((request.params as { id: string }).id);
    if (!entry) return showQueue(request, reply, diaryDoctors[0]!, { status: 404, problem: problems.gone });
    const asked = Number((request.query as Record<string, unknown>).width);
    const width: SlipWidth = SLIP_WIDTHS.find((one) => one === asked) ?? 58;
    const html = renderSlip({
      practiceName: deps.practiceName,
      doctorName: diaryDoctor(entry.doctor)?.name ?? entry.doctor,
      entry,
      width,
      liveUrl: liveUrl(deps.mail.siteOrigin, entry.pageKey),
    });
    return sendPage(reply, html);
  });

  app.post('/desk/queue/walk-in', async (request, reply) => {
    const body = request.body;
    const doctor = diaryDoctor(field(body, 'doctor'));
    if (!doctor) return showQueue(request, reply, diaryDoctors[0]!, { status: 422, problem: day.problems.slot });
    const name = field(body, 'name').slice(0, LIMITS.maxName);
    const phone = field(body, 'phone').slice(0, LIMITS.maxPhone);
    if (!name) return showQueue(request, reply, doctor, { status: 422, problem: day.problems.name });
    if (!PHONE.test(phone))
      return showQueue(request, reply, doctor, { status: 422, problem: formMessages.phoneInvalid });
    const reason = field(body, 'reason').slice(0, MAX_REASON) || null;
    const emergency = field(body, 'emergency') === '1';
    const result = await store.walkIn({ doctor: doctor.key, name, phone, reason, emergency }, signedIn(request), now());
    return afterJoin(request, reply, doctor, result);
  });

  app.post('/desk/queue/check-in', async (request, reply) => {
    const visitId = field(request.body, 'visit');
    const doctorKey = (await deps.day.db.get<{ doctor: string }>('SELECT doctor FROM visits WHERE id = ?', [visitId]))
      ?.doctor;
    const doctor = (doctorKey && diaryDoctor(doctorKey)) || diaryDoctors[0]!;
    const result = await store.checkIn(visitId, { emergency: false, reason: null }, signedIn(request), now());
    return afterJoin(request, reply, doctor, result);
  });

  /** The doctor's button: ends the patient in the room as seen and calls the first waiting. */
  app.post('/desk/queue/call-next', async (request, reply) => {
    const doctor = diaryDoctor(field(request.body, 'doctor'));
    if (!doctor) return showQueue(request, reply, diaryDoctors[0]!, { status: 422, problem: day.problems.slot });
    const called = await store.callNext(doctor.key, signedIn(request), now());
    // The token called is in the address: what the desk was answered for can be checked against what is stored.
    return back(reply, doctor.key, called ? `&called=${called.id}` : '');
  });

  app.post('/desk/queue/tokens/:id/act', async (request, reply) => {
    const { id } = request.params as { id: string };
    const action = field(request.body, 'action');
    const entry = await store.entry(id);
    const doctor = (entry && diaryDoctor(entry.doctor)) || diaryDoctors[0]!;
    if (!entry) return afterChange(request, reply, doctor, 'gone');
    if (!QUEUE_ACTIONS.includes(action as QueueAction)) return afterChange(request, reply, doctor, 'notAllowed');
    return afterChange(request, reply, doctor, await store.act(id, action as QueueAction, signedIn(request), now()));
  });

  app.post('/desk/queue/tokens/:id/move', async (request, reply) => {
    const { id } = request.params as { id: string };
    const direction = field(request.body, 'direction');
    const entry = await store.entry(id);
    const doctor = (entry && diaryDoctor(entry.doctor)) || diaryDoctors[0]!;
    if (!entry) return afterChange(request, reply, doctor, 'gone');
    if (direction !== 'up' && direction !== 'down') return afterChange(request, reply, doctor, 'notAllowed');
    const reason = field(request.body, 'reason').slice(0, MAX_REASON);
    return afterChange(request, reply, doctor, await store.move(id, direction, reason, signedIn(request), now()));
  });
}
