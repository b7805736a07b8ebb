import { desk } from '../../../content/desk';
import type { DeskRequest, FailedMail, Staff } from '../store/types';
import { Layout, Notice } from './layout';
import { RequestLine } from './request-parts';
import { WhatsappAttention } from './whatsapp-parts';
import type { ComponentProps } from 'react';

/** The inbox: today's and tomorrow's visits, e-mails that failed, the search and the requests. */

export interface InboxProps {
  practiceName: string;
  staff: Staff;
  requests: DeskRequest[];
  search: string;
  today: DeskRequest[];
  tomorrow: DeskRequest[];
  failed: FailedMail[];
  /** The WhatsApp channel's trouble (empty when it is off). */
  whatsapp: ComponentProps<typeof WhatsappAttention>;
  saved: boolean;
}

function Visits({ heading, visits }: { heading: string; visits: DeskRequest[] }) {
  return (
    <section className="card" aria-labelledby={`visits-${heading}`}>
      <h2 id={`visits-${heading}`}>{heading}</h2>
      {visits.length === 0 ? (
        <p>{desk.pages.noVisits}</p>
      ) : (
        <ul className="visits">
          {visits.map((visit) => (
            <li key={visit.id}>
              <span className="time">{visit.visit?.time}</span>{' '}
              <a href={`/desk/requests/${encodeURIComponent(visit.ref)}`}>{visit.name}</a>{' '}
              <span className="when">{visit.visit?.doctor}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function InboxPage({
  practiceName,
  staff,
  requests,
  search,
  today,
  tomorrow,
  failed,
  whatsapp,
  saved,
}: InboxProps) {
  return (
    <Layout title={desk.pages.inbox} practiceName={practiceName} staff={staff}>
      <Notice saved={saved} />
      <div className="glance">
        <Visits heading={desk.pages.today} visits={today} />
        <Visits heading={desk.pages.tomorrow} visits={tomorrow} />
      </div>
      {failed.length > 0 ? (
        <section className="card problem" aria-labelledby="failed-mail">
          <h2 id="failed-mail">{desk.pages.failedMail}</h2>
          <ul>
            {failed.map((mail) => (
              <li key={mail.id}>
                {mail.ref ? <a href={`/desk/requests/${encodeURIComponent(mail.ref)}`}>{mail.ref}</a> : null} {mail.to}:{' '}
                {mail.subject}
                {mail.lastError ? <span className="when">{mail.lastError}</span> : null}
                <form method="post" action={`/desk/mail/${mail.id}/resend`}>
                  <button type="submit">{desk.pages.resend}</button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <WhatsappAttention {...whatsapp} />
      <form method="get" action="/desk" role="search" className="search">
        <label htmlFor="q">{desk.pages.search}</label>
        <p id="q-hint" className="hint">
          {desk.pages.searchHint}
        </p>
        <div className="row">
          <input id="q" name="q" type="search" defaultValue={search} aria-describedby="q-hint" />
          <button type="submit">{desk.pages.searchButton}</button>
        </div>
      </form>
      {requests.length === 0 ? (
        <p>{desk.pages.empty}</p>
      ) : (
        <ul className="requests">
          {requests.map((request) => (
            <RequestLine key={request.id} request={request} practiceName={practiceName} />
          ))}
        </ul>
      )}
    </Layout>
  );
}
