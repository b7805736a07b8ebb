import { desk } from '../../../content/desk';
import { formatIst, longDate } from '../../mail/compose';
import { APPOINTMENT_STATUSES, MESSAGE_STATUSES, type DeskRequest, type Staff, type Visit } from '../store/types';
import { Layout, Notice } from './layout';
import { PhoneLinks, statusLabel } from './request-parts';
import { WhatsappSection } from './whatsapp-parts';
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
  /** The request's WhatsApp messages and replies, when the channel is on. */
  whatsapp: RequestWhatsapp | null;
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

export function RequestPage({
  practiceName,
  staff,
  request,
  doctors,
  saved,
  problem,
  tried,
  whatsapp,
}: RequestPageProps) {
  const action = (what: string) => `/desk/requests/${encodeURIComponent(request.ref)}/${what}`;
  const statuses = (request.kind === 'appointment' ? APPOINTMENT_STATUSES : MESSAGE_STATUSES).filter(
    (status) => status !== 'confirmed',
  );
  const rows: Array<[string, string | null]> = [
    [desk.pages.reference, request.ref],
    [desk.pages.status, statusLabel(request.status)],
    [desk.pages.received, formatIst(request.createdAt)],
    // What the patient sent, from the form table; the name is the page's title and the phone its call links.
    ...request.sent
      .filter((field) => !SHOWN_APART.has(field.column))
      .map((field): [string, string] => [field.label, field.isDate ? longDate(field.value) : field.value]),
    [
      desk.statuses.confirmed ?? 'Confirmed',
      request.visit ? `${longDate(request.visit.date)}, ${request.visit.time}, ${request.visit.doctor}` : null,
    ],
  ];
  const initial = { doctor: request.doctor ?? undefined, date: request.date ?? undefined, ...request.visit, ...tried };
  return (
    <Layout title={request.name} practiceName={practiceName} staff={staff}>
      <p>
        <a href="/desk">{desk.pages.back}</a>
      </p>
      <Notice saved={saved} problem={problem} />
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
          <form method="post" action={action('confirm')} className="card">
            <h2>{desk.pages.confirmTitle}</h2>
            <VisitFields prefix="confirm" doctors={doctors} initial={initial} />
            <button type="submit" className="primary">
              {desk.pages.confirmButton}
            </button>
          </form>
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
      <form method="post" action={action('note')} className="card">
        <h2>
          <label htmlFor="note">{desk.pages.note}</label>
        </h2>
        <textarea id="note" name="note" rows={4} maxLength={2000} defaultValue={request.note} />
        <button type="submit">{desk.pages.saveNote}</button>
      </form>
    </Layout>
  );
}
