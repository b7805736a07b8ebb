import { desk } from '../../../content/desk';
import { formatIst, longDate } from '../../mail/compose';
import {
  APPOINTMENT_STATUSES,
  MESSAGE_STATUSES,
  type DeskRequest,
  type Note,
  type Staff,
  type Visit,
  type WorkStatus,
} from '../store/types';
import { Layout, Notice } from './layout';
import { namesOf, PhoneLinks, statusLabel } from './request-parts';
import { CorrectDetails, Notes, type Tried } from './request-records';
import { requestPath } from '../request-path';
import { WhatsappSection } from './whatsapp-parts';
import { FreeTimes, HeldTime, NearestTimes, type DoctorFreeTimes } from './time-choices';
import type { RequestWhatsapp } from '../../storage/whatsapp-outbox';

/** One request: what the patient sent, its status and note, and for an appointment confirm, propose or decline. */

export interface RequestPageProps {
  practiceName: string;
  staff: Staff;
  request: DeskRequest;
  doctors: string[];
  saved: boolean;
  problem: string | null;
  /** What a refused visit form held, to fill it again. */
  tried: Partial<Visit>;
  /** What a refused correction held. */
  triedDetails: Tried;
  notes: Note[];
  /** The request's WhatsApp messages and replies, when the channel is on. */
  whatsapp: RequestWhatsapp | null;
  /** The doctors' free times on the request's day, to confirm with one tap. */
  free: { date: string; doctors: DoctorFreeTimes[] } | null;
  /** The nearest free times after a refused one. */
  nearest: Visit[];
}

/** Columns the page shows outside its list: the name (the title) and the phone (the call links). */
const SHOWN_APART = new Set(['name', 'phone']);

function VisitFields({ prefix, doctors, initial }: { prefix: string; doctors: string[]; initial: Partial<Visit> }) {
  return (
    <div className="fields">
      <label htmlFor={`${prefix}-date`}>{desk.pages.date}</label>
      <input id={`${prefix}-date`} name="date" type="date" required defaultValue={initial.date} />
      <label htmlFor={`${prefix}-time`}>{desk.pages.time}</label>
      <input id={`${prefix}-time`} name="time" type="time" required step={300} defaultValue={initial.time} />
      <label htmlFor={`${prefix}-doctor`}>{desk.pages.doctor}</label>
      <select id={`${prefix}-doctor`} name="doctor" required defaultValue={initial.doctor}>
        {doctors.map((doctor) => (
          <option key={doctor}>{doctor}</option>
        ))}
      </select>
    </div>
  );
}

/**
 * The statuses the menu offers, the current one always among them (it opens on it). A confirmed visit moves on only to
 * visited, did not come or cancelled (which e-mails the patient); confirming is the form's, never the menu's.
 */
export function statusChoices(request: Pick<DeskRequest, 'kind' | 'status'>): WorkStatus[] {
  if (request.kind === 'message') return [...MESSAGE_STATUSES];
  if (request.status === 'confirmed') return ['confirmed', 'visited', 'no-show', 'cancelled'];
  return APPOINTMENT_STATUSES.filter((status) => status !== 'confirmed' || request.status === 'confirmed');
}

export function RequestPage({
  practiceName,
  staff,
  request,
  doctors,
  saved,
  problem,
  tried,
  triedDetails,
  notes,
  whatsapp,
  free,
  nearest,
}: RequestPageProps) {
  const action = (what: string) => `${requestPath(request.ref)}/${what}`;
  const statuses = statusChoices(request);
  const rows: Array<[string, string | null]> = [
    [desk.pages.reference, request.ref],
    [desk.pages.status, statusLabel(request.status)],
    [desk.pages.received, formatIst(request.createdAt)],
    // What the patient sent, from the form table; the name is the page's title and the phone its call links.
    ...request.sent
      .filter((field) => !SHOWN_APART.has(field.column))
      .map((field): [string, string] => [field.label, field.isDate ? longDate(field.value) : field.value]),
    [
      request.status === 'called' ? desk.pages.proposedTime : desk.pages.visitTime,
      request.visit ? `${longDate(request.visit.date)}, ${request.visit.time}, ${request.visit.doctor}` : null,
    ],
  ];
  const initial = { doctor: request.doctor ?? undefined, date: request.date ?? undefined, ...request.visit, ...tried };
  return (
    <Layout title={namesOf(request)} practiceName={practiceName} staff={staff}>
      <p>
        <a href="/desk">{desk.pages.back}</a>
      </p>
      <Notice saved={saved} problem={problem} />
      <NearestTimes action={action('confirm')} times={nearest} />
      <dl className="details">
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p>
        <PhoneLinks request={request} practiceName={practiceName} />
      </p>
      {whatsapp ? <WhatsappSection {...whatsapp} /> : null}
      {request.kind === 'appointment' ? (
        <>
          {request.held ? <HeldTime action={action('confirm-held')} held={request.held} /> : null}
          <section className="card" aria-labelledby="confirm-title">
            <form method="post" action={action('confirm')}>
              <h2 id="confirm-title">{desk.pages.confirmTitle}</h2>
              <VisitFields prefix="confirm" doctors={doctors} initial={initial} />
              <button type="submit" className="primary">
                {desk.pages.confirmButton}
              </button>
            </form>
            {free ? <FreeTimes action={action('confirm')} date={free.date} free={free.doctors} /> : null}
          </section>
          <form method="post" action={action('propose')} className="card">
            <h2>{desk.pages.proposeTitle}</h2>
            <VisitFields prefix="propose" doctors={doctors} initial={initial} />
            <button type="submit">{desk.pages.proposeButton}</button>
          </form>
          <form method="post" action={action('decline')} className="card">
            <h2>{desk.pages.declineTitle}</h2>
            <label htmlFor="reason">{desk.pages.reason}</label>
            <textarea id="reason" name="reason" rows={3} maxLength={500} />
            <button type="submit">{desk.pages.declineButton}</button>
          </form>
        </>
      ) : null}
      <form method="post" action={action('status')} className="card">
        <h2>
          <label htmlFor="status">{desk.pages.setStatus}</label>
        </h2>
        <div className="row">
          <select id="status" name="status" defaultValue={request.status}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
          <button type="submit">{desk.pages.setStatus}</button>
        </div>
      </form>
      <Notes notes={notes} action={action('note')} />
      <CorrectDetails request={request} action={action('correct')} tried={triedDetails} />
    </Layout>
  );
}
