import { deskTimes } from '../../../content/desk-times';
import { desk } from '../../../content/desk';
import { indianMobile } from '../../../common/indian-mobile';
import { telHref } from '../../../common/phone';
import { fill } from '../../content';
import { longDate } from '../../mail/compose';
import type { DeskRequest } from '../store/types';
import { requestPath } from '../request-path';

/** Small parts the inbox and a request's page share: status, phone links, a request's line. */

export const statusLabel = (status: string) => desk.statuses[status] ?? status;

/**
 * wa.me wants the number with its country code, digits only: an Indian mobile however it is written (10 digits, +91,
 * 91, or the trunk prefix 0: common/indian-mobile.ts, the rule the WhatsApp channel uses), any other number as its
 * digits after the international prefix.
 */
export function whatsappHref(
  phone: string,
  request: Pick<DeskRequest, 'name' | 'ref' | 'kind'>,
  practiceName: string,
): string | null {
  const mobile = indianMobile(phone);
  const full = mobile.ok ? mobile.e164.slice(1) : phone.replace(/\D/g, '').replace(/^0+/, '');
  if (full.length < 11 || full.length > 15) return null;
  return `https://wa.me/${full}?text=${encodeURIComponent(fill(desk.whatsappMessage[request.kind], { name: request.name, ref: request.ref, practice: practiceName }))}`;
}

export function PhoneLinks({ request, practiceName }: { request: DeskRequest; practiceName: string }) {
  if (!request.phone) return null;
  const whatsapp = whatsappHref(request.phone, request, practiceName);
  return (
    <span className="phone">
      <a href={telHref(request.phone)} aria-label={`${desk.pages.call} ${request.name}, ${request.phone}`}>
        {request.phone}
      </a>
      {whatsapp ? (
        <a
          className="whatsapp"
          href={whatsapp}
          rel="noopener noreferrer"
          target="_blank"
          aria-label={`${desk.pages.whatsapp} ${request.name}`}
        >
          {desk.pages.whatsapp}
        </a>
      ) : null}
    </span>
  );
}

/** "Ravi Kumar for Kamala Devi" when the booking names another person; the requester's name otherwise. */
export const namesOf = (request: Pick<DeskRequest, 'name' | 'patientName'>) =>
  request.patientName ? `${request.name} ${desk.pages.bookedFor} ${request.patientName}` : request.name;

export function RequestLine({ request, practiceName }: { request: DeskRequest; practiceName: string }) {
  // A time the patient picked (held, waiting for the desk) shows as such; the desk's own time otherwise.
  const patientPick = request.held && !request.visit ? request.held : null;
  const timed = request.visit ?? patientPick;
  const when = timed ? `${longDate(timed.date)}, ${timed.time}` : request.date ? longDate(request.date) : null;
  const doctor = timed?.doctor ?? request.doctor;
  return (
    <li className={`request status-${request.status}`}>
      <a href={requestPath(request.ref)} className="name">
        {namesOf(request)}
      </a>{' '}
      <span className="badge">{statusLabel(request.status)}</span>
      <span className="ref">{request.ref}</span>
      {when ? (
        <span className="when">
          {request.status === 'called' && request.visit
            ? `${desk.pages.proposedTime}: ${when}`
            : patientPick
              ? `${deskTimes.request.heldTime}: ${when}`
              : when}
        </span>
      ) : null}
      {doctor ? <span className="when">{doctor}</span> : null}
      {request.kind === 'message' ? (
        <span className="when">{request.subject ?? request.message?.slice(0, 60)}</span>
      ) : null}
      <PhoneLinks request={request} practiceName={practiceName} />
    </li>
  );
}
