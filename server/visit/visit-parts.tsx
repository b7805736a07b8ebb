import { kolkataDateTime } from '../../common/booking-dates';
import { telHref } from '../../common/phone';
import { fill } from '../../content/ui';
import { visitPage } from '../../content/visit-page';
import { longDate } from '../mail/compose';
import type { PatientVisit } from './visit-store';

/** What the patient's visit pages share (visit-pages.tsx, visit-answers.tsx): the visit's details, the phone, home. */

const { details } = visitPage;
export const pathOf = (token: string, step = '') => `${visitPage.path}/${token}${step}`;

function Phone({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

/** A sentence with {phone} drawn as a link to call. */
export function WithPhone({
  text,
  phone,
  values = {},
}: {
  text: string;
  phone: string;
  values?: Record<string, string>;
}) {
  const [before, after] = fill(text, { ...values, phone: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <Phone phone={phone} />
      {after}
    </p>
  );
}

export function VisitDetails({ visit }: { visit: PatientVisit }) {
  const { request, time } = visit;
  const at = time ? kolkataDateTime(time.start) : null;
  const rows: Array<[string, string]> = [
    [details.reference, request.ref],
    [details.doctor, visit.doctor?.name ?? request.doctor ?? details.anyDoctor],
    ...(at
      ? ([
          [details.date, longDate(at.date)],
          [details.time, at.time],
        ] as Array<[string, string]>)
      : ([[details.dayAsked, longDate(request.date ?? '')]] as Array<[string, string]>)),
  ];
  const state = {
    confirmed: visitPage.states.confirmed,
    held: visitPage.states.held,
    offered: visitPage.states.offered,
    'no time': visitPage.states.noTime,
  };
  return (
    <section className="confirmation" data-visit>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{details.status}</dt>
          <dd data-visit-state={visit.state}>{state[visit.state]}</dd>
        </div>
      </dl>
    </section>
  );
}

export function HomeLink() {
  return (
    <p className="links">
      <a href="/">{visitPage.home}</a>
    </p>
  );
}
